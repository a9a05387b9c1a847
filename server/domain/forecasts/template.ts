import {
  addMonths,
  type ForecastFamily,
  forecastCsvColumns,
  forecastFamilyLabels,
  monthsFrom,
} from '../../../src/contracts/forecasts';
import type { Db } from '../../db/client';
import { readProductFamilies } from '../flags';
import { sandboxNow } from '../incidents/clock';
import { londonMonthOf, storedForecasts } from './report';

/** Months the template lists, from the current one. */
const templateMonths = 12;

/**
 * GET /forecasts/template: the CSV to fill in, one row per month (the current London month and the 11 after it) and
 * family the organisation orders, with its current forecast (0 where it has none), so editing it and uploading it back
 * changes only what was edited.
 */
export async function forecastTemplate(db: Db, orgId: string): Promise<string> {
  const [now, families] = await Promise.all([sandboxNow(db), readProductFamilies(db, orgId)]);
  const first = londonMonthOf(now);
  const last = addMonths(first, templateMonths - 1);
  const stored = await storedForecasts(db, orgId, first, last);
  const ordered: ForecastFamily[] = [
    ...(families.family_ftth || !families.family_ethernet ? (['fttp'] as const) : []),
    ...(families.family_ethernet ? (['ethernet'] as const) : []),
  ];
  const lines = [forecastCsvColumns.join(',')];
  for (const month of monthsFrom(first, last)) {
    for (const family of ordered) {
      lines.push(`${month},${forecastFamilyLabels[family]},${stored.get(`${month}|${family}`) ?? 0}`);
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
