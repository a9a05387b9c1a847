import { walkIncidentRaisePaths } from './incident-raise-model.walk';

// The raise funnel's views walked through every model state and every refused guarded event (the walks in the
// .walk.tsx file beside this one); every transition is walked in Chromium.

// jsdom has no IndexedDB: the draft's attachments are kept in memory instead, across the walk's reloads.
vi.mock('idb-keyval', () => import('../support/memory-idb-keyval'));

walkIncidentRaisePaths();
