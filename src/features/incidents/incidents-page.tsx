import { useQuery } from '@tanstack/react-query';
import { Button, Pagination } from 'antd';
import { useState } from 'react';
import { Link } from 'wouter';
import { exportIncidents } from '@/api/incidents';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { saveFile } from '@/components/save-file';
import { StatusSearchToolbar } from '@/components/status-search-toolbar';
import { useToasts } from '@/components/toasts';
import { filterParams, pageSizes, statusChoices } from './address-query';
import styles from './incidents.module.css';
import { IncidentsTable } from './incidents-table';
import { raiseIncidentPath } from './links';
import { incidentKeys } from './queries';
import { useAddressQuery } from './use-address-query';

/** /support/incidents (spec 2 §2): the organisation's incidents, filtered, searched and paged from the address. */
export function IncidentsPage() {
  const [query, update] = useAddressQuery();
  const list = useQuery(incidentKeys.list(query));
  const stats = useQuery(incidentKeys.stats());
  const { notification } = useToasts();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await exportIncidents(filterParams(query)), 'incidents.csv');
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
    <section aria-labelledby="incidents-heading" aria-busy={list.isFetching} className={styles.page}>
      <div className={styles.header}>
        <h1 id="incidents-heading" className={styles.title}>
          Incidents
        </h1>
        <div className={styles.actions}>
          <Button onClick={exportCsv} loading={exporting}>
            Export
          </Button>
          <Link href={raiseIncidentPath} className={styles.primaryLink}>
            Raise An Incident
          </Link>
        </div>
      </div>
      <StatusSearchToolbar
        key={query.q}
        choices={statusChoices}
        searchPlaceholder="Reference, postcode, e-mail…"
        status={query.status}
        q={query.q}
        stats={stats.data}
        onStatus={(status) => update({ status, page: 1 })}
        onSearch={(q) => update({ q, page: 1 })}
      />
      {list.isPending && !list.error && <LoadingLines label="Loading incidents" lines={4} />}
      {list.error && !list.data && (
        <LoadError title="We could not load your incidents" onRetry={() => list.refetch()} retrying={list.isFetching} />
      )}
      {list.data && (
        <>
          <IncidentsTable
            rows={list.data.data}
            query={query}
            onSort={(sort, order) => update({ sort, order, page: 1 })}
          />
          <nav aria-label="Incident pages" className={styles.pagination}>
            <Pagination
              current={query.page}
              pageSize={query.limit}
              total={list.data.total}
              pageSizeOptions={pageSizes.map(String)}
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
