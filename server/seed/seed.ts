import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { type RoleName, roleNames } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { featureFlags, invitations, organisations, roles, subscriptions, userRoles, users } from '../db/schema';
import { hashPassword } from '../domain/passwords';
import { seedBillingIfMissing } from './billing';
import { colleaguesOf } from './colleagues';
import { seedContactIfMissing } from './contact/index';
import { seedDeveloperIfMissing } from './developer';
import { seedEthernetIfMissing } from './ethernet/index';
import { seedForecastsIfMissing } from './forecasts';
import { afterStart, fixedId, seedStartOf } from './ids';
import { seedIncidentService } from './incidents/index';
import { seedNow } from './incidents/seed-clock';
import { seedKnowledgeIfMissing } from './knowledge/index';
import { seedLiveChatIfMissing } from './live-chat';
import { seedNotificationsIfMissing } from './notifications';
import { seedOrderHistory } from './orders/history';
import { seedOrderingIfMissing, seedOrderService } from './orders/index';
import { orgByKey, seedOrganisations } from './organisations';
import { demoPassword, personas } from './personas';
import { seedServicesIfMissing } from './services/index';

export const roleIdOf = (name: RoleName) => fixedId('rol_', name);
const subscriptionTopics = ['incident-updates', 'order-updates', 'planned-works'] as const;
/** Subscription ids are the e-mail link tokens, so they are longer than other ids. */
export const subscriptionIdOf = (email: string, topic: string) => fixedId('', `sub:${email}:${topic}`, 32);

export interface SeedSummary {
  seeded: boolean;
  organisations: number;
  users: number;
  /** Path of one demo unsubscribe link (the SPA's route), to append to the public URL. */
  demoUnsubscribePath: string;
}

const demoUnsubscribePath = `/unsubscribe/${subscriptionIdOf('admin@northfibre.example', 'planned-works')}`;

