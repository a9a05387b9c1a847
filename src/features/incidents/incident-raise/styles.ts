import funnel from '@/components/funnel-layout.module.css';
import own from './incident-raise.module.css';

/** The layout every funnel shares and the incident funnel's own classes, as one styles object for its views. */
export const styles: Readonly<Record<string, string>> = { ...funnel, ...own };
