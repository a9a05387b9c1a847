import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrdersPage } from '@/features/orders/orders-page';
import { addDays, formatDate, todayIso } from '@/lib/dates';
import { statusColour } from '@/lib/status-colours';
import {
  errorResponse,
  fetchCall,
  jsonResponse,
  type RecordedRequests,
  routeFetch,
  testToken,
  urlsOf,
} from '../support/http';
import { listAnswer, orderRow, renderAt } from './fixtures';

const listPath = '/api/orders/orders';
const exportPath = '/orders/export-with-email';
/** The Orders menu link's address (src/app/access.ts, spec 3 §2). */
const menuAddress = '/ordering/orders?page=1&sort=created_at&order=desc&limit=10&type=fttp';
const canonical = '/ordering/orders?page=1&limit=10&sort=created_at&order=desc&type=fttp';

const listCalls = (requests: RecordedRequests) => urlsOf(requests).filter((url) => url.pathname === listPath);
const lastListCall = (requests: RecordedRequests) => listCalls(requests).at(-1);

describe('OrdersPage', () => {
  it('opens from the menu link with its type and default query, and asks for that type, newest first', async () => {
    const requests = routeFetch({ [listPath]: jsonResponse(200, listAnswer([orderRow()])) });
    const { current } = renderAt(<OrdersPage />, menuAddress);

    await screen.findByRole('link', { name: 'NF-ORD-0001' });
    await waitFor(() => expect(current()).toBe(canonical));
    const call = lastListCall(requests);
    expect(call?.searchParams.get('type')).toBe('fttp');
    expect(call?.searchParams.get('page')).toBe('1');
    expect(call?.searchParams.get('limit')).toBe('10');
    expect(call?.searchParams.get('sort')).toBe('-created_at');
    expect(call?.searchParams.has('filters')).toBe(false);
    expect(fetchCall(requests).headers.get('Authorization')).toBe(`Bearer ${testToken}`);
  });

  it('shows the order list row in columns, dates dd/MM/yyyy, status badges in their colours and links to each order', async () => {
    routeFetch({
      [listPath]: jsonResponse(
        200,
        listAnswer([
          orderRow(),
          orderRow({
            id: 'ord_eth',
            order_type: 'ethernet',
            buyer_order_reference: 'NF-ETH-0002',
            status: 'Cancelled',
            cpe_install: false,
            voip_install: false,
            appointment_requested: false,
            appointment_date: null,
          }),
        ]),
      ),
    });
    renderAt(<OrdersPage />, canonical);

    const table = await screen.findByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▼▲↕]/g, ''));
    expect(headers).toEqual([
      'Buyer Order Reference',
      'Seller Order Reference',
      'Service Reference',
      'Product',
      'Address',
      'Status',
      'Installs',
      'Appointment',
      'Ordered By',
      'Created',
      'Last Updated',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'NF-ORD-0001',
      'SO-100001',
      'S2000001',
      'FTTP 1000',
      '12 Grey Street, Newcastle, NE1 6AE',
      'Acknowledged',
      'CPE, VOIP',
      '20/03/2026',
      'Olu Ordering',
      '14/03/2026',
      '15/03/2026, 16:05',
    ]);
    expect(within(first as HTMLElement).getByRole('link', { name: 'NF-ORD-0001' })).toHaveAttribute(
      'href',
      '/ordering/orders/ord_0001',
    );
    expect(within(second as HTMLElement).getByRole('link', { name: 'NF-ETH-0002' })).toHaveAttribute(
      'href',
      '/ethernet-order/ord_eth',
    );
    expect(within(second as HTMLElement).getByText('Not needed')).toBeInTheDocument();
    // Spec 3 §4: Acknowledged teal, Cancelled red.
    expect(statusColour('Acknowledged')).toBe('#006d75');
    expect(statusColour('Cancelled')).toBe('#a8071a');
  });

  it("offers the spec's status options with their counts from the list meta; choosing one filters the list and keeps the type", async () => {
    const requests = routeFetch({ [listPath]: jsonResponse(200, listAnswer([orderRow()])) });
    const { current } = renderAt(<OrdersPage />, canonical.replace('type=fttp', 'type=ethernet'));

    const select = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'All (54)' })).toBeInTheDocument());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All (54)',
      'acknowledged (12)',
      'committed (7)',
      'pending (4)',
      'completed (20)',
      'Placed (5)',
      'cancelled (3)',
      'delayed (2)',
      'rejected (1)',
    ]);

    await userEvent.selectOptions(select, 'Placed');

    await waitFor(() =>
      expect(current()).toBe('/ordering/orders?page=1&limit=10&sort=created_at&order=desc&status=Placed&type=ethernet'),
    );
    await waitFor(() =>
      expect(lastListCall(requests)?.searchParams.get('filters')).toBe(
        JSON.stringify({ field: 'status', operator: 'eq', value: 'Placed' }),
      ),
    );
    expect(lastListCall(requests)?.searchParams.get('type')).toBe('ethernet');
  });

  it('searches with the text in the address (spaces escaped in the call), back on page 1', async () => {
    const requests = routeFetch({ [listPath]: jsonResponse(200, listAnswer([orderRow()])) });
    const { current } = renderAt(<OrdersPage />, canonical.replace('page=1', 'page=3'));

    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'NE1 6AE{Enter}');

    await waitFor(() =>
      expect(current()).toBe('/ordering/orders?page=1&limit=10&sort=created_at&order=desc&q=NE1+6AE&type=fttp'),
    );
    await waitFor(() => expect(lastListCall(requests)?.searchParams.get('q')).toBe('NE1\\ 6AE'));
    expect(lastListCall(requests)?.searchParams.get('page')).toBe('1');
  });

  it('sorts by a column header, which reports its sort to assistive technology', async () => {
    const requests = routeFetch({ [listPath]: jsonResponse(200, listAnswer([orderRow()])) });
    const { current } = renderAt(<OrdersPage />, canonical);

    const created = await screen.findByRole('columnheader', { name: /Created/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(created).getByRole('button'));

    await waitFor(() => expect(current()).toBe(canonical.replace('order=desc', 'order=asc')));
    await waitFor(() => expect(lastListCall(requests)?.searchParams.get('sort')).toBe('created_at'));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Status/ })).getByRole('button'));
    await waitFor(() => expect(lastListCall(requests)?.searchParams.get('sort')).toBe('-status'));
  });

  it('moves to another page through the pagination, keeping the filters and type', async () => {
    const requests = routeFetch({
      [listPath]: jsonResponse(200, listAnswer([orderRow()], { records: 35, pages: 4 })),
    });
    const { current } = renderAt(<OrdersPage />, `${canonical}&status=pending`);

    const pages = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(within(pages).getByText('1–10 of 35')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('listitem', { name: '2' }));

    await waitFor(() =>
      expect(current()).toBe('/ordering/orders?page=2&limit=10&sort=created_at&order=desc&status=pending&type=fttp'),
    );
    await waitFor(() => expect(lastListCall(requests)?.searchParams.get('page')).toBe('2'));
  });

  it('switches between the types the organisation may order', async () => {
    const requests = routeFetch({ [listPath]: jsonResponse(200, listAnswer([orderRow()])) });
    const { current } = renderAt(<OrdersPage types={['fttp', 'ethernet']} />, canonical);

    const types = await screen.findByRole('navigation', { name: 'Order type' });
    expect(within(types).getByRole('link', { name: 'FTTP orders' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(types).getByRole('link', { name: 'Ethernet orders' }));

    await waitFor(() => expect(current()).toBe(canonical.replace('type=fttp', 'type=ethernet')));
    await waitFor(() => expect(lastListCall(requests)?.searchParams.get('type')).toBe('ethernet'));
  });

  it('offers no Export to a user without the Export role', async () => {
    routeFetch({ [listPath]: jsonResponse(200, listAnswer([orderRow()])) });
    renderAt(<OrdersPage canExport={false} />, canonical);
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('shows no type switch to an organisation with one family', async () => {
    routeFetch({ [listPath]: jsonResponse(200, listAnswer([orderRow()])) });
    renderAt(<OrdersPage types={['fttp']} />, canonical);
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.queryByRole('navigation', { name: 'Order type' })).not.toBeInTheDocument();
  });

  it("shows 'No orders found' and no pagination for an empty result", async () => {
    routeFetch({ [listPath]: jsonResponse(200, listAnswer([], { records: 0, pages: 0 })) });
    renderAt(<OrdersPage />, `${canonical}&q=nothing`);

    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of orders' })).not.toBeInTheDocument();
  });

  it('sends a 404 answer of the list to the not-found page', async () => {
    routeFetch({ [listPath]: errorResponse(404, 'not_found', 'No') });
    const { current } = renderAt(<OrdersPage />, canonical);
    await waitFor(() => expect(current()).toBe('/error-not-found'));
  });
});

// antd labels its dialog by an id jsdom's antd build leaves as 'test-id', so the dialog is found by its title.
const exportDialog = () =>
  screen.queryAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === 'Export orders') ??
  null;

