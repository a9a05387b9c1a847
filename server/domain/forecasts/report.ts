import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  addMonths,
  type ForecastFamily,
  type ForecastQuery,
  type ForecastReport,
  forecastFamilies,
  type IsoMonth,
  monthsFrom,
  uploadWindow,
} from '../../../src/contracts/forecasts';
import { todayIso, ukInstant, ukZone } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import { forecasts, orders } from '../../db/schema';
import { sandboxNow } from '../incidents/clock';

/** London's month at an instant. */
export const londonMonthOf = (at: Date): IsoMonth => todayIso(at).slice(0, 7);

/** The instant London's month begins. */
const monthStart = (month: IsoMonth): Date => ukInstant(`${month}-01`);

/**
 * The organisation's orders per London month and family, counted by created_at over [from, to]. The range is turned
 * into instants first, so the statement reads the (org_id, order_type, created_at) index of migration 0005 for each
 * family and groups what it finds; only the grouping key is computed per row.
 */
async function actualOrders(db: Db, orgId: string, from: IsoMonth, to: IsoMonth): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${ukZone}'`)}, 'YYYY-MM')`;
  const rows = await db
    .select({ family: orders.orderType, month, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.orgId, orgId),
        inArray(orders.orderType, [...forecastFamilies]),
        gte(orders.createdAt, monthStart(from)),
        lt(orders.createdAt, monthStart(addMonths(to, 1))),
      ),
    )
    .groupBy(orders.orderType, month);
  return new Map(rows.map((r) => [`${r.month}|${r.family}`, r.n]));
}

/** The stored forecast per month and family over [from, to]. */
export async function storedForecasts(
  db: Db,
  orgId: string,
  from: IsoMonth,
  to: IsoMonth,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ month: forecasts.month, family: forecasts.family, forecast: forecasts.forecast })
    .from(forecasts)
    .where(and(eq(forecasts.orgId, orgId), gte(forecasts.month, from), lte(forecasts.month, to)));
  return new Map(rows.map((r) => [`${r.month}|${r.family}`, r.forecast]));
}

/** GET /forecasts: forecast against actual orders, month by month, for one organisation. */
export async function forecastReport(db: Db, orgId: string, query: ForecastQuery): Promise<ForecastReport> {
  const [now, actual, forecast, [latest]] = await Promise.all([
    sandboxNow(db),
    actualOrders(db, orgId, query.from, query.to),
    storedForecasts(db, orgId, query.from, query.to),
    db
      .select({ at: forecasts.uploadedAt, by: forecasts.uploadedByName })
      .from(forecasts)
      .where(eq(forecasts.orgId, orgId))
      .orderBy(desc(forecasts.uploadedAt))
      .limit(1),
  ]);
  const current = londonMonthOf(now);
  const figures = (month: IsoMonth, family: ForecastFamily) => ({
    forecast: forecast.get(`${month}|${family}`) ?? null,
    actual: actual.get(`${month}|${family}`) ?? 0,
  });
  return {
    from: query.from,
    to: query.to,
    current_month: current,
    upload_window: uploadWindow(current),
    months: monthsFrom(query.from, query.to).map((month) => ({
      month,
      fttp: figures(month, 'fttp'),
      ethernet: figures(month, 'ethernet'),
    })),
    last_upload: latest ? { at: latest.at.toISOString(), by: latest.by } : null,
  };
}
