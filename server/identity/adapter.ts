import { and, eq, lte } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { oidcPayloads } from '../db/schema';

type Row = typeof oidcPayloads.$inferSelect;

/** PostgreSQL cannot compare text with a NUL in it (an error, so a 500); no stored id, uid or code has one. */
const unstorable = (key: string) => key.includes('\u0000');

function toPayload(row: Row | undefined, now: Date): AdapterPayload | undefined {
  if (!row) return undefined;
  // Expired rows are treated as gone; purgeExpired removes them later.
  if (row.expiresAt && row.expiresAt <= now) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

/** One adapter per oidc-provider model (Session, Grant, RefreshToken, ...) over the `oidc_payloads` table. */
export class DbAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  private key(id: string) {
    return and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id));
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...columns })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: { ...columns, consumedAt: null } });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (unstorable(id)) return undefined;
    const [row] = await this.db.select().from(oidcPayloads).where(this.key(id));
    return toPayload(row, new Date());
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    if (unstorable(uid)) return undefined;
    const [row] = await this.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.uid, uid)));
    return toPayload(row, new Date());
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    if (unstorable(userCode)) return undefined;
    const [row] = await this.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.userCode, userCode)));
    return toPayload(row, new Date());
  }

  async consume(id: string): Promise<void> {
    await this.db.update(oidcPayloads).set({ consumedAt: new Date() }).where(this.key(id));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
  }
}

/** The provider's `adapter` option: a factory, so each model shares the one database handle. */
export function dbAdapterFactory(db: Db): (model: string) => Adapter {
  return (model) => new DbAdapter(db, model);
}

/** Expired sessions, codes and tokens are dead weight; dropped at start. */
export async function purgeExpired(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lte(oidcPayloads.expiresAt, new Date()));
}
