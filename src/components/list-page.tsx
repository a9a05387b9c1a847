import { type QueryKey, skipToken, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Pagination } from 'antd';
import type { ReactNode } from 'react';
import type { DownloadedFile } from '@/api/http';
import type { QuickStats } from '@/contracts/incidents';
import type { ExportName } from '@/lib/access-rules';
import type { ListAddress, ListAddressQuery } from '@/lib/list-address';
import type { ListParams } from '@/lib/list-query';
import { ExportButton } from './download-button';
import { useMayExport } from './export-access';
import { FirstLoad } from './first-load';
import styles from './list-page.module.css';
import { type Column, ListTable } from './list-table';
import type { PageWarmer } from './page-warmer';
import { StatusSearchToolbar } from './status-search-toolbar';
import { useLastPageInPlace, useListAddress } from './use-list-address';

/** The provider's paginated answer (spec 1 §3), as far as a list screen reads it. */
export interface ListPageData<Row> {
  total: number;
  data: Row[];
}

type Options<T, Key extends QueryKey> = UseQueryOptions<T, Error, T, Key>;

/** The query options of a list area's key factory (src/components/list-query-keys.ts). */
interface ListKeys<Page, Query, ListKey extends QueryKey, StatsKey extends QueryKey> {
  list: (query: Query) => Options<Page, ListKey>;
  /** The counts' own call; a list whose answer carries its counts gives the screen's `countsOf` instead. */
  stats?: () => Options<QuickStats, StatsKey>;
}

/** What a list screen shows and where its data comes from; each area gives one. */
export interface ListScreen<
  Page extends ListPageData<{ id: string }>,
  Status extends string,
  Sort extends string,
  ListKey extends QueryKey,
  StatsKey extends QueryKey,
> {
  title: string;
  /** The plural the screen speaks of, e.g. 'incidents' ('Loading incidents', 'No incidents found', 'Pages of incidents'). */
  noun: string;
  address: ListAddress<Status, Sort>;
  keys: ListKeys<Page, ListAddressQuery<Status, Sort>, ListKey, StatsKey>;
  columns: Column<Page['data'][number], Sort>[];
  searchPlaceholder: string;
  /**
   * The Export button's download with the list's filters and sort, the name to save it under, and which export it is
   * (its gate in src/lib/access-rules.ts): shown only to a user that gate lets through. None: no button.
   */
  exportCsv?: { name: ExportName; download: (filters: ListParams) => Promise<DownloadedFile>; fileName: string };
  /** The status counts read from the list's own answer (e.g. the orders list meta), when there is no stats call. */
  countsOf?: (page: Page) => QuickStats;
  /** The status filter's label when the list filters by something else (the users list: 'Role'). */
  statusLabel?: string;
}

/** A list screen's first calls as ListPage makes them for the opening address (src/components/page-warmer.ts). */
export const warmList =
  <Page, Status extends string, Sort extends string, ListKey extends QueryKey, StatsKey extends QueryKey>({
    address,
    keys,
  }: {
    address: ListAddress<Status, Sort>;
    keys: ListKeys<Page, ListAddressQuery<Status, Sort>, ListKey, StatsKey>;
  }): PageWarmer =>
  (queryClient, { search }) => {
    void queryClient.prefetchQuery(keys.list(address.parse(search)));
    const stats = keys.stats?.();
    if (stats) void queryClient.prefetchQuery(stats);
  };

// A list without a stats call still calls the hook (hooks run in a fixed order); skipToken keeps it idle.
const noStatsCall = { queryKey: ['list-page', 'no-stats-call'], queryFn: skipToken };

/**
 * A list screen (spec 2 §2): filtered, searched, sorted and paged from the address; quick stats beside the status filter;
 * Export with the same filters. A page past the end is replaced by the last page, and an empty result shows only its
 * message, never a '0–0 of 0' range.
 */
export function ListPage<
  Page extends ListPageData<{ id: string }>,
  Status extends string,
  Sort extends string,
  ListKey extends QueryKey,
  StatsKey extends QueryKey,
>({
  screen,
  actions,
}: {
  screen: ListScreen<Page, Status, Sort, ListKey, StatsKey>;
  /** More header actions beside Export, e.g. 'Raise An Incident'. */
  actions?: ReactNode;
}) {
  const { title, noun, address, keys, columns, searchPlaceholder, exportCsv, countsOf, statusLabel } = screen;
  const id = noun.toLowerCase().replaceAll(' ', '-');
  const [query, update] = useListAddress(address);
  const list = useQuery(keys.list(query));
  const statsQuery = useQuery(keys.stats?.() ?? (noStatsCall as unknown as Options<QuickStats, StatsKey>));
  const stats = countsOf ? (list.data ? countsOf(list.data) : undefined) : statsQuery.data;
  const answered = list.data && !list.isPlaceholderData ? { total: list.data.total, perPage: query.limit } : undefined;
  const pastTheEnd = useLastPageInPlace(query, answered, update);
  const mayExport = useMayExport(exportCsv?.name);

  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={list.isFetching} className={styles.page}>
      <div className={styles.header}>
        <h1 id={`${id}-heading`} className={styles.title}>
          {title}
        </h1>
        <div className={styles.actions}>
          {mayExport && exportCsv && (
            <ExportButton
              download={() => exportCsv.download(address.filterParams(query))}
              fileName={exportCsv.fileName}
            />
          )}
          {actions}
        </div>
      </div>
      <StatusSearchToolbar
        key={query.q}
        choices={['All', ...address.spec.statuses] as const}
        searchPlaceholder={searchPlaceholder}
        statusLabel={statusLabel}
        status={query.status}
        q={query.q}
        stats={stats}
        onStatus={(status) => update({ status, page: 1 })}
        onSearch={(q) => update({ q, page: 1 })}
        category={
          address.spec.categories && {
            choices: address.spec.categories,
            value: query.category ?? '',
            onChange: (category) => update({ category, page: 1 }),
          }
        }
      />
      <FirstLoad result={list} loading={`Loading ${noun}`} failed={`We could not load your ${noun}`} lines={4} />
      {list.data && !pastTheEnd && (
        <>
          <ListTable
            caption={title}
            columns={columns}
            rows={list.data.data}
            rowKey={(row) => row.id}
            empty={`No ${noun} found`}
            sorting={{
              sort: query.sort,
              order: query.order,
              onSort: (sort, order) => update({ sort, order, page: 1 }),
            }}
          />
          {list.data.total > 0 && (
            <nav aria-label={`Pages of ${noun}`} className={styles.pagination}>
              <Pagination
                current={query.page}
                pageSize={query.limit}
                total={list.data.total}
                pageSizeOptions={address.spec.pageSizes.map(String)}
                showSizeChanger
                showTotal={(total, [from, to]) => `${from}–${to} of ${total}`}
                onChange={(page, limit) => update(limit === query.limit ? { page } : { page: 1, limit })}
              />
            </nav>
          )}
        </>
      )}
    </section>
  );
}
