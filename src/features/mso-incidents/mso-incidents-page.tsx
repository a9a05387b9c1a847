import { useQuery } from '@tanstack/react-query';
import { Button, Pagination } from 'antd';
import { useState } from 'react';
import { exportMsoIncidents } from '@/api/mso';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { saveFile } from '@/components/save-file';
import { StatusSearchToolbar } from '@/components/status-search-toolbar';
import { useToasts } from '@/components/toasts';
import { useListAddress } from '@/components/use-list-address';
import { msoAddress, msoStatusChoices } from './address-query';
import styles from './mso-incidents.module.css';
import { MsoTable } from './mso-table';
import { msoKeys } from './queries';

/** /support/mso_incidents (spec 2 §2): the organisation's MSO incidents, filtered, searched and paged from the address. */
export function MsoIncidentsPage() {
  const [query, update] = useListAddress(msoAddress);
  const list = useQuery(msoKeys.list(query));
  const stats = useQuery(msoKeys.stats());
  const { notification } = useToasts();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await exportMsoIncidents(msoAddress.filterParams(query)), 'mso-incidents.csv');
    } catch {
      notification.error({
        title: 'Export failed',
        description: 'The export could not be downloaded. Please try again.',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="mso-incidents-heading" aria-busy={list.isFetching} className={styles.page}>
      <div className={styles.header}>
        <h1 id="mso-incidents-heading" className={styles.title}>
          MSO Incidents
        </h1>
        <Button onClick={exportCsv} loading={exporting}>
          Export
        </Button>
      </div>
      <StatusSearchToolbar
        key={query.q}
        choices={msoStatusChoices}
        searchPlaceholder="Reference, description, city, postcode…"
        status={query.status}
        q={query.q}
        stats={stats.data}
        onStatus={(status) => update({ status, page: 1 })}
        onSearch={(q) => update({ q, page: 1 })}
      />
      {list.isPending && !list.error && <LoadingLines label="Loading MSO incidents" lines={4} />}
      {list.error && !list.data && (
        <LoadError
          title="We could not load your MSO incidents"
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.data && (
        <>
          <MsoTable rows={list.data.data} query={query} onSort={(sort, order) => update({ sort, order, page: 1 })} />
          <nav aria-label="MSO incident pages" className={styles.pagination}>
            <Pagination
              current={query.page}
              pageSize={query.limit}
              total={list.data.total}
              pageSizeOptions={msoAddress.spec.pageSizes.map(String)}
              showSizeChanger
              showTotal={(total, [from, to]) => `${from}–${to} of ${total}`}
              onChange={(page, limit) => update(limit === query.limit ? { page } : { page: 1, limit })}
            />
          </nav>
        </>
      )}
    </section>
  );
}
