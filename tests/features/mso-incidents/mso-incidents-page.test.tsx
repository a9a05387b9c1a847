import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MsoIncidentsPage } from '@/features/mso-incidents/mso-incidents-page';
import { renderAt } from '../incidents/fixtures';
import { captureDownloads } from '../support/downloads';
import { jsonResponse, type RecordedRequests, requestsOf, routeFetch, urlsOf } from '../support/http';
import { pageOf } from '../support/list-page-data';
import { msoRow, msoStats } from './fixtures';

const listPath = '/v2/mso-incidents';
const statsPath = '/v2/mso-incidents/quick-stats';
const defaultAddress = '/support/mso_incidents?page=1&limit=10&sort=updated_at&order=desc';

const listCalls = (fetchMock: RecordedRequests) => urlsOf(fetchMock).filter((url) => url.pathname.endsWith(listPath));

describe('MsoIncidentsPage', () => {
  it('shows the MSO fields as columns, each reference linking to its MSO incident', async () => {
    routeFetch({
      [statsPath]: jsonResponse(200, { data: msoStats }),
      [listPath]: jsonResponse(
        200,
        pageOf([
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
      [listPath]: jsonResponse(200, pageOf([msoRow()])),
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
      [listPath]: jsonResponse(200, pageOf([msoRow()])),
    });
    const { current } = renderAt(<MsoIncidentsPage />, `${defaultAddress}&status=Exploded`);
    await waitFor(() => expect(current()).toBe(defaultAddress));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('All');
    expect(listCalls(fetchMock).every((url) => !url.searchParams.has('filters'))).toBe(true);
  });

  it('Export asks GET /v2/export for type=mso with the list’s filters and saves the CSV', async () => {
    const fetchMock = routeFetch({
      [statsPath]: jsonResponse(200, { data: msoStats }),
      [listPath]: jsonResponse(200, pageOf([msoRow()])),
      '/v2/export': new Response('MSO Reference\r\nMSO0000001\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    const downloads = captureDownloads();
    renderAt(<MsoIncidentsPage />, `${defaultAddress}&status=New&q=leeds`);

    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads.fileName()).toBe('mso-incidents.csv'));
    const exported = new URL(requestsOf(fetchMock).find((request) => request.url.includes('/v2/export'))?.url ?? '');
    expect(Object.fromEntries(exported.searchParams)).toMatchObject({ type: 'mso', q: 'leeds', sort: '-updated_at' });
    expect(JSON.parse(exported.searchParams.get('filters') ?? '')).toEqual({
      field: 'status',
      operator: 'eq',
      value: 'New',
    });
    downloads.click.mockRestore();
  });
});
