import { count, inArray } from 'drizzle-orm';
import { addMonths, type ForecastFamily } from '../../src/contracts/forecasts';
import type { Db } from '../db/client';
import { forecasts } from '../db/schema';
import { londonMonthOf } from '../domain/forecasts/report';
import { seedNow } from './incidents/seed-clock';
import { type OrgKey, orgByKey } from './organisations';
import { personas } from './personas';

const dayMs = 24 * 60 * 60_000;

/**
 * Each demo organisation's forecast per family it orders: the order history (server/seed/orders/history.ts) places
 * about 12 FTTP and 4 Ethernet orders a month for Northfibre and 4 FTTP for Harbour, and the forecasts sit around
 * that, some months over and some under, so the page shows differences both ways.
 */
const plans: readonly { org: OrgKey; family: ForecastFamily; base: number; swing: readonly number[] }[] = [
  { org: 'northfibre', family: 'fttp', base: 12, swing: [2, -3, 1, 4, -1, 0, 3, -2] },
  { org: 'northfibre', family: 'ethernet', base: 4, swing: [1, 0, -1, 2, 0, -1] },
  { org: 'harbour', family: 'fttp', base: 4, swing: [1, -1, 0, 2] },
];

/** The forecast's months: the last 6 before the seeding month and the next 6 from it. */
const seededForecastMonths = { before: 6, after: 6 } as const;

/** Forecasting's demo data, written once: on a new store and on the first start of an older one. */
export async function seedForecastsIfMissing(db: Db): Promise<void> {
  const orgIds = [...new Set(plans.map((p) => orgByKey(p.org).id))];
  const [existing] = await db.select({ n: count() }).from(forecasts).where(inArray(forecasts.orgId, orgIds));
  if ((existing?.n ?? 0) > 0) return;
  const now = await seedNow(db);
  const current = londonMonthOf(now);
  const rows = plans.flatMap((plan) => {
    const uploader =
      personas.find((p) => p.org === plan.org && p.roles.includes('Ordering') && !p.roles.includes('Admin')) ??
      personas.find((p) => p.org === plan.org && p.roles.includes('Ordering'));
    return Array.from({ length: seededForecastMonths.before + seededForecastMonths.after }, (_, i) => {
      const month = addMonths(current, i - seededForecastMonths.before);
      return {
        orgId: orgByKey(plan.org).id,
        month,
        family: plan.family,
        forecast: Math.max(0, plan.base + (plan.swing[i % plan.swing.length] ?? 0)),
        uploadedBy: uploader?.id ?? 'seed',
        uploadedByName: uploader?.name ?? 'Portal user',
        // Uploaded before the first month it names, as a plan is.
        uploadedAt: new Date(now.getTime() - (seededForecastMonths.before * 31 + 3) * dayMs),
      };
    });
  });
  await db.insert(forecasts).values(rows).onConflictDoNothing();
}
