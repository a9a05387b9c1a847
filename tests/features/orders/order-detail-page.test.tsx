import { screen, waitFor, within } from '@testing-library/react';
import { EthernetOrderDetailPage, OrderDetailPage } from '@/features/orders/detail/order-detail-page';
import { errorResponse, jsonResponse, networkFailure, routeFetch, urlsOf } from '../support/http';
import { orderDetail, renderAt } from './fixtures';

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('OrderDetailPage', () => {
  it.each([
    ['/ordering/orders/:id', '/ordering/orders/ord_0001'],
    ['/ordering/order/:id', '/ordering/order/ord_0001'],
    ['/order/:id', '/order/ord_0001'],
  ])('at %s shows every field of the order in its sections', async (route, address) => {
    const requests = routeFetch({ '/api/orders/order/ord_0001': jsonResponse(200, { data: orderDetail() }) });
    renderAt(<OrderDetailPage />, address, route);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order NF-ORD-0001' })).toBeInTheDocument();
    expect(urlsOf(requests).map((url) => url.pathname)).toEqual(['/api/orders/order/ord_0001']);
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/ordering/orders?type=fttp&page=1&limit=10&sort=created_at&order=desc',
    );

    const order = region('Order');
    expect(order.getByText('Acknowledged')).toBeInTheDocument();
    expect(order.getByText('SO-100001')).toBeInTheDocument();
    expect(order.getByText('S2000001')).toBeInTheDocument();
    expect(order.getByText('FTTP 1000Mb/s')).toBeInTheDocument();
    expect(order.getByText('1000/1000')).toBeInTheDocument();
    expect(order.getByText('14/03/2026')).toBeInTheDocument();
    expect(order.getByText('15/03/2026, 16:05')).toBeInTheDocument();
    const customer = region('Customer');
    expect(customer.getByText('Casey Customer')).toBeInTheDocument();
    expect(customer.getByText('casey@example.com')).toBeInTheDocument();
    expect(customer.getByText('07700900123')).toBeInTheDocument();
    expect(customer.getByText('DHCP Option 82')).toBeInTheDocument();
    expect(customer.getByText('agent-42')).toBeInTheDocument();
    expect(customer.getByText('Hard of hearing')).toBeInTheDocument();
    const property = region('Property');
    expect(property.getByText('12 Grey Street, Newcastle, NE1 6AE')).toBeInTheDocument();
    expect(property.getByText('100012345678')).toBeInTheDocument();
    expect(property.getByText('RFS_2')).toBeInTheDocument();
    const appointment = region('Appointment');
    expect(appointment.getByText('20/03/2026')).toBeInTheDocument();
    expect(appointment.getByText('09:00–13:00')).toBeInTheDocument();
    const installs = region('Installs and site');
    expect(installs.getByText('Dog on site')).toBeInTheDocument();
    expect(
      installs
        .getAllByRole('definition')
        .slice(0, 4)
        .map((d) => d.textContent),
    ).toEqual(['Yes', 'No', 'Yes', 'No']);
  });

  it('shows the status timeline oldest first, with notes and dd/MM/yyyy times', async () => {
    routeFetch({ '/api/orders/order/ord_0001': jsonResponse(200, { data: orderDetail() }) });
    renderAt(<OrderDetailPage />, '/ordering/orders/ord_0001', '/ordering/orders/:id');

    await screen.findByRole('heading', { level: 1, name: 'Order NF-ORD-0001' });
    const steps = region('Status timeline').getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Placed14/03/2026, 09:30',
      'Acknowledged14/03/2026, 11:00Accepted by the provider',
    ]);
  });

  it('titles the section Requested date when a requested date replaced the appointment (spec 3 §4)', async () => {
    routeFetch({
      '/api/orders/order/ord_0001': jsonResponse(200, {
        data: orderDetail({ appointment: null, requested_date: '2026-04-02', appointment_required: 'no' }),
      }),
    });
    renderAt(<OrderDetailPage />, '/order/ord_0001', '/order/:id');

    const section = within(await screen.findByRole('region', { name: 'Requested date' }));
    expect(section.getByText('02/04/2026')).toBeInTheDocument();
    expect(section.getByText('No')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Appointment' })).not.toBeInTheDocument();
  });

  it("sends an order the provider does not know (another organisation's too) to the not-found page", async () => {
    routeFetch({ '/api/orders/order/ord_other': errorResponse(404, 'not_found', 'Order not found') });
    const { current } = renderAt(<OrderDetailPage />, '/ordering/orders/ord_other', '/ordering/orders/:id');
    await waitFor(() => expect(current()).toBe('/error-not-found'));
  });

  it('offers Retry when the order cannot be reached at all', async () => {
    routeFetch({ '/api/orders/order/ord_0001': networkFailure() });
    renderAt(<OrderDetailPage />, '/ordering/orders/ord_0001', '/ordering/orders/:id');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this order');
  });
});

describe('EthernetOrderDetailPage', () => {
  it('reads an Ethernet order from /ethernet-order/{id}, its PTW documents beside it', async () => {
    const requests = routeFetch({
      '/api/orders/ethernet-order/ord_eth': jsonResponse(200, {
        data: orderDetail({ id: 'ord_eth', order_type: 'ethernet', buyer_order_reference: 'NF-ETH-0002' }),
      }),
      '/api/orders/permission-to-work/list-files/NF-ETH-0002': jsonResponse(200, { data: [] }),
    });
    renderAt(<EthernetOrderDetailPage />, '/ethernet-order/ord_eth', '/ethernet-order/:id');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ethernet Order NF-ETH-0002' })).toBeInTheDocument();
    expect(region('Order').getByText('Ethernet')).toBeInTheDocument();
    // The order itself is read-only: the only action is adding PTW documents (tests/features/orders/ptw-detail.test.tsx).
    expect(await region('Permission to work documents').findByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(urlsOf(requests).map((url) => url.pathname)).toEqual([
      '/api/orders/ethernet-order/ord_eth',
      '/api/orders/permission-to-work/list-files/NF-ETH-0002',
    ]);
  });
});
