import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MsoIncidentsPage } from '@/features/mso-incidents/mso-incidents-page';
import { renderAt } from '../incidents/fixtures';
import {
  configureTestHttp,
  fetchCall,
  jsonResponse,
  type RecordedRequests,
  requestsOf,
  routeFetch,
  testToken,
  urlsOf,
} from '../support/http';
import { msoPage, msoRow, msoStats } from './fixtures';

const listPath = '/v2/mso-incidents';
const statsPath = '/v2/mso-incidents/quick-stats';
const defaultAddress = '/support/mso_incidents?page=1&limit=10&sort=updated_at&order=desc';

const listCalls = (fetchMock: RecordedRequests) => urlsOf(fetchMock).filter((url) => url.pathname.endsWith(listPath));

beforeEach(() => configureTestHttp());
afterEach(() => vi.unstubAllGlobals());

describe('MsoIncidentsPage', () => {
  it('completes a bare address with the default query and loads GET /v2/mso-incidents with the token', async () => {
    const fetchMock = routeFetch({
      [statsPath]: jsonResponse(200, { data: msoStats }),
      [listPath]: jsonResponse(200, msoPage([msoRow()])),
    });
    const { current } = renderAt(<MsoIncidentsPage />, '/support/mso_incidents');

    await waitFor(() => expect(current()).toBe(defaultAddress));
    await screen.findByRole('link', { name: 'MSO0000001' });
    const [call] = listCalls(fetchMock);
    expect(call?.pathname).toBe('/api/incidents/v2/mso-incidents');
    expect(call?.searchParams.get('page')).toBe('1');
    expect(call?.searchParams.get('limit')).toBe('10');
    expect(call?.searchParams.get('sort')).toBe('-updated_at');
    expect(call?.searchParams.has('filters')).toBe(false);
    expect(fetchCall(fetchMock).headers.get('Authorization')).toBe(`Bearer ${testToken}`);
  });

  it('shows the MSO fields as columns, each reference linking to its MSO incident', async () => {
    routeFetch({
      [statsPath]: jsonResponse(200, { data: msoStats }),
      [listPath]: jsonResponse(
        200,
        msoPage([
          msoRow(),
          msoRow({
            id: 'mso_0009',
            service_now_incident_number: 'MSO0000009',
            status: 'Closed',
            resolved_at: '2025-02-02T08:00:00Z',
          }),
        ]),
      ),
    });
    renderAt(<MsoIncidentsPage />, defaultAddress);

    const table = await screen.findByRole('table', { name: 'MSO Incidents' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▼▲↕]/g, ''));
    expect(headers).toEqual([
      'MSO Reference',
      'Short Description',
      'Status',
      'Location',
      'Date Raised',
      'Resolved',
      'Last Updated',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'MSO0000001',
      'Fibre cut at street cabinet - Leeds',
      'In Progress',
      'Leeds, LS1 4AP',
      '14/03/2025',
      '',
      '15/03/2025, 16:05',
    ]);
    expect(within(first as HTMLElement).getByRole('link', { name: 'MSO0000001' })).toHaveAttribute(
      'href',
      '/support/mso_incidents/MSO0000001',
    );
    expect(within(second as HTMLElement).getAllByRole('cell')[5]).toHaveTextContent('02/02/2025');
  });

  it("offers 'All' first with the quick stats' total, then each status with its count; choosing one filters the list", async () => {
    const fetchMock = routeFetch({
      [statsPath]: jsonResponse(200, { data: msoStats }),
      [listPath]: jsonResponse(200, msoPage([msoRow()])),
    });
    const { current } = renderAt(<MsoIncidentsPage />, defaultAddress.replace('page=1', 'page=3'));

    const select = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'All (40)' })).toBeInTheDocument());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All (40)', 'New (3)', 'In Progress (3)', 'Resolved (12)', 'Closed (22)']);

    await userEvent.selectOptions(select, 'Resolved');

    await waitFor(() => expect(current()).toBe(`${defaultAddress}&status=Resolved`));
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)?.searchParams.get('filters')).toBe(
        JSON.stringify({ field: 'status', operator: 'eq', value: 'Resolved' }),
      ),
    );
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('ignores a status the list does not know and shows All', async () => {
    const fetchMock = routeFetch({
      [statsPath]: jsonResponse(200, { data: msoStats }),
      [listPath]: jsonResponse(200, msoPage([msoRow()])),
    });
    const { current } = renderAt(<MsoIncidentsPage />, `${defaultAddress}&status=Exploded`);
    await waitFor(() => expect(current()).toBe(defaultAddress));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('All');
    expect(listCalls(fetchMock).every((url) => !url.searchParams.has('filters'))).toBe(true);
  });

  it('searches with spaces escaped in the query and the plain text in the address', async () => {
    const fetchMock = routeFetch({
      [statsPath]: jsonResponse(200, { data: msoStats }),
      [listPath]: jsonResponse(200, msoPage([msoRow()])),
    });
    const { current } = renderAt(<MsoIncidentsPage />, defaultAddress);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'LS1 4AP{Enter}');

    await waitFor(() => expect(current()).toBe(`${defaultAddress}&q=LS1+4AP`));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('q')).toBe('LS1\\ 4AP'));
  });

  it('pages and sorts through the address', async () => {
    routeFetch({
      [statsPath]: jsonResponse(200, { data: msoStats }),
      [listPath]: jsonResponse(200, msoPage([msoRow()], 35)),
    });
    const { current } = renderAt(<MsoIncidentsPage />, `${defaultAddress}&status=New`);

    const pages = await screen.findByRole('navigation', { name: 'Pages of MSO incidents' });
    await userEvent.click(within(pages).getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(current()).toBe(`${defaultAddress.replace('page=1', 'page=2')}&status=New`));

    const raised = screen.getByRole('columnheader', { name: /Date Raised/ });
    expect(raised).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(raised).getByRole('button'));
    await waitFor(() =>
      expect(current()).toBe('/support/mso_incidents?page=1&limit=10&sort=raised_date&order=desc&status=New'),
    );
  });

  it("says 'No MSO incidents found' for an empty page", async () => {
    routeFetch({ [statsPath]: jsonResponse(200, { data: msoStats }), [listPath]: jsonResponse(200, msoPage([])) });
    renderAt(<MsoIncidentsPage />, `${defaultAddress}&q=nowhere`);
    expect(await screen.findByText('No MSO incidents found')).toBeInTheDocument();
  });

  it('Export downloads GET /v2/export?type=mso with the current filters', async () => {
    const csv = 'MSO Reference,Status\nMSO0000001,New\n';
    const fetchMock = routeFetch({
      [statsPath]: jsonResponse(200, { data: msoStats }),
      [listPath]: jsonResponse(200, msoPage([msoRow()])),
      '/v2/export': new Response(csv, { headers: { 'content-type': 'text/csv' } }),
    });
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          created.push(b);
          return 'blob:x';
        },
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt(<MsoIncidentsPage />, `${defaultAddress}&status=New&q=leeds`);

    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportCall = requestsOf(fetchMock).find((request) => request.url.includes('/v2/export'));
    const url = new URL(exportCall?.url ?? '');
    expect(url.searchParams.get('type')).toBe('mso');
    expect(url.searchParams.get('q')).toBe('leeds');
    expect(url.searchParams.get('filters')).toBe(JSON.stringify({ field: 'status', operator: 'eq', value: 'New' }));
    expect(exportCall?.headers.get('Authorization')).toBe(`Bearer ${testToken}`);
    expect(await created[0]?.text()).toBe(csv);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('mso-incidents.csv');
    click.mockRestore();
  });
});
