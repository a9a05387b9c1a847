import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CeasedCancelledPage } from '@/features/services/ceased-cancelled-page';
import { LosingGainingPage } from '@/features/services/losing-gaining-page';
import { ServicesPage } from '@/features/services/services-page';
import { renderAt } from '../incidents/fixtures';
import { captureDownloads } from '../support/downloads';
import { jsonResponse, requestsOf, routeFetch, urlsOf } from '../support/http';
import { textsOf } from '../support/list-page-checks';
import { pageOf } from '../support/list-page-data';
import { serviceRow } from './service-fixture';

const summary = (pairs: [string, number][]) => ({
  total_records: pairs.reduce((n, [, t]) => n + t, 0),
  status_summary: pairs.map(([status, total]) => ({ status, total })),
});
const quickStats = summary([
  ['Pending', 2],
  ['Provisioning', 0],
  ['In Progress', 1],
  ['Live', 7],
  ['Cease Pending', 0],
  ['Ceased', 1],
  ['Cancelled', 1],
  ['Replaced', 0],
]);
const defaultAddress = '/support/services?page=1&limit=10&sort=created_at&order=desc';

describe('ServicesPage', () => {
  it('completes a bare address with page 1, limit 10, created_at desc, and shows the rows with their links', async () => {
    const fetchMock = routeFetch({
      '/v2/services/quick-stats': jsonResponse(200, { data: quickStats }),
      '/v2/services/status': jsonResponse(200, pageOf([serviceRow()], 12)),
    });
    const { current } = renderAt(<ServicesPage />, '/support/services');
    await waitFor(() => expect(current()).toBe(defaultAddress));
    const link = await screen.findByRole('link', { name: 'SF1000001' });
    expect(link).toHaveAttribute('href', '/support/services/srv_live');
    const row = link.closest('tr');
    expect(row).toHaveTextContent('18 Oxford Street, Southampton, SO14 3RG');
    expect(row).toHaveTextContent('14/05/2026');
    const call = urlsOf(fetchMock).find((u) => u.pathname.endsWith('/v2/services/status'));
    expect(call?.searchParams.get('sort')).toBe('-created_at');
    expect(call?.searchParams.get('limit')).toBe('10');
  });

  it('counts each status from the quick stats, filters by one, searches, and exports with the same filters', async () => {
    const fetchMock = routeFetch({
      '/v2/services/quick-stats': jsonResponse(200, { data: quickStats }),
      '/v2/services/status': jsonResponse(200, pageOf([serviceRow()])),
      '/v2/services-export-by-filter': new Response('Service Reference\r\nSF1000001\r\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="services-2026-11-26.csv"',
        },
      }),
    });
    const downloads = captureDownloads();
    const { current } = renderAt(<ServicesPage />, defaultAddress);
    const select = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'All (12)' })).toBeInTheDocument());
    expect(textsOf(within(select).getAllByRole('option'))).toContain('Live (7)');
    await userEvent.selectOptions(select, 'Live');
    await waitFor(() => expect(current()).toContain('status=Live'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'SO14 3RG{Enter}');
    await waitFor(() => expect(current()).toContain('q=SO14+3RG'));
    const last = urlsOf(fetchMock)
      .filter((u) => u.pathname.endsWith('/v2/services/status'))
      .at(-1);
    expect(last?.searchParams.get('q')).toBe('SO14\\ 3RG');
    expect(JSON.parse(last?.searchParams.get('filters') ?? '{}')).toEqual({
      field: 'status',
      operator: 'eq',
      value: 'Live',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.fileName()).toBe('services-2026-11-26.csv'));
    const exported = requestsOf(fetchMock)
      .map((r) => new URL(r.url))
      .find((u) => u.pathname.endsWith('/v2/services-export-by-filter'));
    expect(exported?.searchParams.get('q')).toBe('SO14\\ 3RG');
    expect(exported?.searchParams.get('filters')).toContain('Live');
  });
});

describe('LosingGainingPage', () => {
  it('lists the switching services with direction and date, counts both directions, and exports each', async () => {
    const fetchMock = routeFetch({
      '/v2/services/status/lng_stats': jsonResponse(200, {
        data: {
          total_records: 5,
          losing: summary([['Live', 3]]),
          gaining: summary([
            ['Pending', 1],
            ['Live', 1],
          ]),
        },
      }),
      '/v2/services/wlto_and_switch': jsonResponse(
        200,
        pageOf([serviceRow({ switch_type: 'losing', switch_date: '2026-12-03', service_reference: 'S5000013' })]),
      ),
      '/v2/isp-switch-export': new Response('Service Reference\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    captureDownloads();
    renderAt(<LosingGainingPage />, '/support/services/wlto_and_switch');
    const row = (await screen.findByRole('link', { name: 'S5000013' })).closest('tr');
    expect(row).toHaveTextContent('Losing');
    expect(row).toHaveTextContent('03/12/2026');
    const stats = within(screen.getByRole('region', { name: 'Switching stats' }));
    await waitFor(() => expect(stats.getByText('Losing').nextElementSibling).toHaveTextContent('3'));
    expect(stats.getByText('Gaining').nextElementSibling).toHaveTextContent('2');
    const select = screen.getByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Live (4)' })).toBeInTheDocument());
    await userEvent.click(stats.getByRole('button', { name: 'Export losing' }));
    await waitFor(() =>
      expect(
        urlsOf(fetchMock).some(
          (u) =>
            u.pathname.endsWith('/v2/isp-switch-export') &&
            u.searchParams.get('type') === 'isp_switch_services' &&
            u.searchParams.get('filters')?.includes('losing'),
        ),
      ).toBe(true),
    );
  });

  it('offers no Export, losing or gaining, to a user the export refuses (Support without the Export role)', async () => {
    routeFetch({
      '/v2/services/status/lng_stats': jsonResponse(200, {
        data: { total_records: 0, losing: summary([]), gaining: summary([]) },
      }),
      '/v2/services/wlto_and_switch': jsonResponse(200, pageOf([serviceRow({ service_reference: 'S5000013' })])),
    });
    renderAt(<LosingGainingPage />, '/support/services/wlto_and_switch', undefined, { mayExport: () => false });
    await screen.findByRole('link', { name: 'S5000013' });
    expect(screen.queryByRole('button', { name: /^Export/ })).not.toBeInTheDocument();
  });
});

describe('CeasedCancelledPage', () => {
  it('offers only the ended statuses with their totals, newest ended first', async () => {
    const fetchMock = routeFetch({
      '/v2/services/ceased_and_cancelled/totals': jsonResponse(200, {
        data: { total_records: 6, ceased: 3, replaced: 1, cancelled: 2 },
      }),
      '/v2/services/ceased_and_cancelled': jsonResponse(200, pageOf([serviceRow({ status: 'Ceased' })])),
    });
    const { current } = renderAt(<CeasedCancelledPage />, '/support/services/ceased_and_cancelled');
    const select = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'All (6)' })).toBeInTheDocument());
    expect(textsOf(within(select).getAllByRole('option'))).toEqual([
      'All (6)',
      'Ceased (3)',
      'Replaced (1)',
      'Cancelled (2)',
    ]);
    await waitFor(() => expect(current()).toContain('sort=updated_at&order=desc'));
    expect(await screen.findByRole('link', { name: 'SF1000001' })).toBeVisible();
    const call = urlsOf(fetchMock).find((u) => u.pathname.endsWith('/v2/services/ceased_and_cancelled'));
    expect(call?.searchParams.get('sort')).toBe('-updated_at');
  });
});
