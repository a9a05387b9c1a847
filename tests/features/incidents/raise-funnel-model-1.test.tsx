import { walkRaiseFunnelPaths } from './raise-funnel-model.walk';

// The raise funnel's covering model paths driving its views (raise-funnel-model.walk.tsx), shard 1 of 2: the paths
// are dealt out to two files of about a minute each, which run side by side wherever vitest has two workers.

// jsdom has no IndexedDB: the draft's attachments are kept in memory instead, across the walk's reloads.
vi.mock('idb-keyval', () => import('../support/memory-idb-keyval'));

walkRaiseFunnelPaths(1, 2);
