// jsdom has no IndexedDB: a test file that stores the draft's attachments mocks idb-keyval with this in-memory store
// (`vi.mock('idb-keyval', () => import('../support/memory-idb-keyval'))`); each test file gets its own module, so its own store.
const files = new Map<string, unknown>();

export const createStore = () => 'attachments';
export const get = async (key: string) => files.get(key);
export const set = async (key: string, value: unknown) => void files.set(key, value);
export const del = async (key: string) => void files.delete(key);
