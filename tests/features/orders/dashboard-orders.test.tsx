import { screen, within } from '@testing-library/react';
import type { HomeSummary } from '@/contracts/dashboard';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { jsonResponse, stubFetch } from '../support/http';
import { renderWithQuery } from '../support/render';
import { orderRow } from './fixtures';

const home: HomeSummary = {
  organisation: { id: 'org_north', name: 'Northfibre Networks Ltd', customer_id: 1001 },
  me: {
    user_id: 'usr_ordering',
    name: 'Olu Ordering',
    email: 'ordering@northfibre.example',
    roles: ['Ordering'],
    permissions: ['read:ordering'],
    terms_accepted: true,
  },
  product_families: { family_ftth: true, family_ethernet: true, family_ftthl2b: false },
};

const orders: NonNullable<HomeSummary['orders']> = {
  counts: {
    placed: 5,
    acknowledged: 12,
    committed: 7,
    pending: 4,
    delayed: 2,
    completed: 20,
    cancelled: 3,
    rejected: 1,
    records: 54,
  },
  latest: [
    orderRow(),
    orderRow({
      id: 'ord_eth',
      order_type: 'ethernet',
      buyer_order_reference: 'NF-ETH-0002',
      status: 'Placed',
      created_at: '2026-03-13T10:00:00Z',
    }),
  ],
};

describe('DashboardPage orders', () => {
  it('shows the orders in progress by status and their total, and links to the orders list', async () => {
    stubFetch(jsonResponse(200, { data: { ...home, orders } }));
    renderWithQuery(<DashboardPage />);

    const card = within(await screen.findByRole('region', { name: 'Orders in progress' }));
    // Placed, Acknowledged, Committed, Pending and In Delay: 5 + 12 + 7 + 4 + 2.
    expect(card.getByText('30')).toBeInTheDocument();
    const statuses = card.getByRole('list', { name: 'Orders in progress by status' }).querySelectorAll('li');
    expect(Array.from(statuses, (item) => item.textContent)).toEqual([
      'Placed5',
      'Acknowledged12',
      'Committed7',
      'Pending4',
      'In Delay2',
    ]);
    expect(card.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/ordering/orders?type=fttp&page=1&limit=10&sort=created_at&order=desc',
    );
  });

  it('lists the latest orders, each linking to its page with its status', async () => {
    stubFetch(jsonResponse(200, { data: { ...home, orders } }));
    renderWithQuery(<DashboardPage />);

    const latest = within(await screen.findByRole('list', { name: 'Latest orders' }));
    expect(latest.getByRole('link', { name: 'NF-ORD-0001' })).toHaveAttribute('href', '/ordering/orders/ord_0001');
    expect(latest.getByRole('link', { name: 'NF-ETH-0002' })).toHaveAttribute('href', '/ethernet-order/ord_eth');
    const [first, second] = latest.getAllByRole('listitem');
    expect(first).toHaveTextContent('Acknowledged');
    expect(first).toHaveTextContent('14/03/2026');
    expect(second).toHaveTextContent('Placed');
    expect(second).toHaveTextContent('13/03/2026');
  });

  it('says so when the organisation has placed no orders yet', async () => {
    stubFetch(jsonResponse(200, { data: { ...home, orders: { ...orders, latest: [] } } }));
    renderWithQuery(<DashboardPage />);
    const card = within(await screen.findByRole('region', { name: 'Latest orders' }));
    expect(card.getByText('Your organisation has not placed any orders yet.')).toBeInTheDocument();
  });

  it('shows no orders cards when the summary carries no orders (no ordering for this user)', async () => {
    stubFetch(jsonResponse(200, { data: home }));
    renderWithQuery(<DashboardPage />);
    expect(await screen.findByText('Northfibre Networks Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Orders in progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest orders' })).not.toBeInTheDocument();
  });
});
