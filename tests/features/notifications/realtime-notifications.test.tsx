import { act, screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@/app/auth/current-user';
import type { Env } from '@/app/env';
import { EnvProvider } from '@/app/env-context';
import { NotificationBell } from '@/app/layout/notification-bell';
import type { Notification } from '@/contracts/notifications';
import { renderAt } from '../contact/fixtures';
import { jsonResponse, routeFetch } from '../support/http';

type Handler = (data: unknown) => void;

/** pusher-js as the portal uses it: connection state changes, private channels and their events, all driven here. */
const pusher = vi.hoisted(() => {
  const made: FakePusher[] = [];
  class FakePusher {
    key: string;
    options: Record<string, unknown>;
    connectionHandlers = new Map<string, Handler>();
    channels = new Map<string, Map<string, Handler>>();
    disconnected = false;
    connection = { bind: (event: string, handler: Handler) => void this.connectionHandlers.set(event, handler) };
    constructor(key: string, options: Record<string, unknown>) {
      this.key = key;
      this.options = options;
      made.push(this);
    }
    subscribe(name: string) {
      const events = new Map<string, Handler>();
      this.channels.set(name, events);
      return { bind: (event: string, handler: Handler) => void events.set(event, handler) };
    }
    disconnect() {
      this.disconnected = true;
    }
    state(current: string) {
      this.connectionHandlers.get('state_change')?.({ previous: '', current });
    }
    emit(channel: string, event: string, data: unknown) {
      this.channels.get(channel)?.get(event)?.(data);
    }
  }
  return { made, FakePusher };
});
vi.mock('pusher-js', () => ({ default: pusher.FakePusher }));

const user: CurrentUser = {
  id: 'usr_1',
  name: 'Ada Admin',
  email: 'Admin@northfibre.example',
  orgId: 'org_1',
  orgName: 'Northfibre Networks Ltd',
  customerId: 1001,
  roles: ['Admin'],
  permissions: ['manage:users'],
  termsAccepted: true,
};
const env = { realtime: { key: 'sandbox-key', host: 'portal.test:8443' } } as unknown as Env;
const news: Notification = {
  id: 99,
  customer_id: 1001,
  user_email: null,
  message: 'Order NF-ORDER-1 is now Committed.',
  link: '/ordering/orders/ord_1',
  from: 'Order Management',
  created_at: '2026-03-01T09:30:00.000Z',
  updated_at: '2026-03-01T09:30:00.000Z',
  hasBeenRead: false,
};
const emptyPage = { current_page: 1, per_page: 15, total: 3, from: 1, to: 3, data: [], unread: 3 };

describe('real-time notifications', () => {
  it("subscribes to the organisation's and the user's private channels, raises the count and toasts at once", async () => {
    routeFetch({ '/v2/notifications': jsonResponse(200, emptyPage) });
    renderAt(
      <EnvProvider env={env}>
        <NotificationBell user={user} personal />
      </EnvProvider>,
      '/',
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await waitFor(() => expect(pusher.made).toHaveLength(1));
    const client = pusher.made[0] as InstanceType<typeof pusher.FakePusher>;
    expect(client.key).toBe('sandbox-key');
    expect(client.options).toMatchObject({ wsHost: 'portal.test', wsPort: 8443 });
    expect([...client.channels.keys()]).toEqual(['private-notifications-1001', 'private-notifications-1001-usr_1']);
    act(() => client.state('connected'));
    act(() => client.emit('private-notifications-1001', 'new_1001', news));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(await screen.findByText('Order NF-ORDER-1 is now Committed.')).toBeInTheDocument();
    // The personal event on the user's own channel is delivered too; a malformed message is dropped.
    act(() => client.emit('private-notifications-1001', 'new_1001', { nonsense: true }));
    act(() =>
      client.emit('private-notifications-1001-usr_1', 'new_1001_Admin@northfibre.example', {
        ...news,
        id: 100,
        user_email: 'admin@northfibre.example',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
  });

  it('shows a lost connection quietly and catches up when it comes back, so nothing sent meanwhile is missed', async () => {
    const requests = routeFetch({ '/v2/notifications': jsonResponse(200, emptyPage) });
    renderAt(
      <EnvProvider env={env}>
        <NotificationBell user={user} personal />
      </EnvProvider>,
      '/',
    );
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await waitFor(() => expect(pusher.made.length).toBeGreaterThan(0));
    const client = pusher.made.at(-1) as InstanceType<typeof pusher.FakePusher>;
    act(() => client.state('connected'));
    const fetched = requests.mock.calls.length;
    act(() => client.state('connecting'));
    expect(await screen.findByText('Live updates paused')).toBeInTheDocument();
    act(() => client.state('unavailable'));
    act(() => client.state('connected'));
    await waitFor(() => expect(screen.queryByText('Live updates paused')).not.toBeInTheDocument());
    await waitFor(() => expect(requests.mock.calls.length).toBeGreaterThan(fetched));
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
  });
});
