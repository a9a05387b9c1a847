import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuickStats } from '@/contracts/incidents';
import { type Answer, jsonResponse, type RecordedRequests, routeFetch, urlsOf } from './http';
import { pageOf } from './list-page-data';

/** What each element shows, e.g. a row's cells or a select's options. */
export const textsOf = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
/** A table row's texts as one line, 'a | b | c' (a column header without its sort arrow). */
const line = (elements: HTMLElement[]) =>
  textsOf(elements)
    .map((text) => text?.replace(/[▼▲↕]/g, ''))
    .join(' | ');

/**
 * A list page with quick stats (spec 2 §2) as its tests open it: at `section` (its default address: the first ten,
 * latest update first), the list at `api`, its counts at `{api}/quick-stats`, and `render` at an address.
 */
export function listPage<Row>(c: {
  section: string;
  api: string;
  stats: unknown;
  row: () => Row;
  render: (address: string) => { current: () => string };
}) {
  const statsPath = `${c.api}/quick-stats`;
  const listCalls = (fetchMock: RecordedRequests) => urlsOf(fetchMock).filter((url) => url.pathname.endsWith(c.api));
  return {
    defaultAddress: `${c.section}?page=1&limit=10&sort=updated_at&order=desc`,
    listPath: c.api,
    statsPath,
    listCalls,
    /** Opens the page at `address` answering the stats and a page of `rows` (one row by default), plus `more` routes. */
    open: (address: string, rows: Row[] = [c.row()], more: Record<string, Answer> = {}) => {
      const fetchMock = routeFetch({
        [statsPath]: jsonResponse(200, { data: c.stats }),
        [c.api]: jsonResponse(200, pageOf(rows)),
        ...more,
      });
      return { fetchMock, ...c.render(address) };
    },
    /**
     * Checks the list's table shows these column headers and first row (each as one line, 'a | b | c'), and answers its
     * rows, each with its cells as a line and its links by name.
     */
    expectTable: async (name: string, expected: { headers: string; first: string }) => {
      const table = within(await screen.findByRole('table', { name }));
      const [, ...rows] = table.getAllByRole('row');
      const shown = rows.map((row) => ({
        cells: line(within(row).getAllByRole('cell')),
        link: (text: string) => within(row).getByRole('link', { name: text }),
      }));
      expect({ headers: line(table.getAllByRole('columnheader')), first: shown[0]?.cells }).toEqual(expected);
      return shown;
    },
    /** The Status select once its counts are in (its first option reads `all`), and the options it offers. */
    statusSelect: async (all: string) => {
      const select = await screen.findByRole('combobox', { name: 'Status' });
      await waitFor(() => expect(within(select).getByRole('option', { name: all })).toBeInTheDocument());
      return { select, options: textsOf(within(select).getAllByRole('option')) };
    },
    /** Chooses a status: the address says so, and the list is asked again filtered by it, from page 1. */
    chooseStatus: async (
      page: { select: HTMLElement; fetchMock: RecordedRequests; current: () => string },
      status: string,
      address: string,
    ) => {
      await userEvent.selectOptions(page.select, status);
      await waitFor(() => expect(page.current()).toBe(address));
      const filters = JSON.stringify({ field: 'status', operator: 'eq', value: status });
      await waitFor(() => expect(listCalls(page.fetchMock).at(-1)?.searchParams.get('filters')).toBe(filters));
      expect(listCalls(page.fetchMock).at(-1)?.searchParams.get('page')).toBe('1');
    },
  };
}

/** A quick-stats answer (spec 2 §2) with these counts per status; the total is their sum. */
export const quickStatsOf = (counts: Record<string, number>): QuickStats => ({
  total_records: Object.values(counts).reduce((sum, n) => sum + n, 0),
  status_summary: Object.entries(counts).map(([status, total]) => ({ status, total })),
});
