import { walkFttpFunnelPaths } from './fttp-funnel-model.walk';

// The FTTP funnel's covering model paths driving its views (fttp-funnel-model.walk.tsx), shard 1 of 2.

// jsdom has no IndexedDB: the draft is kept in memory instead, across the walk's reloads.
vi.mock('idb-keyval', () => import('../../support/memory-idb-keyval'));

walkFttpFunnelPaths(1, 2);
