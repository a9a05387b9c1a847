import { createHash } from 'node:crypto';
import { and, eq, isNotNull, lte, type Placeholder, sql } from 'drizzle-orm';
import { notificationLinks } from '../../../src/contracts/notifications';
import type { OrderStatus, OrderType } from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import { orderEvents, orders, organisations } from '../../db/schema';
import { clockOffsetColumn, sandboxNow, sandboxTimeOf } from '../incidents/clock';
import { storeNotification } from '../notifications/create';
import { publishNotifications, type StoredNotification } from '../notifications/publisher';
import { createServiceOfCompletedOrder } from '../services/from-order';

const hour = 3_600_000;
const day = 24 * hour;

/** One status change of an order's life, measured from its creation on the sandbox clock. */
export interface OrderStep {
  after: number;
  status: OrderStatus;
  note: string | null;
}

export interface OrderSchedule {
  steps: OrderStep[];
  /** Set with the Rejected step. */
  rejectionReason: string | null;
}

const rejectionReasons = [
  'The address could not be matched to a premises on the network',
  'The line profile is not available with the chosen product',
  'Site access details were incomplete',
  'A live service already exists at this property',
] as const;

const notes: Record<OrderStatus, string> = {
  Placed: 'Order received.',
  Acknowledged: 'The order has been validated and accepted by the provider.',
  Committed: 'The provider has committed to a delivery date.',
  Completed: 'Installation is complete and the service is live.',
  Pending: 'Waiting for access to the premises; the provider will contact the customer.',
  'In Delay': 'Delivery is delayed: civil works are needed on the route to the property.',
  Cancelled: "The order was cancelled at the buyer's request.",
  Rejected: 'The order was rejected.',
};

/** A number from 0 to 2^32-1 fixed by the order id: the same order always takes the same path. */
function orderHash(id: string, salt = ''): number {
  return createHash('sha256').update(`${salt}${id}`).digest().readUInt32BE(0);
}

/**
 * An order's whole life, derived from its id alone: most go Placed → Acknowledged → Committed → Completed over days;
 * one in ten waits Pending for weeks, one in ten is In Delay, 6% are cancelled and 4% rejected with a reason. Ethernet
 * takes three times as long as FTTP, as circuits do.
 */
export function orderSchedule(id: string, orderType: OrderType | string): OrderSchedule {
  const h = orderHash(id);
  const bucket = h % 100;
  const spread = (h >>> 8) % 1000; // 0..999, for durations
  const slow = orderType === 'ethernet' ? 3 : 1;
  const step = (after: number, status: OrderStatus): OrderStep => ({ after, status, note: notes[status] });
  const acknowledged = step((1 + (spread % 4)) * hour, 'Acknowledged');
  const committed = step((1 + (spread % 3)) * day * slow, 'Committed');
  if (bucket < 4) {
    const reason = rejectionReasons[spread % rejectionReasons.length] ?? rejectionReasons[0];
    return { steps: [{ after: (1 + (spread % 3)) * hour, status: 'Rejected', note: reason }], rejectionReason: reason };
  }
  if (bucket < 10) {
    return { steps: [acknowledged, step((1 + (spread % 3)) * day, 'Cancelled')], rejectionReason: null };
  }
  if (bucket < 20) {
    const waits = (20 + (spread % 30)) * day * slow;
    return {
      steps: [
        acknowledged,
        step(1 * day, 'Pending'),
        step(waits, 'Committed'),
        step(waits + 7 * day * slow, 'Completed'),
      ],
      rejectionReason: null,
    };
  }
  if (bucket < 30) {
    const delayed = (25 + (spread % 35)) * day * slow;
    return {
      steps: [acknowledged, committed, step(committed.after + 2 * day, 'In Delay'), step(delayed, 'Completed')],
      rejectionReason: null,
    };
  }
  return {
    steps: [acknowledged, committed, step((5 + (spread % 10)) * day * slow, 'Completed')],
    rejectionReason: null,
  };
}

/** When a newly placed order first moves on (orders.next_progress_at at placement). */
export function firstOrderProgressAt(id: string, createdAt: Date, orderType: OrderType | string = 'fttp'): Date {
  const [first] = orderSchedule(id, orderType).steps;
  return new Date(createdAt.getTime() + (first?.after ?? 0));
}

/** The seller's reference, given when the provider acknowledges the order. */
const sellerReferenceOf = (id: string) => `ORD${String(10_000_000 + (orderHash(id, 'seller') % 90_000_000))}`;
/** A completed FTTP order's live service. */
export const serviceReferenceOf = (id: string) => `S${String(20_000_000 + (orderHash(id, 'service') % 70_000_000))}`;

/** Event ids follow the step, so writing the same step twice is a no-op. */
const orderEventId = (orderId: string, status: string) => `oev_${orderId}_${status.replace(' ', '_')}`;

/** The timeline's first entry, written when an order is placed. */
export const placedOrderEvent = (order: { id: string; orgId: string; createdAt: Date }) => ({
  id: orderEventId(order.id, 'Placed'),
  orderId: order.id,
  orgId: order.orgId,
  status: 'Placed',
  at: order.createdAt,
  note: notes.Placed,
});

