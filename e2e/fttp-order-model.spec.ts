import { fttpOrderWalk } from './support/fttp-order-walk';
import { walkFunnelInBrowser } from './support/model-walk';

// The FTTP funnel's test model walked on the real portal in Chromium (what the walk does: e2e/support/fttp-order-walk.ts).
walkFunnelInBrowser(fttpOrderWalk);
