import { type Browser, expect, type Page, test } from '@playwright/test';
import { storageStatePath } from '../support/personas';
import { sandboxControlHeaders } from '../support/sandbox';

// Spec 1 §2, §7 and issue 21: notifications in real time over the Pusher protocol, on private channels the sandbox
// signs for the caller's own organisation and user only. These journeys move the sandbox clock and stop the channel
// server, so they run after every other journey (project sandbox-clock) and one after the other.
test.describe.configure({ mode: 'serial' });

const firstLoad = { timeout: 30_000 };
/** Issue 21: the count and the toast within 2 s of the move, without a reload. */
const atOnce = { timeout: 2_000 };

interface Notified {
  customer_id: number;
  user_email: string | null;
  message: string;
}

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A signed-in browser: its bell, its toasts and every Pusher frame its page received. */
interface Desk {
  page: Page;
  frames: Frame[];
  /** The bearer token the portal sends, as a caller could take it from their own browser. */
  authorization: () => string;
  unread(): Promise<number>;
  close(): Promise<void>;
}

async function openDesk(browser: Browser, persona: 'admin' | 'ordering' | 'harbourAdmin'): Promise<Desk> {
  const context = await browser.newContext({ storageState: storageStatePath(persona) });
  const page = await context.newPage();
  const frames: Frame[] = [];
  let authorization = '';
  page.on('request', (request) => {
    authorization ||= request.headers().authorization ?? '';
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') frames.push(JSON.parse(payload) as Frame);
    }),
  );
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible(firstLoad);
  // Live: both private channels (the organisation's and the user's own) signed and subscribed.
  await expect
    .poll(() => frames.filter((f) => f.event === 'pusher_internal:subscription_succeeded').length, firstLoad)
    .toBe(2);
  return {
    page,
    frames,
    authorization: () => authorization,
    unread: async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0),
    close: () => context.close(),
  };
}

const organisationChannelOf = (desk: Desk) =>
  desk.frames.find(
    (f) => f.event === 'pusher_internal:subscription_succeeded' && /^private-notifications-\d+$/.test(f.channel ?? ''),
  )?.channel ?? '';

/**
 * Moves the sandbox clock an hour at a time until something of the organisation's is notified (an order or incident
 * changing status), and answers what was.
 */
async function moveUntilNotified(page: Page, customerId: number): Promise<Notified[]> {
  for (let hour = 0; hour < 72; hour += 1) {
    const moved = await page.request.post('/sandbox/control/clock', {
      headers: sandboxControlHeaders,
      data: { advance: '1h' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const { notified } = (await moved.json()) as { notified: Notified[] };
    const theirs = notified.filter((n) => n.customer_id === customerId && n.user_email === null);
    if (theirs.length > 0) return theirs;
  }
  throw new Error(`Nothing of customer ${customerId} moved in three days of the sandbox clock`);
}

const toastOf = (page: Page, message: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: message }).first();

test('two Northfibre users hear an order move at once; Harbour hears nothing of it and cannot subscribe to it', async ({
  browser,
}) => {
  const [adam, olivia, harbour] = await Promise.all([
    openDesk(browser, 'admin'),
    openDesk(browser, 'ordering'),
    openDesk(browser, 'harbourAdmin'),
  ]);
  try {
    const northChannel = organisationChannelOf(adam);
    expect(organisationChannelOf(olivia)).toBe(northChannel);
    const north = Number(northChannel.replace('private-notifications-', ''));
    expect(organisationChannelOf(harbour)).not.toBe(northChannel);
    const before = { adam: await adam.unread(), olivia: await olivia.unread() };

    const notified = await moveUntilNotified(adam.page, north);
    const newest = notified.at(-1) as Notified;
    for (const [desk, count] of [
      [adam, before.adam],
      [olivia, before.olivia],
    ] as const) {
      await expect(toastOf(desk.page, newest.message)).toBeVisible(atOnce);
      await expect.poll(desk.unread, atOnce).toBeGreaterThanOrEqual(count + notified.length);
    }
    // The toast closes with its ×, and the notification is in the panel.
    await toastOf(olivia.page, newest.message).getByRole('button', { name: /close/i }).click();
    await expect(toastOf(olivia.page, newest.message)).toBeHidden();
    await olivia.page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = olivia.page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('list', { name: 'All notifications' })).toContainText(newest.message);

    // Harbour: no frame of Northfibre's channel reached its socket, and no toast of Northfibre's.
    expect(harbour.frames.filter((f) => f.channel === northChannel)).toEqual([]);
    for (const n of notified) await expect(toastOf(harbour.page, n.message)).toHaveCount(0);

    // Harbour subscribing to Northfibre's channel by hand: the sandbox will not sign it, and the channel server refuses
    // Harbour's own signature presented for it.
    expect(harbour.authorization()).toMatch(/^Bearer /);
    const refused = await harbour.page.evaluate(
      async ({ channel, own, authorization }) => {
        const socket = new WebSocket(`wss://${location.host}/app/portal-sandbox?protocol=7&client=js&version=8.4.0`);
        const next = (event: string) =>
          new Promise<{ data: unknown }>((resolve) =>
            socket.addEventListener('message', function listen(message) {
              const frame = JSON.parse(String(message.data)) as { event: string; data: unknown };
              if (frame.event !== event) return;
              socket.removeEventListener('message', listen);
              resolve(frame);
            }),
          );
        const established = await next('pusher:connection_established');
        const socketId = (JSON.parse(String(established.data)) as { socket_id: string }).socket_id;
        const sign = (name: string) =>
          fetch('/api/realtime/channel-auth', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
            body: new URLSearchParams({ socket_id: socketId, channel_name: name }),
          });
        const theirs = await sign(channel);
        const { auth } = (await (await sign(own)).json()) as { auth: string };
        const answer = next('pusher:subscription_error');
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
        const error = (await answer).data as { status: number };
        socket.close();
        return { signing: theirs.status, subscription: error.status };
      },
      { channel: northChannel, own: organisationChannelOf(harbour), authorization: harbour.authorization() },
    );
    expect(refused).toEqual({ signing: 403, subscription: 401 });
  } finally {
    await Promise.all([adam.close(), olivia.close(), harbour.close()]);
  }
});

test('the channel server stops and starts again: the portal says so, comes back by itself, and misses nothing', async ({
  browser,
}) => {
  const olivia = await openDesk(browser, 'ordering');
  const control = (running: boolean) =>
    olivia.page.request.post('/sandbox/control/realtime', { headers: sandboxControlHeaders, data: { running } });
  try {
    const north = Number(organisationChannelOf(olivia).replace('private-notifications-', ''));
    const before = await olivia.unread();
    const paused = olivia.page.getByText('Live updates paused');
    await expect(paused).toBeHidden();

    expect((await control(false)).status()).toBe(200);
    await expect(paused).toBeVisible();
    // Sent while the channel server is down: stored, not heard.
    const notified = await moveUntilNotified(olivia.page, north);
    const newest = notified.at(-1) as Notified;

    expect((await control(true)).status()).toBe(200);
    // Back by itself (pusher-js's own retry, or the connection machine's after 5 s), then the catch-up fetch.
    await expect(paused).toBeHidden({ timeout: 30_000 });
    await expect.poll(olivia.unread).toBeGreaterThanOrEqual(before + notified.length);
    await olivia.page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = olivia.page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('list', { name: 'All notifications' })).toContainText(newest.message);
  } finally {
    await control(true);
    await olivia.close();
  }
});
