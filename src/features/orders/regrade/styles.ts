import funnel from '@/components/funnel-layout.module.css';
import own from './regrade.module.css';

/** The layout every funnel shares and the regrade wizard's own classes, as one styles object for its views. */
export const styles: Readonly<Record<string, string>> = { ...funnel, ...own };
