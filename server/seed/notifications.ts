import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { notificationLinks } from '../../src/contracts/notifications';
import type { Db } from '../db/client';
import { incidents, notifications, orders } from '../db/schema';
import { sandboxNow } from '../domain/incidents/clock';
import { storeNotification } from '../domain/notifications/create';
import { seedOrganisations } from './organisations';
import { personas } from './personas';

/** How many order notifications each organisation with notifications starts with: more than a page of 15. */
const ordersPerOrganisation = 20;

/**
 * The demo's notifications, once, into a store that has none: for each organisation with the notifications flag its
 * latest order moves and incidents, and for its Admin one personal notification (a colleague joined). Later ones come
 * from the sandbox itself (orders and incidents moving on the clock, appointments, accepted invitations).
 */
export async function seedNotificationsIfMissing(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(notifications);
  if ((existing?.n ?? 0) > 0) return;
  const now = await sandboxNow(db);
  const orgs = seedOrganisations.filter((o) => o.flags.enableNotifications && !o.flags.enableSkyServiceView);
  for (const org of orgs) {
    const latestOrders = await db
      .select({ id: orders.id, buyerReference: orders.buyerReference, status: orders.status, at: orders.updatedAt })
      .from(orders)
      .where(eq(orders.orgId, org.id))
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(ordersPerOrganisation);
    // Oldest first, so identity ids follow time as they do for notifications made later.
    for (const o of latestOrders.reverse()) {
      await storeNotification(db, {
        orgId: org.id,
        message: `Order ${o.buyerReference} is now ${o.status}.`,
        link: notificationLinks.order(o.id),
        from: 'Order Management',
        eventKey: `seed:order:${o.id}`,
        at: o.at < now ? o.at : now,
      });
    }
    const latestIncidents = await db
      .select({ id: incidents.id, number: incidents.number, status: incidents.status, at: incidents.updatedAt })
      .from(incidents)
      .where(and(eq(incidents.orgId, org.id), inArray(incidents.status, ['In Progress', 'Resolved'])))
      .orderBy(desc(incidents.updatedAt), desc(incidents.id))
      .limit(3);
    for (const i of latestIncidents.reverse()) {
      await storeNotification(db, {
        orgId: org.id,
        message: `Incident ${i.number ?? i.id} is now ${i.status}.`,
        link: notificationLinks.incident(i.id),
        from: 'Service Desk',
        eventKey: `seed:incident:${i.id}`,
        at: i.at < now ? i.at : now,
      });
    }
    const admin = personas.find((p) => p.org === org.key && p.roles.includes('Admin'));
    if (admin) {
      await storeNotification(db, {
        orgId: org.id,
        userEmail: admin.email,
        message: 'A colleague accepted your invitation and joined the portal.',
        link: '/user-management/users',
        from: 'User Management',
        eventKey: `seed:welcome:${admin.email}`,
        at: now,
      });
    }
  }
}