/** What the order looks like once every step due by `now` is applied; `next` is when it moves again (null: final). */
export function orderStateAt(
  order: { id: string; orderType: string; createdAt: Date },
  now: Date,
): { reached: OrderStep[]; status: OrderStatus; updatedAt: Date; next: Date | null; rejectionReason: string | null } {
  const schedule = orderSchedule(order.id, order.orderType);
  const created = order.createdAt.getTime();
  const reached = schedule.steps.filter((s) => created + s.after <= now.getTime());
  const last = reached.at(-1);
  const next = schedule.steps[reached.length];
  return {
    reached,
    status: last?.status ?? 'Placed',
    updatedAt: new Date(created + (last?.after ?? 0)),
    next: next ? new Date(created + next.after) : null,
    rejectionReason: last?.status === 'Rejected' ? schedule.rejectionReason : null,
  };
}

/**
 * Applies every step due on the sandbox clock, lazily, as incidents do (server/domain/incidents/progress.ts): read
 * routes call this before answering. Only orders whose next_progress_at has passed are read (a partial index holds
 * just the moving ones), so a request with nothing due costs one index probe. The status counters follow through the
 * orders table's triggers; a request racing another one updates nothing twice (the update is conditional on the
 * next_progress_at it read) and events are keyed by step.
 */
export async function progressDueOrders(
  db: Db,
  orgId: string,
  now: Date,
  opts: { notify?: boolean } = {},
): Promise<number> {
  let moved = 0;
  const notify = opts.notify ?? true;
  for (;;) {
    const due = await db
      .select({
        id: orders.id,
        orgId: orders.orgId,
        orderType: orders.orderType,
        createdAt: orders.createdAt,
        nextProgressAt: orders.nextProgressAt,
        sellerReference: orders.sellerReference,
        serviceReference: orders.serviceReference,
        buyerReference: orders.buyerReference,
        status: orders.status,
      })
      .from(orders)
      .where(and(eq(orders.orgId, orgId), isNotNull(orders.nextProgressAt), lte(orders.nextProgressAt, now)))
      .limit(200);
    if (due.length === 0) return moved;
    const stored = await db.transaction(async (tx) => {
      const created: (StoredNotification | undefined)[] = [];
      for (const row of due) {
        const state = orderStateAt(row, now);
        const acknowledged = state.reached.some((s) => s.status === 'Acknowledged');
        const completed = state.status === 'Completed';
        const [applied] = await tx
          .update(orders)
          .set({
            status: state.status,
            updatedAt: state.updatedAt,
            nextProgressAt: state.next,
            rejectionReason: state.rejectionReason,
            ...(acknowledged && !row.sellerReference ? { sellerReference: sellerReferenceOf(row.id) } : {}),
            ...(completed && row.orderType === 'fttp' && !row.serviceReference
              ? { serviceReference: serviceReferenceOf(row.id) }
              : {}),
          })
          .where(and(eq(orders.id, row.id), eq(orders.nextProgressAt, row.nextProgressAt as Date)))
          .returning({ id: orders.id });
        // Only the request whose update applied tells of the change, in the same transaction as the change.
        if (applied && notify && state.status !== row.status) {
          created.push(await storeNotification(tx, orderStatusNotification(row, state.status, state.updatedAt)));
        }
        // A completed FTTP order becomes a Live service, so the services list shows what was ordered once it is installed.
        if (completed && row.orderType === 'fttp') {
          const reference = row.serviceReference ?? serviceReferenceOf(row.id);
          await createServiceOfCompletedOrder(tx, row.id, reference, state.updatedAt);
        }
        if (state.reached.length > 0) {
          await tx
            .insert(orderEvents)
            .values(
              state.reached.map((s) => ({
                id: orderEventId(row.id, s.status),
                orderId: row.id,
                orgId: row.orgId,
                status: s.status,
                at: new Date(row.createdAt.getTime() + s.after),
                note: s.note,
              })),
            )
            .onConflictDoNothing();
        }
        moved++;
      }
      return created;
    });
    await publishNotifications(db, stored);
  }
}

/** What an order's status change tells the organisation's users (spec 1 §3 notification, linking to the order). */
function orderStatusNotification(
  row: { id: string; orgId: string; buyerReference: string },
  status: OrderStatus,
  at: Date,
) {
  return {
    orgId: row.orgId,
    message: `Order ${row.buyerReference} is now ${status}.`,
    link: notificationLinks.order(row.id),
    from: 'Order Management',
    eventKey: `order:${row.id}:${status}:${at.getTime()}`,
    at,
  };
}

/**
 * Columns a read adds to learn, in its own round trip, the sandbox clock's offset and whether any of the organisation's
 * orders has a step due by then (one probe of the partial orders_progress_idx). `realNow` is taken before the read.
 */
export function orderProgressFacts(db: Db, orgId: string | Placeholder, realNow: number | Placeholder) {
  const due = db
    .select({ one: sql`1` })
    .from(orders)
    .where(
      and(
        eq(orders.orgId, orgId),
        isNotNull(orders.nextProgressAt),
        lte(orders.nextProgressAt, sandboxTimeOf(db, realNow)),
      ),
    )
    .limit(1);
  return { offsetMs: clockOffsetColumn(db), due: sql<boolean>`exists ${due}`.mapWith(Boolean) };
}

/**
 * The sandbox time for this request, after moving the organisation's orders on to it (lazy progression). One round trip
 * when nothing is due: the clock's offset and whether any order's next step has passed are read together.
 */
export async function progressedOrdersNow(db: Db, orgId: string): Promise<Date> {
  const realNow = Date.now();
  const [facts] = await db
    .select(orderProgressFacts(db, orgId, realNow))
    .from(organisations)
    .where(eq(organisations.id, orgId));
  if (!facts) return sandboxNow(db);
  const now = new Date(realNow + facts.offsetMs);
  if (facts.due) await progressDueOrders(db, orgId, now);
  return now;
}
