import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { developerCredentials } from '../db/schema';
import { developerClientPrefix, hashClientSecret } from '../domain/developer/credentials';
import { fixedId } from './ids';
import { seedNow } from './incidents/seed-clock';
import { type OrgKey, orgByKey } from './organisations';

const day = 24 * 3_600_000;

/**
 * One app credential for each organisation with Developer Tools on, so the page has a row and the security sweep has
 * another organisation's credential to try. Its secret is random and never shown: nobody can use it.
 */
const seeded: { org: OrgKey; name: string; by: string; scopes: string[]; daysAgo: number }[] = [
  { org: 'northfibre', name: 'Network monitoring', by: 'Dev Developer', scopes: ['read:support'], daysAgo: 30 },
  { org: 'harbour', name: 'Billing export', by: 'Harbour Admin', scopes: ['read:billing'], daysAgo: 12 },
];

export async function seedDeveloperIfMissing(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(developerCredentials);
  if ((existing?.n ?? 0) > 0) return;
  const now = await seedNow(db);
  for (const c of seeded) {
    const secret = randomBytes(32).toString('base64url');
    const at = new Date(now.getTime() - c.daysAgo * day);
    await db.insert(developerCredentials).values({
      id: fixedId('crd_', `${c.org}:${c.name}`),
      orgId: orgByKey(c.org).id,
      clientId: fixedId(developerClientPrefix, `${c.org}:${c.name}`, 24),
      name: c.name,
      scopes: c.scopes,
      secretHash: await hashClientSecret(secret),
      secretHint: secret.slice(-4),
      secretCreatedAt: at,
      status: 'active',
      createdBy: c.by,
      createdAt: at,
    });
  }
}
