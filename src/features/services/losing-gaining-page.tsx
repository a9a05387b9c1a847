import { useQuery } from '@tanstack/react-query';
import { exportIspSwitch } from '@/api/services';
import { DownloadButton } from '@/components/download-button';
import { useMayExport } from '@/components/export-access';
import { ListPage, warmList } from '@/components/list-page';
import type { ListParams } from '@/lib/list-query';
import { servicesAddress } from './address-query';
import { losingGainingScreenKeys, serviceKeys } from './queries';
import styles from './services.module.css';
import { losingGainingColumns } from './services-table';

const losingGainingScreen = {
  title: 'Losing & Gaining',
  noun: 'switching services',
  address: servicesAddress,
  keys: losingGainingScreenKeys,
  columns: losingGainingColumns,
  searchPlaceholder: 'Reference, UPRN, postcode, street…',
  exportCsv: {
    name: 'losingGaining' as const,
    download: (filters: ListParams) => exportIspSwitch(filters),
    fileName: 'isp-switch-services.csv',
  },
};

const exportFailure = { title: 'Export failed', description: 'The export could not be downloaded. Please try again.' };

/** The losing and gaining totals, and an export of each direction. */
function SwitchStats() {
  const stats = useQuery(serviceKeys.losingGainingStats());
  const mayExport = useMayExport('losingGaining');
  const figure = (label: string, value: number | undefined) => (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>{value ?? '…'}</dd>
    </div>
  );
  return (
    <section aria-labelledby="switch-stats-heading" className={styles.stats}>
      <h2 id="switch-stats-heading" className={styles.statsTitle}>
        Switching stats
      </h2>
      {stats.isError ? (
        <p role="alert">We could not load the switching stats</p>
      ) : (
        <dl className={styles.statList} aria-busy={stats.isPending}>
          {figure('Losing', stats.data?.losing.total_records)}
          {figure('Gaining', stats.data?.gaining.total_records)}
          {figure('Total', stats.data?.total_records)}
        </dl>
      )}
      {mayExport && (
        <div className={styles.statActions}>
          <DownloadButton
            download={() => exportIspSwitch({ switch_type: 'losing' })}
            fileName="isp-switch-losing.csv"
            failure={exportFailure}
          >
            Export losing
          </DownloadButton>
          <DownloadButton
            download={() => exportIspSwitch({ switch_type: 'gaining' })}
            fileName="isp-switch-gaining.csv"
            failure={exportFailure}
          >
            Export gaining
          </DownloadButton>
        </div>
      )}
    </section>
  );
}

/** /support/services/wlto_and_switch (spec 2 §2): the services in an ISP switch, losing and gaining, with stats. */
export function LosingGainingPage() {
  return (
    <div className={styles.stack}>
      <ListPage screen={losingGainingScreen} />
      <SwitchStats />
    </div>
  );
}
LosingGainingPage.warmPage = warmList(losingGainingScreen);
