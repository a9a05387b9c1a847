import type { ForecastFamily, ForecastMonth } from '@/contracts/forecasts';

/** One month's row as the table and chart show it, for one family. */
export interface FamilyMonth {
  month: string;
  forecast: number | null;
  actual: number;
  /** actual − forecast; null without a forecast. */
  difference: number | null;
}

export const familyMonths = (months: readonly ForecastMonth[], family: ForecastFamily): FamilyMonth[] =>
  months.map((m) => {
    const { forecast, actual } = m[family];
    return { month: m.month, forecast, actual, difference: forecast === null ? null : actual - forecast };
  });

/** '+3', '−2' (a real minus sign), '0'. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');
