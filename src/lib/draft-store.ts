import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Where a long form (the ordering funnels, contact requests) keeps its half-made input: IndexedDB through idb-keyval,
 * per user so a shared browser never shows one person's input to another, until it is sent or cancelled. `parse` is the
 * form's draft schema (its `z.infer` type): a stored value of another version or shape is deleted, never handed on.
 */
export interface DraftStore<Draft, Args extends unknown[]> {
  /** The form's `restoreDraft`: the stored draft, or undefined (also when IndexedDB is unavailable). */
  restore: (userId: string, ...args: Args) => Promise<Draft | undefined>;
  save: (userId: string, draft: Draft) => void;
  clear: (userId: string) => void;
  /** Resolves once every write asked for so far is done (tests, and before a reload). */
  writes: () => Promise<unknown>;
}

export function draftStore<Draft, Args extends unknown[] = []>(options: {
  database: string;
  storeName: string;
  keyPrefix: string;
  parse: (stored: unknown, ...args: Args) => Draft | undefined;
}): DraftStore<Draft, Args> {
  const key = (userId: string) => `${options.keyPrefix}.${userId}`;
  let store: UseStore | undefined;
  // Opened on first use: the database may be missing (private windows); the form then works without surviving a reload.
  const drafts = () => {
    store ??= createStore(options.database, options.storeName);
    return store;
  };
  // Writes go one after another, so a slow write never lands after a later one (or after the clear).
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (write: () => Promise<unknown>) => {
    queue = queue.then(write).catch(() => undefined);
  };
  return {
    restore: async (userId, ...args) => {
      try {
        const stored = await get<unknown>(key(userId), drafts());
        const draft = options.parse(stored, ...args);
        if (stored !== undefined && !draft) await del(key(userId), drafts());
        return draft;
      } catch {
        return undefined;
      }
    },
    save: (userId, draft) => enqueue(() => set(key(userId), draft, drafts())),
    clear: (userId) => enqueue(() => del(key(userId), drafts())),
    writes: () => queue,
  };
}
