import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeSummary } from '@/contracts/dashboard';
import type { QuickStats } from '@/contracts/incidents';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { renderAt } from '../incidents/fixtures';
import { msoRow } from '../mso-incidents/fixtures';
import { errorResponse, jsonResponse, routeFetch, urlsOf } from '../support/http';
import { pageOf } from '../support/list-page-data';

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
  recent_users: [],
};

const incidentStats: QuickStats = {
  total_records: 60,
  status_summary: [
    { status: 'Acknowledged', total: 2 },
    { status: 'Cancelled', total: 4 },
    { status: 'Closed', total: 30 },
    { status: 'In Progress', total: 7 },
    { status: 'New', total: 5 },
    { status: 'On Hold', total: 1 },
    { status: 'Resolved', total: 11 },
  ],
};

const active = [
  msoRow(),
  msoRow({
    id: 'mso_0002',
    service_now_incident_number: 'MSO0000002',
    status: 'New',
    short_description: 'Power failure at exchange - Manchester',
    raised_date: '2025-03-14T08:00:00Z',
  }),
];

const homePath = '/api/orders/home';
const statsPath = '/v2/incidents/quick-stats';
const msoPath = '/v2/mso-incidents';
const supportAnswers = {
  [homePath]: jsonResponse(200, { data: home }),
  [statsPath]: jsonResponse(200, { data: incidentStats }),
  [msoPath]: jsonResponse(200, pageOf(active, 6)),
};

const card = (name: string) => within(screen.getByRole('region', { name }));

describe("DashboardPage's open incidents and active outages", () => {
  it('counts open incidents per status, each linking to the incident list filtered by it', async () => {
    routeFetch(supportAnswers);
    renderAt(<DashboardPage showIncidents showOutages />, '/');

    const list = await screen.findByRole('list', { name: 'Open incidents by status' });
    const incidents = card('Open incidents');
    // New 5 + In Progress 7 + On Hold 1 + Acknowledged 2; finished statuses (Closed, Resolved, Cancelled) are not open.
    expect(incidents.getByText('15')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New5', 'In Progress7', 'Submitted0', 'On Hold1', 'Pending0', 'Acknowledged2']);
    expect(within(list).getByRole('link', { name: 'In Progress' })).toHaveAttribute(
      'href',
      '/support/incidents?page=1&limit=10&sort=updated_at&order=desc&status=In+Progress',
    );
    expect(within(list).getByRole('link', { name: 'On Hold' })).toHaveAttribute(
      'href',
      '/support/incidents?page=1&limit=10&sort=updated_at&order=desc&status=On+Hold',
    );
    // The incident list cannot filter by Acknowledged, so it is counted but not linked.
    expect(within(list).queryByRole('link', { name: 'Acknowledged' })).not.toBeInTheDocument();
  });

  it('lists the active outages (New or In Progress), newest first, each linking to its MSO incident', async () => {
    const fetchMock = routeFetch(supportAnswers);
    renderAt(<DashboardPage showIncidents showOutages />, '/');

    const list = await screen.findByRole('list', { name: 'Active outages' });
    expect(card('Active outages').getByText('6')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'MSO0000001Fibre cut at street cabinet - LeedsSince 14/03/2025, 09:30',
      'MSO0000002Power failure at exchange - ManchesterSince 14/03/2025, 08:00',
    ]);
    expect(within(list).getByRole('link', { name: 'MSO0000002' })).toHaveAttribute(
      'href',
      '/support/mso_incidents/MSO0000002',
    );
    expect(card('Active outages').getByRole('link', { name: 'All MSO incidents' })).toHaveAttribute(
      'href',
      '/support/mso_incidents?page=1&limit=10&sort=updated_at&order=desc',
    );
    const msoCall = urlsOf(fetchMock).find((url) => url.pathname.endsWith(msoPath));
    expect(msoCall?.searchParams.get('filters')).toBe(
      JSON.stringify({ field: 'status', operator: 'in', value: ['New', 'In Progress'] }),
    );
    expect(msoCall?.searchParams.get('sort')).toBe('-raised_date');
    expect(msoCall?.searchParams.get('limit')).toBe('5');
  });

  it('says so when no outage is active', async () => {
    routeFetch({ ...supportAnswers, [msoPath]: jsonResponse(200, pageOf([])) });
    renderAt(<DashboardPage showIncidents showOutages />, '/');
    expect(await screen.findByText('There are no active outages.')).toBeInTheDocument();
    expect(card('Active outages').getByText('0')).toBeInTheDocument();
  });

  it('shows neither card, and asks for neither, to a user who may not see incidents or MSO incidents', async () => {
    const fetchMock = routeFetch(supportAnswers);
    renderAt(<DashboardPage />, '/');

    expect(await screen.findByText('Northfibre Networks Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open incidents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active outages' })).not.toBeInTheDocument();
    expect(urlsOf(fetchMock).map((url) => url.pathname)).toEqual([homePath]);
  });

  it('shows open incidents without active outages when only incidents may be seen (MSO flag off)', async () => {
    const fetchMock = routeFetch(supportAnswers);
    renderAt(<DashboardPage showIncidents />, '/');

    expect(await screen.findByRole('list', { name: 'Open incidents by status' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active outages' })).not.toBeInTheDocument();
    expect(urlsOf(fetchMock).some((url) => url.pathname.endsWith(msoPath))).toBe(false);
  });

  it('shows an inline error with Retry in a card whose call fails, and the rest of the dashboard', async () => {
    let failing = true;
    routeFetch({
      ...supportAnswers,
      [statsPath]: () =>
        failing ? errorResponse(500, 'internal', 'Internal Server Error') : jsonResponse(200, { data: incidentStats }),
    });
    renderAt(<DashboardPage showIncidents showOutages />, '/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your open incidents');
    expect(screen.getByText('Northfibre Networks Ltd')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Active outages' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('list', { name: 'Open incidents by status' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
