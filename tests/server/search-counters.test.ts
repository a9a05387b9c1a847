import { count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { roles, userRoles, users } from '../../server/db/schema';
import { countUsers, countUsersByRole } from '../../server/domain/user-counts';
import { orgByKey } from '../../server/seed/organisations';
import { seedScale } from '../../server/seed/scale';
import { roleIdOf, seedIfEmpty } from '../../server/seed/seed';
import { roleNames } from '../../src/contracts/users';
import { openTestDatabase } from './helpers/test-database';
import { drivers } from './helpers/test-env';

const northfibre = orgByKey('northfibre').id;
const harbour = orgByKey('harbour').id;
const skyline = orgByKey('skyline').id;

// The users' total and the dashboard's per-role figures come from counters kept by triggers (migration 0003); after
// every kind of write they must equal what count(*) over the rows says.
describe.each(drivers)('user counters kept by triggers (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedIfEmpty(database.db);
  });
  afterAll(() => database.close());

  /** The truth, counted the slow way. */
  const counted = async (orgId: string) => {
    const perRole = await database.db
      .select({ name: roles.name, n: count() })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(users.orgId, orgId))
      .groupBy(roles.name);
    const byRole = Object.fromEntries(roleNames.map((r) => [r, 0]));
    for (const row of perRole) byRole[row.name] = row.n;
    const [all] = await database.db.select({ n: count() }).from(users).where(eq(users.orgId, orgId));
    return { total: all?.n, byRole };
  };
  const fromCounters = async (orgId: string) => ({
    total: await countUsers(database.db, orgId),
    byRole: await countUsersByRole(database.db, orgId),
  });
  const expectCountersRight = async () => {
    for (const org of [northfibre, harbour, skyline]) expect(await fromCounters(org)).toEqual(await counted(org));
  };

  const newUsers = (prefix: string, n: number, orgId: string) =>
    Array.from({ length: n }, (_, i) => ({
      id: `${prefix}_${i}`,
      orgId,
      email: `${prefix}.${i}@counters.example`,
      name: `Counter ${prefix} ${i}`,
      passwordHash: 'x',
    }));

  it('start from the seeded users', async () => {
    const seeded = await fromCounters(northfibre);
    expect(seeded.total).toBeGreaterThan(5);
    expect(seeded.byRole.Admin).toBeGreaterThan(0);
    await expectCountersRight();
  });

  it('follow bulk inserts of users and roles (the scaled seed, one statement each)', async () => {
    const before = await fromCounters(northfibre);
    await seedScale(database.db, { users: 300 });
    const after = await fromCounters(northfibre);
    expect(after.total).toBe(before.total + 300);
    expect(after.byRole.Support + after.byRole.Ordering + after.byRole.Billing).toBe(
      before.byRole.Support + before.byRole.Ordering + before.byRole.Billing + 300,
    );
    await expectCountersRight();
  });

  it('follow role grants, changes and removals', async () => {
    await database.db.insert(users).values(newUsers('cnt_roles', 4, harbour));
    await database.db.insert(userRoles).values([
      { userId: 'cnt_roles_0', roleId: roleIdOf('Admin') },
      { userId: 'cnt_roles_0', roleId: roleIdOf('Export') },
      { userId: 'cnt_roles_1', roleId: roleIdOf('Export') },
      { userId: 'cnt_roles_2', roleId: roleIdOf('Developer') },
    ]);
    await expectCountersRight();
    const exportBefore = (await fromCounters(harbour)).byRole.Export;
    // A role changed in place: Export becomes Billing for one user.
    await database.db
      .update(userRoles)
      .set({ roleId: roleIdOf('Billing') })
      .where(sql`${userRoles.userId} = 'cnt_roles_1' and ${userRoles.roleId} = ${roleIdOf('Export')}`);
    expect((await fromCounters(harbour)).byRole.Export).toBe(exportBefore - 1);
    await expectCountersRight();
    await database.db.delete(userRoles).where(eq(userRoles.userId, 'cnt_roles_0'));
    await expectCountersRight();
  });

  it('follow users moving between organisations, their roles with them', async () => {
    const harbourBefore = await fromCounters(harbour);
    const skylineBefore = await fromCounters(skyline);
    await database.db
      .update(users)
      .set({ orgId: skyline })
      .where(inArray(users.id, ['cnt_roles_1', 'cnt_roles_2']));
    const harbourAfter = await fromCounters(harbour);
    const skylineAfter = await fromCounters(skyline);
    expect(harbourAfter.total).toBe(harbourBefore.total - 2);
    expect(skylineAfter.total).toBe(skylineBefore.total + 2);
    expect(skylineAfter.byRole.Developer).toBe(skylineBefore.byRole.Developer + 1);
    expect(harbourAfter.byRole.Developer).toBe(harbourBefore.byRole.Developer - 1);
    await expectCountersRight();
    // An update that moves nobody (a sign-in's counters) changes no figure.
    await database.db.update(users).set({ loginsCount: sql`${users.loginsCount} + 1` });
    await expectCountersRight();
  });

  it('follow deleted users, whose roles go with them', async () => {
    await database.db.insert(users).values(newUsers('cnt_gone', 3, northfibre));
    await database.db.insert(userRoles).values(
      ['cnt_gone_0', 'cnt_gone_1', 'cnt_gone_2'].flatMap((userId) => [
        { userId, roleId: roleIdOf('Support') },
        { userId, roleId: roleIdOf('Billing') },
      ]),
    );
    const before = await fromCounters(northfibre);
    await database.db.delete(users).where(like(users.id, 'cnt_gone_%'));
    const after = await fromCounters(northfibre);
    expect(after.total).toBe(before.total - 3);
    expect(after.byRole.Support).toBe(before.byRole.Support - 3);
    expect(after.byRole.Billing).toBe(before.byRole.Billing - 3);
    // Bulk deletes too: the scaled users, roles and all.
    await database.db.delete(users).where(like(users.id, 'usr_scale_%'));
    await expectCountersRight();
  });

  it('are rolled back with the statement that failed', async () => {
    const before = await fromCounters(northfibre);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(newUsers('cnt_rollback', 2, northfibre));
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await fromCounters(northfibre)).toEqual(before);
  });
});