describe('OrdersPage export', () => {
  const openExport = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    // The dialog's code (antd Modal, Checkbox) is fetched on first open.
    const dialog = await waitFor(
      () => {
        const found = exportDialog();
        if (!found) throw new Error('No export dialog yet');
        return found;
      },
      { timeout: 20_000 },
    );
    return within(dialog);
  };
  const typeDate = async (dialog: ReturnType<typeof within>, label: string, day: string) => {
    const field = dialog.getByRole('textbox', { name: label });
    await userEvent.clear(field);
    await userEvent.type(field, formatDate(day));
  };

  it('says the 365-day rule before sending and refuses a longer range without calling the provider', async () => {
    const requests = routeFetch({
      [listPath]: jsonResponse(200, listAnswer([orderRow()])),
      [exportPath]: jsonResponse(202, { data: { message: 'Queued', outbox_id: 'out_1' } }),
    });
    renderAt(<OrdersPage />, canonical);
    const dialog = await openExport();

    expect(dialog.getByText(/The date range can be at most 365 days/)).toBeInTheDocument();
    const today = todayIso();
    await typeDate(dialog, 'From', addDays(today, -400));
    // Said as soon as the range is too long, before anything is sent.
    expect(await dialog.findByRole('alert')).toHaveTextContent('The date range can be at most 365 days');
    await userEvent.click(screen.getByRole('button', { name: 'Send export' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('The date range can be at most 365 days');
    expect(urlsOf(requests).some((url) => url.pathname.endsWith(exportPath))).toBe(false);

    // Mending the range takes the refusal away.
    await typeDate(dialog, 'From', addDays(today, -365));
    await waitFor(() => expect(dialog.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends a valid export with its columns, range, file name and the list filters; the toast says it comes by email', async () => {
    const requests = routeFetch({
      [listPath]: jsonResponse(200, listAnswer([orderRow()])),
      [exportPath]: jsonResponse(202, {
        data: { message: 'Queued', outbox_id: 'out_1', outbox_url: '/sandbox/outbox?signed=1' },
      }),
    });
    renderAt(<OrdersPage />, `${canonical}&status=committed&q=Grey`);
    const dialog = await openExport();

    const today = todayIso();
    await typeDate(dialog, 'From', addDays(today, -365));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Address' }));
    const name = dialog.getByRole('textbox', { name: 'File name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'march orders');
    await userEvent.click(screen.getByRole('button', { name: 'Send export' }));

    const toast = await screen.findByText('Export requested');
    expect(toast.closest('.ant-notification-notice')).toHaveTextContent('The file will arrive by email');
    expect(screen.getByRole('link', { name: 'Open the sandbox outbox' })).toHaveAttribute(
      'href',
      '/sandbox/outbox?signed=1',
    );
    const call = urlsOf(requests).find((url) => url.pathname.endsWith(exportPath));
    expect(call?.searchParams.get('order_type')).toBe('fttp');
    expect(call?.searchParams.get('status')).toBe('committed');
    expect(call?.searchParams.get('search')).toBe('Grey');
    expect(call?.searchParams.get('date_from')).toBe(addDays(today, -365));
    expect(call?.searchParams.get('date_to')).toBe(today);
    expect(call?.searchParams.get('filename')).toBe('march orders');
    expect(call?.searchParams.get('columns')?.split(',')).not.toContain('address');
    expect(call?.searchParams.get('columns')?.split(',')).toContain('buyer_order_reference');
  });

  it('refuses an export with no columns', async () => {
    const requests = routeFetch({ [listPath]: jsonResponse(200, listAnswer([orderRow()])) });
    renderAt(<OrdersPage />, canonical);
    const dialog = await openExport();
    for (const box of dialog.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Send export' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Choose at least one column');
    expect(urlsOf(requests).some((url) => url.pathname.endsWith(exportPath))).toBe(false);
  });
});
