import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents, notificationReads, notifications, orders, users } from '../../../server/db/schema';
import { advanceSandboxClock, sandboxNow } from '../../../server/domain/incidents/clock';
import { storeNotification } from '../../../server/domain/notifications/create';
import type { StoredNotification } from '../../../server/domain/notifications/publisher';
import { progressEverythingDue } from '../../../server/domain/progress-ticker';
import { orgByKey } from '../../../server/seed/organisations';
import { type PersonaEmail, personaByEmail } from '../../../server/seed/personas';
import { roleIdOf } from '../../../server/seed/seed';
import { type NotificationsPage, notificationsPage } from '../../../src/contracts/notifications';
import { drivers } from '../helpers/test-env';
import {
  createIncidentSandbox,
  type IncidentSandbox,
  multipart,
  validIncidentFields,
} from '../incidents/incident-sandbox';

const admin = 'admin@northfibre.example';
const support = 'support@northfibre.example';
const harbour = 'admin@harbour.example';
const northfibre = orgByKey('northfibre').id;
const day = 86_400_000;

describe.each(drivers)('notifications service (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  const published: StoredNotification[] = [];
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver, {
      notificationPublisher: async (n) => {
        published.push(n);
      },
    });
  }, 300_000);
  afterAll(() => sandbox?.close());

  const call = async (method: 'GET' | 'POST', url: string, as: PersonaEmail, payload?: unknown) =>
    sandbox.app.inject({
      method,
      url: `/api/notifications${url}`,
      headers: await sandbox.authAs(as),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const page = async (as: PersonaEmail, n = 1, list = '/v2/notifications'): Promise<NotificationsPage> => {
    const res = await call('GET', `${list}?page=${n}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return notificationsPage.parse(res.json());
  };
  const everything = async (as: PersonaEmail, list = '/v2/notifications') => {
    const first = await page(as, 1, list);
    const pages = Math.ceil(first.total / first.per_page);
    const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => page(as, i + 2, list)));
    return [first, ...rest].flatMap((p) => p.data);
  };
  const orgIdOf = (email: PersonaEmail) => orgByKey(personaByEmail(email).org).id;

  it('answers pages of 15, newest first, in the paginated shape (data, current_page, from, to, total, per_page)', async () => {
    const first = await page(admin);
    expect(first.per_page).toBe(15);
    expect(first.total).toBeGreaterThan(15);
    expect(first.data).toHaveLength(15);
    expect(first).toMatchObject({ current_page: 1, from: 1, to: 15 });
    const second = await page(admin, 2);
    expect(second).toMatchObject({ current_page: 2, from: 16, to: first.total });
    const times = [...first.data, ...second.data].map((n) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.data, ...second.data].map((n) => n.id)).size).toBe(first.total);
    expect(first.unread).toBe(first.total);
    const beyond = await page(admin, 99);
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total: first.total });
  });

  it("shows a user their organisation's notifications and their own, never a colleague's personal ones", async () => {
    const mine = await everything(admin, '/v1/personal-notifications');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((n) => n.user_email === admin)).toBe(true);
    const colleague = await everything(support);
    expect(colleague.some((n) => n.user_email === admin)).toBe(false);
    expect(colleague.every((n) => n.customer_id === orgByKey('northfibre').customerId)).toBe(true);
    expect((await everything(support, '/v1/personal-notifications')).length).toBe(0);
    const other = await everything(harbour);
    const ours = new Set(colleague.map((n) => n.id));
    expect(other.some((n) => ours.has(n.id))).toBe(false);
  });

  it('refuses the developer-only user (no bell, spec 1 §2) and bad input with field errors', async () => {
    expect((await call('GET', '/v2/notifications', 'developer@northfibre.example')).statusCode).toBe(403);
    const badPage = await call('GET', '/v2/notifications?page=0', admin);
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().error.fields.page).toBeDefined();
    for (const body of [{}, { notification_ids: 'x' }, { notification_ids: [] }, { notification_ids: [1.5] }]) {
      const res = await call('POST', '/v2/notifications/read', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toBeDefined();
    }
  });

  it('marks read for the caller only: a colleague still has the same notification unread', async () => {
    const colleagueUnreadBefore = (await page(support)).unread;
    const before = await page(admin);
    // Two of the organisation's (not the admin's personal one, which a colleague never sees).
    const [a, b] = before.data.filter((n) => n.user_email === null);
    const res = await call('POST', '/v2/notifications/read', admin, { notification_ids: [a?.id, b?.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notification_ids).toEqual([a?.id, b?.id].sort((x = 0, y = 0) => x - y));
    const after = await page(admin);
    expect(after.unread).toBe(before.unread - 2);
    expect(after.data.filter((n) => n.hasBeenRead).map((n) => n.id)).toEqual([a?.id, b?.id]);
    expect(colleagueUnreadBefore).toBe((await page(support)).unread);
    const colleague = await page(support);
    expect(colleague.data.find((n) => n.id === a?.id)?.hasBeenRead).toBe(false);
    // Reading again changes nothing.
    const again = await call('POST', '/v2/notifications/read', admin, { notification_ids: [a?.id] });
    expect(again.json().data.notification_ids).toEqual([]);
  });

  it("ignores another organisation's ids and a colleague's personal ones, and never touches them", async () => {
    const theirs = (await page(harbour)).data.map((n) => n.id);
    const adminsOwn = (await everything(admin, '/v1/personal-notifications')).map((n) => n.id);
    const res = await call('POST', '/v2/notifications/read', support, { notification_ids: [...theirs, ...adminsOwn] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notification_ids).toEqual([]);
    const [touched] = await sandbox.db
      .select({ n: count() })
      .from(notificationReads)
      .where(
        and(
          inArray(notificationReads.notificationId, [...theirs, ...adminsOwn]),
          eq(notificationReads.userId, personaByEmail(support).id),
        ),
      );
    expect(touched?.n).toBe(0);
    expect((await page(harbour)).unread).toBe((await page(harbour)).total);
  });

  it('mark all read sets every one read for the caller; colleagues keep their unread count', async () => {
    const adminBefore = (await page(admin)).unread;
    const res = await call('POST', '/v2/notifications/all-read', support);
    expect(res.statusCode, res.body).toBe(200);
    const after = await page(support);
    expect(after.unread).toBe(0);
    expect((await everything(support)).every((n) => n.hasBeenRead)).toBe(true);
    expect((await page(admin)).unread).toBe(adminBefore);
  });

  describe('created by what happens in the sandbox, stored then published', () => {
    const publishedSince = (mark: number) => published.slice(mark);

    it('an order changing status on the sandbox clock, moved on by the ticker', async () => {
      const now = await sandboxNow(sandbox.db);
      const [order] = await sandbox.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.orgId, northfibre), eq(orders.orderType, 'fttp')))
        .limit(1);
      if (!order) throw new Error('no seeded order');
      // Placed five hours ago: its first step (within four hours) is due.
      await sandbox.db
        .update(orders)
        .set({
          status: 'Placed',
          createdAt: new Date(now.getTime() - 5 * 3_600_000),
          nextProgressAt: new Date(now.getTime() - 1000),
        })
        .where(eq(orders.id, order.id));
      const mark = published.length;
      // The sandbox's ticker moves it on with nobody reading (server/main.ts runs it every second).
      await progressEverythingDue(sandbox.db);
      expect(publishedSince(mark).filter((n) => n.link === `/ordering/orders/${order.id}`)).toHaveLength(1);
      const list = await page(support);
      const [row] = await sandbox.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      const told = publishedSince(mark).filter((n) => n.link === `/ordering/orders/${order.id}`);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ from: 'Order Management', user_email: null, hasBeenRead: false });
      expect(told[0]?.message).toContain(`is now ${row?.status}`);
      expect(
        list.data.some((n) => n.id === told[0]?.id) || (await everything(support)).some((n) => n.id === told[0]?.id),
      ).toBe(true);
      // A second read finds nothing due: no second notification.
      await page(admin);
      expect(publishedSince(mark).filter((n) => n.link === `/ordering/orders/${order.id}`)).toHaveLength(1);
    });

    it('an incident changing status, with the provider’s comment', async () => {
      const now = await sandboxNow(sandbox.db);
      const [incident] = await sandbox.db
        .select({ id: incidents.id })
        .from(incidents)
        .where(eq(incidents.orgId, northfibre))
        .limit(1);
      if (!incident) throw new Error('no seeded incident');
      await sandbox.db
        .update(incidents)
        .set({
          status: 'New',
          createdAt: new Date(now.getTime() - 2 * 3_600_000),
          nextProgressAt: new Date(now.getTime() - 1000),
        })
        .where(eq(incidents.id, incident.id));
      const mark = published.length;
      await page(support);
      const told = publishedSince(mark).filter((n) => n.link === `/support/incidents/${incident.id}`);
      expect(told).toHaveLength(1);
      expect(told[0]?.message).toMatch(/is now In Progress\. Service Desk: An engineer has been assigned/);
      expect(told[0]?.from).toBe('Service Desk');
    });

    it('an engineer appointment booked', async () => {
      const slots = await sandbox.get('/v2/incident/appointment/retrieveSlots/S1000008/York');
      const [slot] = slots.json().data;
      const reserved = await sandbox.post('/v2/incident/appointment/reserveSlot', {
        service: 'S1000008',
        appointment_date: slot.appointment_date,
        start_time: slot.start_time,
      });
      const { reservation_id } = reserved.json().data;
      const mark = published.length;
      const { payload, headers } = multipart(validIncidentFields('S1000008', { reservation_id }));
      const raised = await sandbox.app.inject({
        method: 'POST',
        url: '/api/incidents/v2/incidents',
        payload,
        headers: { ...headers, ...(await sandbox.authAs(support)) },
      });
      expect(raised.statusCode, raised.body).toBe(201);
      const told = publishedSince(mark);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ from: 'Field Engineering', link: `/support/incidents/${raised.json().data.id}` });
      expect(told[0]?.message).toMatch(/^An engineer appointment is booked for incident .+ on \d{2}\/\d{2}\/\d{4}, /);
      expect((await page(admin)).data.some((n) => n.id === told[0]?.id)).toBe(true);
    });

    it("an invitation accepted: the inviter's own notification", async () => {
      const invited = await sandbox.app.inject({
        method: 'POST',
        url: '/api/users/organizations/invite',
        headers: await sandbox.authAs(admin),
        payload: { email: 'joiner@northfibre.example', roles: [roleIdOf('Support')] },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const token = new URL(invited.json().data.invitation_url, 'https://portal.test').searchParams.get('invitation');
      const mark = published.length;
      const accepted = await sandbox.app.inject({
        method: 'POST',
        url: '/api/users/authorize',
        payload: {
          invitation: token,
          name: 'Jo Joiner',
          password: 'Fibre-Light-42!',
          confirm_password: 'Fibre-Light-42!',
          terms_accepted: true,
        },
      });
      expect(accepted.statusCode, accepted.body).toBeLessThan(300);
      const told = publishedSince(mark);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ user_email: admin, from: 'User Management' });
      expect(told[0]?.message).toContain('Jo Joiner (joiner@northfibre.example) accepted your invitation');
      expect((await everything(admin, '/v1/personal-notifications')).some((n) => n.id === told[0]?.id)).toBe(true);
      expect((await everything(support)).some((n) => n.id === told[0]?.id)).toBe(false);
    });
  });

  it('removes read notifications after 30 days by the sandbox clock; unread ones stay', async () => {
    const now = await sandboxNow(sandbox.db);
    const orgId = orgIdOf(admin);
    const make = async (key: string, userEmail: string | null = null) => {
      const n = await storeNotification(sandbox.db, {
        orgId,
        userEmail,
        message: `Thirty-day check ${key}`,
        link: '/ordering/orders/none',
        from: 'Test',
        eventKey: `test:${key}`,
        at: now,
      });
      if (!n) throw new Error('not stored');
      return n.id;
    };
    const readByEveryone = await make('everyone');
    const readByAdmin = await make('admin');
    const personalRead = await make('personal', admin);
    const unread = await make('unread');
    await call('POST', '/v2/notifications/read', admin, { notification_ids: [readByAdmin, personalRead] });
    // Every user of the organisation has read this one.
    const members = await sandbox.db.select({ id: users.id }).from(users).where(eq(users.orgId, orgId));
    await sandbox.db
      .insert(notificationReads)
      .values(members.map((m) => ({ userId: m.id, notificationId: readByEveryone, readAt: now })));
    const ids = async (as: PersonaEmail) => new Set((await everything(as)).map((n) => n.id));
    const stored = async () =>
      (
        await sandbox.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(inArray(notifications.id, [readByEveryone, readByAdmin, personalRead, unread]))
      )
        .map((s) => s.id)
        .sort((a, b) => a - b);

    await advanceSandboxClock(sandbox.db, 29 * day);
    expect((await ids(admin)).has(readByAdmin)).toBe(true);
    expect(await stored()).toHaveLength(4);

    await advanceSandboxClock(sandbox.db, 2 * day);
    const adminSees = await ids(admin);
    expect(adminSees.has(readByAdmin)).toBe(false);
    expect(adminSees.has(readByEveryone)).toBe(false);
    expect(adminSees.has(unread)).toBe(true);
    // A colleague who has not read it still has it: the row stays until nobody it is for has it unread.
    expect((await ids(support)).has(readByAdmin)).toBe(true);
    expect(await stored()).toEqual([readByAdmin, unread].sort((a, b) => a - b));
  });
});
