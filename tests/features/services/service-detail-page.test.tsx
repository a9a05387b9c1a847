import { screen, waitFor, within } from '@testing-library/react';
import { providerName } from '@/components/comment-thread';
import { historyUserLabel } from '@/features/services/detail/history';
import { ServiceDetailPage } from '@/features/services/detail/service-detail-page';
import { renderAt } from '../incidents/fixtures';
import { errorResponse, fetchCall, jsonResponse, networkFailure, routeFetch, testToken } from '../support/http';
import { serviceDetail } from './service-fixture';

// The colleagues' sections (actions, appointment booking, PTW) have their own tests; here they render nothing.
vi.mock('@/features/services/actions/service-actions', () => ({ ServiceActions: () => null }));
vi.mock('@/features/services/appointments/service-appointment-section', () => ({
  ServiceAppointmentSection: () => null,
}));
vi.mock('@/features/services/ptw/service-ptw-section', () => ({ ServicePtwSection: () => null }));

const route = '/support/services/:id';
const region = (name: string) => within(screen.getByRole('region', { name }));
const fact = (section: string, label: string) =>
  region(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function open(record = serviceDetail(), key = record.id) {
  const fetchMock = routeFetch({ [`/v2/services/${key}`]: jsonResponse(200, { data: record }) });
  renderAt(<ServiceDetailPage />, `/support/services/${key}`, route);
  expect(await screen.findByRole('heading', { level: 1, name: `Service ${record.service_reference}` })).toBeVisible();
  return fetchMock;
}

describe('ServiceDetailPage', () => {
  it('loads the service with the bearer token and names it by its reference in the heading and breadcrumb', async () => {
    const fetchMock = await open();
    expect(fetchCall(fetchMock).headers.get('Authorization')).toBe(`Bearer ${testToken}`);
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/support/services?page=1&limit=10&sort=created_at&order=desc',
    );
    expect(trail.getByText('SF1000001')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('srv_live')).not.toBeInTheDocument();
  });

  it('shows the service facts, dates in dd/MM/yyyy, and ISP migration 1 as Yes', async () => {
    await open();
    expect(fact('Service', 'Customer reference')).toBe('NF-CUST-F1000001');
    expect(fact('Service', 'Status')).toBe('Live');
    expect(fact('Service', 'ISP migration')).toBe('Yes');
    expect(fact('Service', 'Order type')).toBe('New Provide');
    expect(fact('Service', 'BDUK subsidised')).toBe('Yes');
    expect(fact('Dates', 'Contract start')).toBe('10/05/2026');
    expect(fact('Dates', 'Contract end')).toBe('10/05/2027');
    expect(fact('Dates', 'Appointment date')).toBe('14/05/2026');
  });

  it('shows ISP migration 0 as No, and the switch section only for a switching service', async () => {
    await open(serviceDetail({ isp_migration: 0 }));
    expect(fact('Service', 'ISP migration')).toBe('No');
    expect(screen.queryByRole('region', { name: 'ISP switch' })).not.toBeInTheDocument();
  });

  it('shows a gaining switch with its dates', async () => {
    await open(
      serviceDetail({
        switch_type: 'gaining',
        isp_switch_gaining: true,
        switch_date: '2026-12-10',
        isp_switch_gaining_requested_date: '2026-12-09',
      }),
    );
    expect(fact('ISP switch', 'Switch type')).toBe('Gaining');
    expect(fact('ISP switch', 'Switch date')).toBe('10/12/2026');
    expect(fact('ISP switch', 'Gaining requested date')).toBe('09/12/2026');
  });

  it('shows the site, both contacts, the network and the install options', async () => {
    await open();
    expect(fact('Site', 'Business name')).toBe('Solent Print Works');
    expect(fact('Site', 'Rack')).toBe('R2');
    expect(fact('Site', 'Hazards')).toBe('Forklift traffic in the yard');
    expect(fact('Contacts', 'Site contact')).toBe('Priya Walker');
    expect(fact('Contacts', 'Wayleave contact telephone')).toBe('023 8049 6621');
    expect(fact('Network', 'ENNI')).toBe('ENNI-LDN-04 (London Docklands 4)');
    expect(fact('Network', 'Customer VLAN')).toBe('101');
    expect(fact('Install options', 'CPE install')).toBe('Yes');
    expect(fact('Install options', 'VoIP')).toBe('No');
  });

  it('shows the appointment with its engineer', async () => {
    await open();
    expect(fact('Appointment', 'Engineer')).toBe('Dan Fletcher');
    expect(fact('Appointment', 'Engineer telephone')).toBe('07700 900118');
    expect(fact('Appointment', 'Time')).toBe('09:00–13:00');
    expect(fact('Appointment', 'Outcome')).toBe('Installed and tested');
  });

  it("shows cases with their comments: the provider's under its name as Internal, a user's under theirs", async () => {
    await open();
    const cases = region('Cases');
    expect(cases.getByRole('heading', { name: /CS0041201: Intermittent drops in the evening/ })).toBeVisible();
    expect(cases.getByText(providerName)).toBeVisible();
    expect(cases.getByText('Internal')).toBeVisible();
    expect(cases.getByText('Sam Support')).toBeVisible();
    expect(cases.getByText('Drops continue at 20:00.')).toBeVisible();
  });

  it('shows delays (active or cleared), the order and contact messages', async () => {
    await open();
    const delays = within(screen.getByRole('table', { name: 'Delays' }));
    expect(delays.getByText('W-CIV-012').closest('tr')).toHaveTextContent('Active');
    expect(delays.getByText('W-WAY-004').closest('tr')).toHaveTextContent('Cleared');
    expect(fact('Order', 'Drop architecture type')).toBe('Overhead');
    expect(fact('Order', 'Auxiliary services')).toBe('CPE install');
    const messages = within(screen.getByRole('table', { name: 'Contact messages' }));
    expect(messages.getByText('Your engineer Dan is on the way.').closest('tr')).toHaveTextContent('SMS');
  });

  it('shows history users per spec 2 §3: api_ types as API, no user as the network provider', async () => {
    await open();
    const rows = within(screen.getByRole('table', { name: 'History' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'API',
      providerName,
      'Sam Support',
    ]);
    expect(historyUserLabel({ type: 'api_line_profile', user_name: null })).toBe('API');
  });

  it('links to the open incident, the active outage and the regrade wizard', async () => {
    await open();
    const related = within(screen.getByRole('list', { name: 'Related' }));
    expect(related.getByRole('link', { name: 'Open incident INC0999001' })).toHaveAttribute(
      'href',
      '/support/incidents/INC0999001',
    );
    expect(related.getByRole('link', { name: 'Active outage MSO0000001' })).toHaveAttribute(
      'href',
      '/support/mso_incidents/mso_1',
    );
    expect(related.getByRole('link', { name: 'Regrade this service' })).toHaveAttribute(
      'href',
      '/ordering/products/regrade?token=signed.token',
    );
  });

  it('says so when a part is empty, and offers no links it does not have', async () => {
    await open(
      serviceDetail({
        cases: [],
        delays: [],
        appointment: null,
        order: null,
        contact_messages: [],
        history: [],
        open_incidents: [],
        active_mso_incident: null,
        regrade_link: null,
      }),
    );
    for (const text of ['No cases.', 'No delays.', 'No appointment.', 'No order on record.', 'No contact messages.']) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.queryByRole('list', { name: 'Related' })).not.toBeInTheDocument();
  });

  it('shows the error state when the service cannot be reached, and sends a missing one to the not-found page', async () => {
    routeFetch({ '/v2/services/srv_broken': networkFailure() });
    renderAt(<ServiceDetailPage />, '/support/services/srv_broken', route);
    expect(await screen.findByText(/We could not load this service/)).toBeVisible();
    routeFetch({ '/v2/services/S6000001': errorResponse(404, 'not_found', 'Service not found') });
    const { current } = renderAt(<ServiceDetailPage />, '/support/services/S6000001', route);
    await waitFor(() => expect(current()).toBe('/error-not-found'));
  });
});
