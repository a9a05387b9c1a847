import { ethernetOrderWalk } from './support/ethernet-order-walk';
import { walkFunnelInBrowser } from './support/model-walk';

// The ethernet-order test model walked on the real portal in Chromium (what the walk does: e2e/support/ethernet-order-walk.ts).
walkFunnelInBrowser(ethernetOrderWalk);
