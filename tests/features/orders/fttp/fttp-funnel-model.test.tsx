import { walkFttpFunnelPaths } from './fttp-funnel-model.walk';

// The FTTP funnel's views walked through every model state and every refused guarded event (the walks in the
// .walk.tsx file beside this one); every transition is walked in Chromium.

// jsdom has no IndexedDB: the draft is kept in memory instead, across the walk's reloads.
vi.mock('idb-keyval', () => import('../../support/memory-idb-keyval'));

walkFttpFunnelPaths();
