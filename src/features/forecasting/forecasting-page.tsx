import { useQuery } from '@tanstack/react-query';
import { Radio } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { FirstLoad } from '@/components/first-load';
import { LoadingLines } from '@/components/loading-lines';
import {
  addMonths,
  type ForecastFamily,
  forecastFamilyLabels,
  forecastLimits,
  forecastMessages,
  type IsoMonth,
  monthCount,
  monthLabel,
  monthsFrom,
} from '@/contracts/forecasts';
import { formatDateTime, todayIso } from '@/lib/dates';
import { familyMonths } from './forecast-figures';
import { ForecastTable } from './forecast-table';
import { ForecastUpload } from './forecast-upload';
import styles from './forecasting.module.css';
import { forecastKeys } from './queries';

// The chart library is fetched with the chart, after the figures: no other route loads it.
const ForecastChart = lazy(() => import('./forecast-chart').then((m) => ({ default: m.ForecastChart })));

/** The months the range pickers offer: two years back to two years ahead of London's month. */
const pickableMonths = (current: IsoMonth) => monthsFrom(addMonths(current, -24), addMonths(current, 23));

export interface ForecastingPageProps {
  /** The families the organisation orders (the shell's product families); both when unknown. */
  families: readonly ForecastFamily[];
  /** Uploading is for the Ordering role (read:ordering); everyone else reads. */
  canUpload: boolean;
  /** London's month now (tests pin it). */
  currentMonth?: IsoMonth;
}

/**
 * /forecasting/migrations (spec 3 §2, reporting flag; README "Forecasting and migrations"): the organisation's forecast
 * of orders per month against the orders it placed, for one family at a time, as a chart and a table, and the upload
 * that sets the forecast.
 */
export function ForecastingPage({ families, canUpload, currentMonth }: ForecastingPageProps) {
  const current = currentMonth ?? todayIso().slice(0, 7);
  const offered = families.length > 0 ? families : (['fttp', 'ethernet'] as const);
  const [family, setFamily] = useState<ForecastFamily>(offered[0] ?? 'fttp');
  const [range, setRange] = useState({ from: addMonths(current, -6), to: addMonths(current, 5) });
  const report = useQuery(forecastKeys.report(range));
  const fromId = useId();
  const toId = useId();
  const options = pickableMonths(current).map((m) => ({ value: m, label: monthLabel(m) }));
  const data = report.data;
  const rows = data ? familyMonths(data.months, family) : [];

  const chooseFrom = (from: IsoMonth) =>
    setRange(({ to }) => ({
      from,
      to: to < from ? from : monthCount(from, to) > forecastLimits.maxRangeMonths ? addMonths(from, 23) : to,
    }));

  return (
    <section aria-labelledby="forecasting-heading" aria-busy={report.isPending} className={styles.page}>
      <h1 id="forecasting-heading" className={styles.title}>
        Forecasting and migrations
      </h1>
      <p className={styles.intro}>
        The orders you expect to place each month against the orders you placed. Months are UK months; an order counts
        in the month it was placed.
      </p>
      <div className={styles.controls}>
        {offered.length > 1 && (
          <Radio.Group
            aria-label="Product family"
            optionType="button"
            value={family}
            onChange={(e) => setFamily(e.target.value as ForecastFamily)}
            options={offered.map((f) => ({ value: f, label: forecastFamilyLabels[f] }))}
          />
        )}
        <div className={styles.field}>
          <label htmlFor={fromId}>From</label>
          <select
            id={fromId}
            className={styles.monthSelect}
            value={range.from}
            onChange={(e) => chooseFrom(e.target.value)}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={toId}>To</label>
          <select
            id={toId}
            className={styles.monthSelect}
            value={range.to}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          >
            {options.map((o) => (
              <option
                key={o.value}
                value={o.value}
                disabled={o.value < range.from || monthCount(range.from, o.value) > forecastLimits.maxRangeMonths}
              >
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FirstLoad result={report} loading="Loading the forecast" failed={forecastMessages.loadFailed} />
      {data && (
        <>
          <p className={styles.lastUpload}>
            {data.last_upload
              ? `Forecast last uploaded ${formatDateTime(data.last_upload.at)} by ${data.last_upload.by}.`
              : 'No forecast has been uploaded yet.'}
          </p>
          <Suspense fallback={<LoadingLines label="Loading the chart" lines={3} />}>
            <ForecastChart family={family} rows={rows} />
          </Suspense>
          <ForecastTable family={family} rows={rows} currentMonth={data.current_month} />
        </>
      )}
      {canUpload ? (
        <ForecastUpload window={data?.upload_window} />
      ) : (
        <p className={styles.help}>Uploading a forecast needs the Ordering role.</p>
      )}
    </section>
  );
}
