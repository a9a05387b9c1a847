import { sql } from 'drizzle-orm';
import { type ForecastRowError, type ForecastUploadResult, uploadWindow } from '../../../src/contracts/forecasts';
import type { Db } from '../../db/client';
import { forecasts } from '../../db/schema';
import { sandboxNow } from '../incidents/clock';
import { parseForecastCsv } from './csv';
import { londonMonthOf } from './report';

export type ForecastUploadOutcome =
  | { ok: true; result: ForecastUploadResult }
  | { ok: false; errors: ForecastRowError[] };

/**
 * Stores an uploaded forecast: every row replaces the forecast of its month and family (other months and families keep
 * theirs), all in one statement, so a file is stored whole or not at all; a file with any row error stores nothing.
 */
export async function uploadForecast(
  db: Db,
  caller: { orgId: string; userId: string; name: string },
  bytes: Uint8Array,
): Promise<ForecastUploadOutcome> {
  const now = await sandboxNow(db);
  const parsed = parseForecastCsv(bytes, uploadWindow(londonMonthOf(now)));
  if (!parsed.ok) return parsed;
  await db.transaction(async (tx) => {
    await tx
      .insert(forecasts)
      .values(
        parsed.rows.map((r) => ({
          orgId: caller.orgId,
          month: r.month,
          family: r.family,
          forecast: r.forecast,
          uploadedBy: caller.userId,
          uploadedByName: caller.name,
          uploadedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [forecasts.orgId, forecasts.month, forecasts.family],
        set: {
          forecast: sql`excluded.forecast`,
          uploadedBy: sql`excluded.uploaded_by`,
          uploadedByName: sql`excluded.uploaded_by_name`,
          uploadedAt: sql`excluded.uploaded_at`,
        },
      });
  });
  const months = [...new Set(parsed.rows.map((r) => r.month))].sort();
  return { ok: true, result: { rows: parsed.rows.length, months } };
}
