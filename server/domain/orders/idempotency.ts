import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** The Idempotency-Key header: required on placing routes, 1 to 255 visible ASCII characters (a UUID in practice). */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/** The same request, whatever the order of its keys: a sha-256 of its canonical JSON and the route. */
export function requestHash(route: string, body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(`${route}\n${JSON.stringify(canonical(body))}`)
    .digest('hex');
}

export type IdempotentOutcome =
  | { kind: 'created'; orderId: string }
  | { kind: 'replayed'; orderId: string }
  | { kind: 'mismatch' };

/**
 * Runs `place` at most once per (organisation, key), the way payment APIs do. In one transaction the key's row is
 * inserted first: a second request with the same key blocks on that insert until the first commits (then replays its
 * order) or rolls back (then the key is free and the second places the order itself). A failed placement (a field
 * error, a taken slot) rolls the key back with it, so a corrected retry with the same key is not refused. The same key
 * with another body (or on the other placing route) is a mismatch.
 */
export async function placeOnce(
  db: Db,
  input: { orgId: string; key: string; route: string; hash: string; now: Date },
  place: (tx: Db) => Promise<string>,
): Promise<IdempotentOutcome> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ orgId: input.orgId, key: input.key, route: input.route, requestHash: input.hash, createdAt: input.now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.orgId, input.orgId), eq(idempotencyKeys.key, input.key)))
        .for('update');
      if (!existing || existing.requestHash !== input.hash || existing.route !== input.route || !existing.orderId) {
        return { kind: 'mismatch' as const };
      }
      return { kind: 'replayed' as const, orderId: existing.orderId };
    }
    const orderId = await place(tx);
    await tx
      .update(idempotencyKeys)
      .set({ orderId })
      .where(and(eq(idempotencyKeys.orgId, input.orgId), eq(idempotencyKeys.key, input.key)));
    return { kind: 'created' as const, orderId };
  });
}
