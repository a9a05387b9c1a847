import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeSummary } from '@/contracts/dashboard';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import {
  configureTestHttp,
  errorResponse,
  fetchCall,
  jsonResponse,
  stubFetch,
  testOrigin,
  testToken,
} from '../support/http';
import { renderWithQuery } from '../support/render';

const home: HomeSummary = {
  organisation: { id: 'org_north', name: 'Northfibre Networks Ltd', customer_id: 1001 },
  me: {
    user_id: 'usr_admin',
    name: 'Alex Admin',
    email: 'admin@northfibre.example',
    roles: ['Admin', 'Support'],
    permissions: ['manage:users', 'read:support'],
    terms_accepted: true,
  },
  users: { total: 6, by_role: { Admin: 1, Billing: 1, Developer: 1, Export: 0, Ordering: 2, Support: 3 } },
  product_families: { family_ftth: true, family_ethernet: false, family_ftthl2b: false },
  invitations: { open: 2 },
  recent_users: [
    {
      user_id: 'usr_new',
      name: 'Nia Newstarter',
      email: 'newstarter@northfibre.example',
      created_at: '2025-03-14T09:30:00Z',
    },
  ],
};

beforeEach(() => configureTestHttp());
afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it("shows a skeleton while loading, then the organisation's data from GET /home with the token", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithQuery(<DashboardPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dashboard' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(jsonResponse(200, { data: home }));

    expect(await screen.findByText('Northfibre Networks Ltd')).toBeInTheDocument();
    const call = fetchCall(fetchMock);
    expect(call.url).toBe(`${testOrigin}/api/orders/home`);
    expect(call.headers.get('Authorization')).toBe(`Bearer ${testToken}`);
    expect(screen.getByRole('region', { name: 'Dashboard' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the roles as tags in the spec colours, the user count and product families', async () => {
    stubFetch(jsonResponse(200, { data: home }));
    renderWithQuery(<DashboardPage />);

    const roles = await screen.findByRole('list', { name: 'Your roles' });
    const tags = within(roles).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['Admin', 'Support']);
    // Admin red (#a8071a), Support purple (#531dab), as the tag's text on its tinted fill.
    expect((tags[0]?.firstElementChild as HTMLElement | null)?.style.color).toBe('rgb(168, 7, 26)');
    expect((tags[1]?.firstElementChild as HTMLElement | null)?.style.color).toBe('rgb(83, 29, 171)');

    const users = within(screen.getByRole('region', { name: 'Users' }));
    expect(users.getByText('Users in your organisation')).toBeInTheDocument();
    expect(users.getByText('6')).toBeInTheDocument();
    expect(users.getByText('Nia Newstarter')).toBeInTheDocument();
    expect(users.getByText('14/03/2025')).toBeInTheDocument();

    const families = within(screen.getByRole('region', { name: 'Product families' })).getAllByRole('listitem');
    expect(families.map((item) => item.textContent)).toEqual([
      'FTTPAvailable',
      'EthernetNot available',
      'FTTP Layer 2 BitstreamNot available',
    ]);
  });

  it('shows an inline error with Retry, and the data once a retry succeeds', async () => {
    const fetchMock = stubFetch(
      errorResponse(500, 'internal', 'Internal Server Error'),
      jsonResponse(200, { data: home }),
    );
    renderWithQuery(<DashboardPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your dashboard');
    expect(screen.queryByText('Northfibre Networks Ltd')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: /retry/i }));

    expect(await screen.findByText('Northfibre Networks Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the error when the answer does not match the contract', async () => {
    stubFetch(jsonResponse(200, { data: { organisation: { name: 'Half a summary' } } }));
    renderWithQuery(<DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your dashboard');
    expect(screen.queryByText('Half a summary')).not.toBeInTheDocument();
  });

  it('shows invoices to pay and this week’s appointments when the summary has them, each linking to its page', async () => {
    stubFetch(
      jsonResponse(200, {
        data: {
          ...home,
          billing: {
            open: { count: 1, balance_pence: 123456 },
            overdue: { count: 2, balance_pence: 98765 },
            orders_on_hold: 2,
          },
          appointments: {
            from: '2026-11-23',
            to: '2026-11-29',
            total: 3,
            items: [
              {
                kind: 'service',
                id: 'svc_1',
                reference: 'S5000010',
                date: '2026-11-25',
                start_time: '08:00',
                end_time: '13:00',
              },
              {
                kind: 'ethernet_order',
                id: 'ord_2',
                reference: 'PO-77',
                date: '2026-11-26',
                start_time: '13:00',
                end_time: '18:00',
              },
            ],
          },
        },
      }),
    );
    renderWithQuery(<DashboardPage />);
    const billing = within(await screen.findByRole('region', { name: 'Invoices to pay' }));
    expect(billing.getAllByText('£987.65')).toHaveLength(2);
    expect(billing.getByRole('link', { name: '2 overdue invoices' })).toHaveAttribute(
      'href',
      '/billing/invoices?page=1&limit=10&sort=invoice_due_date&order=desc&status=Overdue',
    );
    expect(billing.getByRole('link', { name: '1 open invoice' }).getAttribute('href')).toContain('status=Open');
    expect(billing.getByText('£1,234.56')).toBeInTheDocument();
    expect(billing.getByRole('link', { name: 'Orders on hold' })).toHaveAttribute('href', '/billing/orders-on-hold');

    const week = within(screen.getByRole('region', { name: 'Appointments this week' }));
    expect(week.getByText('23/11/2026 to 29/11/2026')).toBeInTheDocument();
    expect(week.getByRole('link', { name: 'S5000010' })).toHaveAttribute('href', '/support/services/svc_1');
    expect(week.getByRole('link', { name: 'PO-77' })).toHaveAttribute('href', '/ethernet-order/ord_2');
    expect(week.getByText('Wed 25/11/2026')).toBeInTheDocument();
    expect(week.getByText('1 more this week')).toBeInTheDocument();
  });

  it('shows no billing or appointments card when the summary leaves them out (an area the user may not use)', async () => {
    stubFetch(jsonResponse(200, { data: home }));
    renderWithQuery(<DashboardPage />);
    await screen.findByText('Northfibre Networks Ltd');
    expect(screen.queryByRole('region', { name: 'Invoices to pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Appointments this week' })).not.toBeInTheDocument();
  });
});