/** Loads the deterministic demo data when the store is new (no organisations yet). */
export async function seedIfEmpty(db: Db): Promise<SeedSummary> {
  const [existing] = await db.select({ n: count() }).from(organisations);
  if ((existing?.n ?? 0) > 0) {
    // A store seeded before the orders service (migration 0005) gains its demo data once, on its next start.
    await seedOrderingIfMissing(db, seedOrderHistory);
    await seedEthernetIfMissing(db);
    await seedForecastsIfMissing(db);
    await seedServicesIfMissing(db);
    await seedKnowledgeIfMissing(db);
    await seedContactIfMissing(db);
    await seedNotificationsIfMissing(db);
    await seedDeveloperIfMissing(db);
    await seedBillingIfMissing(db);
    await seedLiveChatIfMissing(db);
    return { seeded: false, organisations: existing?.n ?? 0, users: 0, demoUnsubscribePath };
  }

  // Dated forward from a year before the sandbox clock, so no account is created or signed in after it.
  const seedEpoch = seedStartOf(await seedNow(db));
  const afterEpoch = (minutes: number) => afterStart(seedEpoch, minutes);
  // One hash for every demo account: scrypt is slow on purpose and the password is the same.
  const passwordHash = await hashPassword(demoPassword);
  const userRows: (typeof users.$inferInsert)[] = [];
  const roleRows: (typeof userRoles.$inferInsert)[] = [];
  const subscriptionRows: (typeof subscriptions.$inferInsert)[] = [];

  personas.forEach((p, i) => {
    const org = orgByKey(p.org);
    userRows.push({
      id: p.id,
      orgId: org.id,
      email: p.email,
      name: p.name,
      passwordHash,
      termsAccepted: p.termsAccepted,
      createdAt: afterEpoch(i * 60),
      createdBy: null,
      loginsCount: p.termsAccepted ? 3 + i : 0,
      lastLogin: p.termsAccepted ? afterEpoch(30 * 24 * 60 + i) : null,
    });
    for (const r of p.roles) roleRows.push({ userId: p.id, roleId: roleIdOf(r) });
    subscriptionTopics.forEach((topic, t) => {
      subscriptionRows.push({
        id: subscriptionIdOf(p.email, topic),
        orgId: org.id,
        email: p.email,
        topic,
        createdAt: afterEpoch(i * 60 + t),
      });
    });
  });

  seedOrganisations.forEach((org, o) => {
    const admin = personas.find((p) => p.org === org.key && p.roles.includes('Admin'));
    colleaguesOf(org, o).forEach((c, i) => {
      userRows.push({
        id: c.id,
        orgId: org.id,
        email: c.email,
        name: c.name,
        passwordHash,
        termsAccepted: true,
        createdAt: afterEpoch(24 * 60 * (i + 1) + o),
        createdBy: admin?.id ?? null,
        loginsCount: i % 4,
        lastLogin: i % 4 === 0 ? null : afterEpoch(40 * 24 * 60 + i),
      });
      for (const r of c.roles) roleRows.push({ userId: c.id, roleId: roleIdOf(r) });
      const topic = subscriptionTopics[i % subscriptionTopics.length] ?? 'planned-works';
      subscriptionRows.push({
        id: subscriptionIdOf(c.email, topic),
        orgId: org.id,
        email: c.email,
        topic,
        createdAt: afterEpoch(24 * 60 * (i + 1)),
      });
    });
  });

  // Read before the transaction: PGlite has one connection, so a query outside it would wait for it forever.
  const invitationList = await invitationRows(db);
  await db.transaction(async (tx) => {
    await tx
      .insert(organisations)
      .values(
        seedOrganisations.map((o) => ({ id: o.id, name: o.name, customerId: o.customerId, createdAt: seedEpoch })),
      );
    await tx.insert(roles).values(roleNames.map((name) => ({ id: roleIdOf(name), name })));
    await tx.insert(users).values(userRows);
    await tx.insert(userRoles).values(roleRows);
    await tx
      .insert(featureFlags)
      .values(
        seedOrganisations.flatMap((o) =>
          Object.entries(o.flags).map(([name, enabled]) => ({ orgId: o.id, name, enabled, updatedAt: seedEpoch })),
        ),
      );
    await tx.insert(subscriptions).values(subscriptionRows);
    await tx.insert(invitations).values(invitationList);
    await seedIncidentService(tx as unknown as Db);
    await seedOrderHistory(tx as unknown as Db);
    await seedOrderService(tx as unknown as Db);
    await seedEthernetIfMissing(tx as unknown as Db);
    await seedForecastsIfMissing(tx as unknown as Db);
    await seedServicesIfMissing(tx as unknown as Db);
    await seedKnowledgeIfMissing(tx as unknown as Db);
    await seedContactIfMissing(tx as unknown as Db);
    await seedNotificationsIfMissing(tx as unknown as Db);
    await seedDeveloperIfMissing(tx as unknown as Db);
    await seedBillingIfMissing(tx as unknown as Db);
    await seedLiveChatIfMissing(tx as unknown as Db);
  });
  return { seeded: true, organisations: seedOrganisations.length, users: userRows.length, demoUnsubscribePath };
}

/**
 * One pending invitation per organisation, from its Admin, so the invitations page has a row and the security sweep
 * has another organisation's invitation to try. The token is random: a seeded link must not be guessable.
 */
async function invitationRows(db: Db): Promise<(typeof invitations.$inferInsert)[]> {
  const now = await seedNow(db);
  return seedOrganisations.flatMap((org) => {
    const inviter = personas.find((p) => p.org === org.key && p.roles.includes('Admin'));
    if (!inviter) return [];
    return [
      {
        id: fixedId('inv_', org.key),
        orgId: org.id,
        email: `invited.colleague@${org.domain}`,
        roleIds: [roleIdOf('Support')],
        inviterId: inviter.id,
        inviterName: inviter.name,
        token: randomBytes(24).toString('base64url'),
        createdAt: new Date(now.getTime() - 24 * 60 * 60_000),
        expiresAt: new Date(now.getTime() + 6 * 24 * 60 * 60_000),
      },
    ];
  });
}
