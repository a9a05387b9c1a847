import funnel from '@/components/funnel-layout.module.css';
import own from './ethernet-order.module.css';

/** The ordering funnels' shared layout and the Ethernet funnel's own classes, as one styles object for its views. */
export const styles: Readonly<Record<string, string>> = { ...funnel, ...own };
