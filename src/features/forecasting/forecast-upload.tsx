import { forecastUploadMachine } from '@machines/forecast-upload.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import { downloadForecastTemplate, uploadForecast } from '@/api/forecasts';
import { DownloadButton } from '@/components/download-button';
import { useToasts } from '@/components/toasts';
import {
  type ForecastRowError,
  forecastLimits,
  forecastMessages,
  forecastTemplateFileName,
  monthLabel,
} from '@/contracts/forecasts';
import { inspectionOptions } from '@/lib/inspect';
import styles from './forecasting.module.css';
import { forecastKeys } from './queries';

const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);
const rowsOf = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

function RowErrors({ errors }: { errors: ForecastRowError[] }) {
  const caption = 'Problems found in the file';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
    <section className={styles.tableBox} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the answer's order is the list's identity.
            <tr key={i}>
              <td>{e.row ?? 'File'}</td>
              <td>{e.column ?? '—'}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The forecast CSV upload (machines/forecast-upload.machine.ts): file, Upload, then what the sandbox said. */
export function ForecastUpload({ window }: { window: { first: string; last: string } | undefined }) {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [snapshot, send] = useMachine(
    forecastUploadMachine.provide({
      actors: { uploadForecast: fromPromise(({ input: i, signal }) => uploadForecast(i.file, signal)) },
      actions: {
        announceAccepted: (_, { result }) => {
          notification.success({
            title: forecastMessages.uploaded,
            description: `${rowsOf(result.rows)} stored for ${months(result.months.length)}.`,
          });
          void queryClient.invalidateQueries({ queryKey: forecastKeys.all });
        },
      },
    }),
    inspectionOptions(),
  );
  const busy = snapshot.hasTag('busy');
  const settled = snapshot.matches('accepted') || snapshot.matches('refused');
  // Once the sandbox has answered, the input is emptied: choosing the same (corrected) file again is a new choice.
  useEffect(() => {
    if (settled && input.current) input.current.value = '';
  }, [settled]);
  const { file, errors, result } = snapshot.context;
  return (
    <section aria-labelledby="forecast-upload-heading" className={styles.upload}>
      <h2 id="forecast-upload-heading" className={styles.subheading}>
        Upload a forecast
      </h2>
      <p className={styles.help}>
        A CSV file with the header <code>month,family,forecast</code> and one row per month and family: the month as
        YYYY-MM{window ? ` (${monthLabel(window.first)} to ${monthLabel(window.last)})` : ''}, the family (FTTP or
        Ethernet) and the number of orders you expect to place. Each row replaces that month&apos;s forecast for the
        family; other months keep theirs. A file with any error changes nothing. At most{' '}
        {forecastLimits.maxFileBytes / 1024} KB.
      </p>
      <div className={styles.uploadRow}>
        <DownloadButton
          download={downloadForecastTemplate}
          fileName={forecastTemplateFileName}
          failure={{ title: 'Download failed', description: forecastMessages.templateFailed }}
        >
          Download template
        </DownloadButton>
        <label htmlFor={inputId} className={styles.fileLabel}>
          CSV file
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          className={styles.fileInput}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) send({ type: 'file.choose', file: chosen });
            else send({ type: 'file.clear' });
          }}
        />
        <Button
          type="primary"
          loading={busy}
          disabled={!snapshot.can({ type: 'upload' })}
          onClick={() => send({ type: 'upload' })}
        >
          Upload forecast
        </Button>
      </div>
      <div aria-live="polite">
        {busy && file && <p className={styles.help}>Sending {file.name}…</p>}
        {snapshot.matches('accepted') && result && (
          <Alert
            type="success"
            showIcon
            title={forecastMessages.uploaded}
            description={`${rowsOf(result.rows)} stored for ${months(result.months.length)}. The table and chart show the new forecast.`}
          />
        )}
      </div>
      {snapshot.matches('refused') && (
        <div className={styles.refusal}>
          <Alert type="error" showIcon title={forecastMessages.refused} />
          <RowErrors errors={errors} />
        </div>
      )}
      {snapshot.matches('failed') && (
        <Alert
          type="error"
          showIcon
          title={forecastMessages.failed}
          action={
            <Button size="small" onClick={() => send({ type: 'retry' })}>
              Try again
            </Button>
          }
        />
      )}
    </section>
  );
}
