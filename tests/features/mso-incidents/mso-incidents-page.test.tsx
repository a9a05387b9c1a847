import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MsoIncidentsPage } from '@/features/mso-incidents/mso-incidents-page';
import { renderAt } from '../incidents/fixtures';
import { captureDownloads } from '../support/downloads';
import { jsonResponse, requestsOf, routeFetch } from '../support/http';
import { listPage } from '../support/list-page-checks';
import { pageOf } from '../support/list-page-data';
import { msoRow, msoStats } from './fixtures';

const list = listPage({
  section: '/support/mso_incidents',
  api: '/v2/mso-incidents',
  stats: msoStats,
  row: msoRow,
  render: (address) => renderAt(<MsoIncidentsPage />, address),
});
const { defaultAddress, listPath, statsPath, listCalls } = list;

describe('MsoIncidentsPage', () => {
  it('shows the MSO fields as columns, each reference linking to its MSO incident', async () => {
    const closed = { id: 'mso_0009', service_now_incident_number: 'MSO0000009', status: 'Closed' };
    list.open(defaultAddress, [msoRow(), msoRow({ ...closed, resolved_at: '2025-02-02T08:00:00Z' })]);

    const [first, closedRow] = await list.expectTable('MSO Incidents', {
      headers: 'MSO Reference | Short Description | Status | Location | Date Raised | Resolved | Last Updated',
      first:
        'MSO0000001 | Fibre cut at street cabinet - Leeds | In Progress | Leeds, LS1 4AP | 14/03/2025 |  | 15/03/2025, 16:05',
    });
    expect(first?.link('MSO0000001')).toHaveAttribute('href', '/support/mso_incidents/MSO0000001');
    expect(closedRow?.cells).toContain('| 02/02/2025 |');
  });

  it("offers 'All' first with the quick stats' total, then each status with its count; choosing one filters the list", async () => {
    const { fetchMock, current } = list.open(defaultAddress.replace('page=1', 'page=3'));

    const { select, options } = await list.statusSelect('All (40)');
    expect(options).toEqual(['All (40)', 'New (3)', 'In Progress (3)', 'Resolved (12)', 'Closed (22)']);
    await list.chooseStatus({ select, fetchMock, current }, 'Resolved', `${defaultAddress}&status=Resolved`);
  });

  it('ignores a status the list does not know and shows All', async () => {
    const { fetchMock, current } = list.open(`${defaultAddress}&status=Exploded`);
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
