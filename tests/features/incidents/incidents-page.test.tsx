import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/app/query-client';
import { IncidentsPage } from '@/features/incidents/incidents-page';
import { captureDownloads } from '../support/downloads';
import {
  errorResponse,
  fetchCall,
  jsonResponse,
  networkFailure,
  requestsOf,
  routeFetch,
  testToken,
} from '../support/http';
import { listPage } from '../support/list-page-checks';
import { pageOf } from '../support/list-page-data';
import { renderAt, row, stats } from './fixtures';

const list = listPage({
  section: '/support/incidents',
  api: '/v2/incidents',
  stats,
  row,
  render: (address) => renderAt(<IncidentsPage />, address),
});
const { defaultAddress, listPath, statsPath, listCalls } = list;

describe('IncidentsPage', () => {
  it('completes a bare address with the default query page=1, limit=10, sort=updated_at, order=desc', async () => {
    const { fetchMock, current } = list.open('/support/incidents');

    await waitFor(() => expect(current()).toBe(defaultAddress));
    await screen.findByRole('link', { name: 'INC1000001' });
    const [call] = listCalls(fetchMock);
    expect(call?.searchParams.get('page')).toBe('1');
    expect(call?.searchParams.get('limit')).toBe('10');
    expect(call?.searchParams.get('sort')).toBe('-updated_at');
    expect(call?.searchParams.has('filters')).toBe(false);
    expect(fetchCall(fetchMock).headers.get('Authorization')).toBe(`Bearer ${testToken}`);
  });

  it('reads a list warmed before its first render from the cache: the list and its counts are asked for once', async () => {
    const fetchMock = routeFetch({
      [statsPath]: jsonResponse(200, { data: stats }),
      [listPath]: jsonResponse(200, pageOf([row()])),
    });
    // Fresh for 50 s, as the app's cache keeps it (spec 1 §9).
    const queryClient = createQueryClient(() => {});
    IncidentsPage.warmPage(queryClient, {
      search: 'page=1&limit=10&sort=updated_at&order=desc',
      access: {},
    });
    await waitFor(() => expect(requestsOf(fetchMock)).toHaveLength(2));

    renderAt(<IncidentsPage />, defaultAddress, undefined, { queryClient });
    await screen.findByRole('link', { name: 'INC1000001' });
    expect(await list.statusSelect('All (42)')).toBeTruthy();
    expect(requestsOf(fetchMock)).toHaveLength(2);
  });

  it("shows the spec's columns; a row without an incident number shows Pending and still links to the incident", async () => {
    list.open(defaultAddress, [
      row(),
      row({ id: 'inc_pending', service_now_incident_number: null, status: 'Pending' }),
    ]);

    const [first, pending] = await list.expectTable('Incidents', {
      headers:
        'Incident Reference | Customer Service Reference | Service Reference | Status | Date Raised | Last Updated | Raised By',
      first: 'INC1000001 | CUST-000001 | S1000101 | In Progress | 14/03/2025 | 15/03/2025, 16:05 | Sam Support',
    });
    expect(first?.link('INC1000001')).toHaveAttribute('href', '/support/incidents/INC1000001');
    expect(pending?.link('Pending')).toHaveAttribute('href', '/support/incidents/inc_pending');
  });

  it('offers All first and each status with its quick-stats count; choosing one puts it in the address and filters the list', async () => {
    const { fetchMock, current } = list.open(`${defaultAddress}&page=3`.replace('page=1&', ''));

    const { select, options } = await list.statusSelect('All (42)');
    expect(options).toEqual([
      'All (42)',
      'New (10)',
      'In Progress (12)',
      'Submitted (0)',
      'Closed (20)',
      'Resolved (0)',
      'Cancelled (0)',
      'On Hold (0)',
      'Pending (0)',
    ]);
    await list.chooseStatus({ select, fetchMock, current }, 'In Progress', `${defaultAddress}&status=In+Progress`);
  });

  it('escapes spaces in the search text it sends, and keeps the plain text in the address', async () => {
    const { fetchMock, current } = list.open(defaultAddress);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'NE1 3PQ{Enter}');

    await waitFor(() => expect(current()).toBe(`${defaultAddress}&q=NE1+3PQ`));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('q')).toBe('NE1\\ 3PQ'));
  });

  it('moves to another page through the pagination, keeping the filters in the address', async () => {
    routeFetch({ [statsPath]: jsonResponse(200, { data: stats }), [listPath]: jsonResponse(200, pageOf([row()], 35)) });
    const { current } = renderAt(<IncidentsPage />, `${defaultAddress}&status=New`);

    const pages = await screen.findByRole('navigation', { name: 'Pages of incidents' });
    await userEvent.click(within(pages).getByRole('listitem', { name: '2' }));

    await waitFor(() =>
      expect(current()).toBe('/support/incidents?page=2&limit=10&sort=updated_at&order=desc&status=New'),
    );
  });

  it('sorts by a column header, which reports its sort to assistive technology', async () => {
    routeFetch({ [statsPath]: jsonResponse(200, { data: stats }), [listPath]: jsonResponse(200, pageOf([row()])) });
    const { current } = renderAt(<IncidentsPage />, defaultAddress);

    const lastUpdated = await screen.findByRole('columnheader', { name: /Last Updated/ });
    expect(lastUpdated).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(lastUpdated).getByRole('button'));
    await waitFor(() => expect(current()).toBe('/support/incidents?page=1&limit=10&sort=updated_at&order=asc'));
  });

  it('shows a loading status; when the list cannot be reached at all, an inline error with Retry loads it again', async () => {
    let listAnswers = 0;
    routeFetch({
      [statsPath]: jsonResponse(200, { data: stats }),
      [listPath]: () => (listAnswers++ === 0 ? networkFailure() : jsonResponse(200, pageOf([row()]))),
    });
    renderAt(<IncidentsPage />, defaultAddress);

    expect(screen.getByRole('status')).toHaveTextContent('Loading incidents');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your incidents');
    await userEvent.click(within(alert).getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('link', { name: 'INC1000001' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [401, '/error-unauthorised', 'unauthorized'],
    [403, '/error-unauthorised', 'forbidden'],
    [404, '/error-not-found', 'not_found'],
    [500, '/error', 'internal'],
    [503, '/error', 'internal'],
  ])('sends a %i answer of the list to %s (spec 1 §8), not to an inline retry', async (status, target, code) => {
    routeFetch({
      [statsPath]: jsonResponse(200, { data: stats }),
      [listPath]: errorResponse(status, code, 'No'),
    });
    const { current } = renderAt(<IncidentsPage />, defaultAddress);

    await waitFor(() => expect(current()).toBe(target));
    expect(screen.queryByText(/check your connection/i)).not.toBeInTheDocument();
  });

  it('replaces a page past the end with the last page, never showing an empty page beside a range', async () => {
    const fetchMock = routeFetch({
      [statsPath]: jsonResponse(200, { data: stats }),
      [listPath]: (request) => {
        const requested = Number(new URL(request.url).searchParams.get('page'));
        return jsonResponse(200, {
          ...pageOf(requested === 521 ? [row(), row({ id: 'inc_0002' })] : [], 5202),
          current_page: requested,
        });
      },
    });
    const { current } = renderAt(
      <IncidentsPage />,
      '/support/incidents?page=99999&limit=10&sort=updated_at&order=desc',
    );

    await waitFor(() => expect(current()).toBe('/support/incidents?page=521&limit=10&sort=updated_at&order=desc'));
    expect(await screen.findByText('5201–5202 of 5202')).toBeInTheDocument();
    expect(screen.queryByText('No incidents found')).not.toBeInTheDocument();
    expect(listCalls(fetchMock).map((url) => url.searchParams.get('page'))).toEqual(['99999', '521']);
  });

  it("says 'No incidents found' for a search with no hits, with no '0–0 of 0' and no pages", async () => {
    routeFetch({
      [statsPath]: jsonResponse(200, { data: stats }),
      [listPath]: jsonResponse(200, pageOf([], 0)),
    });
    renderAt(<IncidentsPage />, `${defaultAddress}&q=nothing`);

    expect(await screen.findByText('No incidents found')).toBeInTheDocument();
    expect(screen.queryByText(/0–0 of 0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of incidents' })).not.toBeInTheDocument();
  });

  it('Export downloads GET /v2/export as CSV with the current filters and the bearer token', async () => {
    const csv = 'Incident Reference,Status\nINC1000001,New\n';
    const fetchMock = routeFetch({
      [statsPath]: jsonResponse(200, { data: stats }),
      [listPath]: jsonResponse(200, pageOf([row()])),
      '/v2/export': new Response(csv, {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="incidents-2025-03-15.csv"',
        },
      }),
    });
    const downloads = captureDownloads();
    renderAt(<IncidentsPage />, `${defaultAddress}&status=New&q=leeds+office`);

    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    const exportCall = requestsOf(fetchMock).find((request) => request.url.includes('/v2/export'));
    const url = new URL(exportCall?.url ?? '');
    expect(url.searchParams.get('type')).toBe('incidents');
    expect(url.searchParams.get('q')).toBe('leeds\\ office');
    expect(url.searchParams.get('sort')).toBe('-updated_at');
    expect(url.searchParams.get('filters')).toBe(JSON.stringify({ field: 'status', operator: 'eq', value: 'New' }));
    expect(exportCall?.headers.get('Authorization')).toBe(`Bearer ${testToken}`);
    expect(await downloads.blobs[0]?.text()).toBe(csv);
    expect(downloads.fileName()).toBe('incidents-2025-03-15.csv');
    downloads.click.mockRestore();
  });

  it('tells the user in a closable toast when the export fails, and stays on the list', async () => {
    routeFetch({
      [statsPath]: jsonResponse(200, { data: stats }),
      [listPath]: jsonResponse(200, pageOf([row()])),
      '/v2/export': errorResponse(500, 'internal', 'Internal error'),
    });
    renderAt(<IncidentsPage />, defaultAddress);

    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));

    // Still fading in under jsdom, so present rather than visible.
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('The export could not be downloaded. Please try again.')).toBeInTheDocument();
    // Closable (spec 1 §9): the toast carries its own close button.
    const notice = screen.getByText('Export failed').closest('.ant-notification-notice') as HTMLElement;
    expect(within(notice).getByRole('button', { name: /close/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INC1000001' })).toBeVisible();
  });

  it('says why when the sandbox refuses the export (403), instead of asking to try again', async () => {
    routeFetch({
      [statsPath]: jsonResponse(200, { data: stats }),
      [listPath]: jsonResponse(200, pageOf([row()])),
      '/v2/export': errorResponse(403, 'forbidden', 'Forbidden'),
    });
    renderAt(<IncidentsPage />, defaultAddress);
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText(/You do not have permission to download this/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INC1000001' })).toBeVisible();
  });

  it("links 'Raise An Incident' to /support/incidents/create", async () => {
    routeFetch({ [statsPath]: jsonResponse(200, { data: stats }), [listPath]: jsonResponse(200, pageOf([])) });
    renderAt(<IncidentsPage />, defaultAddress);
    expect(await screen.findByRole('link', { name: 'Raise An Incident' })).toHaveAttribute(
      'href',
      '/support/incidents/create',
    );
    expect(await screen.findByText('No incidents found')).toBeInTheDocument();
  });
});
