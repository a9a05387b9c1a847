import type { Db } from './client';

/**
 * Statements built once per store and shape, then only executed with their values. Drizzle builds a statement's SQL
 * text from its query-builder tree on every call, which a profile of the incidents list at 50 connections put at a
 * fifth of the sandbox's CPU per request (more than parsing the rows). A list's statement differs only in a few ways
 * (sort, how many statuses, a search or not): `shapeKey` names that shape, `build` makes its prepared statement with
 * `sql.placeholder`s for the values, and every later request of the same shape executes it as it is. The shapes are
 * few and fixed by validated input, so the cache stays small; it is kept per store, as tests open many.
 */
export function preparedPerShape<Shape, Prepared>(
  shapeKey: (shape: Shape) => string,
  build: (db: Db, shape: Shape, name: string) => Prepared,
): (db: Db, shape: Shape) => Prepared {
  const stores = new WeakMap<Db, Map<string, Prepared>>();
  return (db, shape) => {
    let statements = stores.get(db);
    if (!statements) {
      statements = new Map();
      stores.set(db, statements);
    }
    const key = shapeKey(shape);
    let prepared = statements.get(key);
    if (!prepared) {
      // PostgreSQL names prepared statements per connection; the key makes the name unique per text.
      prepared = build(db, shape, key.replace(/[^a-z0-9_]/gi, '_'));
      statements.set(key, prepared);
    }
    return prepared;
  };
}

/** A statement of one shape only, prepared once per store under `name` (see {@link preparedPerShape}). */
export function preparedOnce<Prepared>(name: string, build: (db: Db, name: string) => Prepared): (db: Db) => Prepared {
  const perShape = preparedPerShape(
    () => name,
    (db, _shape: undefined, safeName) => build(db, safeName),
  );
  return (db) => perShape(db, undefined);
}
