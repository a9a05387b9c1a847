import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@/app/auth/current-user';
import type { Env } from '@/app/env';
import { EnvProvider } from '@/app/env-context';
import { NotificationBell } from '@/app/layout/notification-bell';
import type { Notification, NotificationsPage } from '@/contracts/notifications';
import { renderAt } from '../contact/fixtures';
import { jsonResponse, routeFetch } from '../support/http';

const user: CurrentUser = {
  id: 'usr_1',
  name: 'Ada Admin',
  email: 'admin@northfibre.example',
  orgId: 'org_1',
  orgName: 'Northfibre Networks Ltd',
  customerId: 1001,
  roles: ['Admin'],
  permissions: ['manage:users'],
  termsAccepted: true,
};
const env = { realtime: { key: undefined, host: undefined } } as unknown as Env;

const links = ['/ordering/orders/ord_', '/support/incidents/inc_', '/support/services/S', '/user-management/users?u='];
const item = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  customer_id: 1001,
  user_email: null,
  message: `Notification number ${id}`,
  link: `${links[id % links.length]}${id}`,
  from: 'Order Management',
  created_at: '2026-03-01T09:30:00.000Z',
  updated_at: '2026-03-01T09:30:00.000Z',
  hasBeenRead: id % 2 === 0,
  ...over,
});
/** 20 notifications: a page of 15, then 5. */
const all = Array.from({ length: 20 }, (_, i) => item(20 - i));
const pageOf = (items: Notification[], page: number, unread: number): NotificationsPage => {
  const data = items.slice((page - 1) * 15, page * 15);
  return {
    current_page: page,
    per_page: 15,
    total: items.length,
    from: data.length ? (page - 1) * 15 + 1 : null,
    to: data.length ? (page - 1) * 15 + data.length : null,
    data,
    unread,
  };
};

function renderBell(opts: { unread?: number; personal?: boolean; mine?: Notification[] } = {}) {
  const unread = opts.unread ?? 10;
  const requests = routeFetch({
    '/v2/notifications': (request) =>
      jsonResponse(200, pageOf(all, Number(new URL(request.url).searchParams.get('page') ?? 1), unread)),
    '/v1/personal-notifications': jsonResponse(200, pageOf(opts.mine ?? [], 1, 0)),
    'POST /v2/notifications/read': jsonResponse(200, { data: { notification_ids: [17] } }),
    'POST /v2/notifications/all-read': jsonResponse(200, { data: { read: unread } }),
  });
  const rendered = renderAt(
    <EnvProvider env={env}>
      <NotificationBell user={user} personal={opts.personal ?? true} />
    </EnvProvider>,
    '/',
  );
  return { requests, ...rendered };
}

const posted = (requests: ReturnType<typeof renderBell>['requests'], path: string) =>
  requests.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith(path));

describe('the notification bell and panel', () => {
  it("shows the unread count, capped at '99+'", async () => {
    renderBell({ unread: 120 });
    expect(await screen.findByRole('button', { name: 'Notifications, 120 unread' })).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it("opens on the bell with tabs All and My Notifications, 15 at a time, then says 'You're all caught up'", async () => {
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'My Notifications']);
    const list = await within(panel).findByRole('list', { name: 'All notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    // The type comes from the link: orders, services or incidents, otherwise Incident (spec 1 §3).
    const first = within(list).getAllByRole('button')[0];
    const types = within(list)
      .getAllByRole('button')
      .slice(0, 4)
      .map((b) => /^(Order|Service|Incident)/.exec(b.textContent ?? '')?.[1]);
    // 20: an order, 19: a users link (otherwise Incident), 18: a service, 17: an incident.
    expect(types).toEqual(['Order', 'Incident', 'Service', 'Incident']);
    expect(first).toHaveTextContent('01/03/2026, 09:30');
    expect(within(panel).queryByText("You're all caught up")).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(within(panel).getByText("You're all caught up")).toBeInTheDocument();
    expect(within(panel).getByText("That's all your notifications from the last 30 days.")).toBeInTheDocument();
  });

  it('says so when a tab is empty, with the tab’s hint', async () => {
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await userEvent.click(await screen.findByRole('tab', { name: 'My Notifications' }));
    expect(await screen.findByText('No Notifications')).toBeInTheDocument();
    expect(screen.getByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.getByText('Notifications addressed to you alone will show here.')).toBeInTheDocument();
  });

  it("offers no 'My Notifications' tab without the personal-notifications flag", async () => {
    renderBell({ personal: false });
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All']);
  });

  it('marks an unread notification read when opened and goes to its incident, closing the panel', async () => {
    const { requests, current } = renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Notification number 17/ }));
    await waitFor(() => expect(current()).toBe('/support/incidents/inc_17'));
    expect(await posted(requests, '/v2/notifications/read')[0]?.json()).toEqual({ notification_ids: [17] });
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('opens a read notification without marking it again', async () => {
    const { requests, current } = renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Notification number 20/ }));
    await waitFor(() => expect(current()).toBe('/ordering/orders/ord_20'));
    expect(posted(requests, '/v2/notifications/read')).toHaveLength(0);
  });

  it("marks all read, and offers 'Mark all read' only with something unread; Escape closes the panel", async () => {
    const { requests } = renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const markAll = await screen.findByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);
    await waitFor(() => expect(posted(requests, '/v2/notifications/all-read')).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveFocus();
  });

  it("keeps 'Mark all read' off when nothing is unread", async () => {
    renderBell({ unread: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
