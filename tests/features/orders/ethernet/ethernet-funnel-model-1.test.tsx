import { walkEthernetFunnelPaths } from './ethernet-funnel-model.walk';

// The Ethernet funnel's covering model paths driving its views (ethernet-funnel-model.walk.tsx), shard 1 of 2.

// jsdom has no IndexedDB: the draft is kept in memory instead, across the walk's reloads.
vi.mock('idb-keyval', () => import('../../support/memory-idb-keyval'));

walkEthernetFunnelPaths(1, 2);
