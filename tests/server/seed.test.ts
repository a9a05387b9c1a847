import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { featureFlags, roles, users } from '../../server/db/schema';
import { storedFlagNames } from '../../server/domain/flags';
import { orgByKey } from '../../server/seed/organisations';
import { personas } from '../../server/seed/personas';
import { seedIfEmpty } from '../../server/seed/seed';
import { openTestDatabase } from './helpers/test-database';
import { drivers } from './helpers/test-env';

describe.each(drivers)('demo data (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('seeds an empty store once and leaves a seeded one alone', async () => {
    expect((await seedIfEmpty(database.db)).seeded).toBe(true);
    expect((await seedIfEmpty(database.db)).seeded).toBe(false);
  });

  it('gives the personas their fixed ids, and only the new starter and the trainee have not accepted the terms', async () => {
    const rows = await database.db.select().from(users);
    const owing = ['newstarter@northfibre.example', 'trainee@northfibre.example'];
    for (const p of personas) {
      const row = rows.find((r) => r.id === p.id);
      expect(row?.email).toBe(p.email);
      expect(row?.termsAccepted).toBe(!owing.includes(p.email));
    }
    expect(
      rows
        .filter((r) => !r.termsAccepted)
        .map((r) => r.email)
        .sort(),
    ).toEqual(owing);
    // Dated in the year before the sandbox clock the store was seeded at.
    const yearBefore = Date.now() - 366 * 24 * 3_600_000;
    expect(rows.every((r) => r.createdAt.getTime() >= yearBefore && r.createdAt.getTime() <= Date.now())).toBe(true);
  });

  it('stores the six roles with rol_ ids', async () => {
    const rows = await database.db.select().from(roles);
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(r.id).toMatch(/^rol_[A-Za-z0-9]{16}$/);
  });

  it('stores every flag explicitly for every organisation, with the sky view only at Skyline', async () => {
    for (const key of ['northfibre', 'skyline', 'harbour'] as const) {
      const flags = await database.db
        .select()
        .from(featureFlags)
        .where(eq(featureFlags.orgId, orgByKey(key).id));
      expect(flags.map((f) => f.name).sort()).toEqual([...storedFlagNames].sort());
      const sky = flags.find((f) => f.name === 'enableSkyServiceView')?.enabled;
      expect(sky).toBe(key === 'skyline');
    }
  });
});
