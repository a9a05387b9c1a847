import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { FirstLoad } from '@/components/first-load';
import { ListTable } from '@/components/list-table';
import { LoadingLines } from '@/components/loading-lines';
import type { UsageMonths } from '@/contracts/billing';
import styles from './billing.module.css';
import { billingKeys } from './queries';

// uPlot loads with this route only.
const UsageChart = lazy(() => import('./usage-chart').then((m) => ({ default: m.UsageChart })));

type Month = UsageMonths['months'][number];
const monthLabel = (m: string) => `${m.slice(5)}/${m.slice(0, 4)}`;
const columns = [
  { header: 'Month', nowrap: true, cell: (m: Month) => monthLabel(m.month) },
  { header: 'Download (GB)', nowrap: true, cell: (m: Month) => m.download_gb.toLocaleString('en-GB') },
  { header: 'Upload (GB)', nowrap: true, cell: (m: Month) => m.upload_gb.toLocaleString('en-GB') },
  { header: 'Peak (Mbit/s)', nowrap: true, cell: (m: Month) => m.peak_mbps.toLocaleString('en-GB') },
];

function ServiceUsage({ reference }: { reference: string }) {
  const result = useQuery(billingKeys.usageMonths(reference));
  return (
    <>
      <FirstLoad result={result} loading="Loading the usage" failed="We could not load this service's usage" />
      {result.data && (
        <div className={styles.usage}>
          <Suspense fallback={<LoadingLines label="Loading the chart" lines={3} />}>
            <UsageChart usage={result.data} />
          </Suspense>
          <ListTable
            caption={`Usage per month of ${reference}`}
            columns={columns}
            rows={result.data.months}
            rowKey={(m) => m.month}
          />
        </div>
      )}
    </>
  );
}

/** /billing/bandwidth-usage: a service's download, upload and peak per month, as a chart with its table beside it. */
export function BandwidthUsagePage() {
  const services = useQuery(billingKeys.usageServices());
  const [chosen, setChosen] = useState<string>();
  const pickerId = useId();
  const reference = chosen ?? services.data?.[0]?.service_reference;
  return (
    <section aria-labelledby="usage-heading" aria-busy={services.isPending} className={styles.page}>
      <h1 id="usage-heading" className={styles.title}>
        Bandwidth Usage
      </h1>
      <FirstLoad result={services} loading="Loading your services" failed="We could not load your services" />
      {services.data?.length === 0 && <p>No usage recorded for your services yet.</p>}
      {services.data && reference && (
        <>
          <div className={styles.picker}>
            <label htmlFor={pickerId}>Service</label>
            <Select
              id={pickerId}
              value={reference}
              onChange={setChosen}
              showSearch
              options={services.data.map((s) => ({
                value: s.service_reference,
                label: `${s.service_reference} (${s.product})`,
              }))}
            />
          </div>
          <ServiceUsage reference={reference} />
        </>
      )}
    </section>
  );
}
