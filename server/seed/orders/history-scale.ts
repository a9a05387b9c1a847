import { eq, sql } from 'drizzle-orm';
import { appointmentWindows } from '../../../src/contracts/appointment-windows';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { seedNow } from '../incidents/seed-clock';
import { orgByKey } from '../organisations';

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const pick = (values: readonly string[], n: ReturnType<typeof sql>) =>
  sql`(${textArray(values)})[1 + (${n}) % ${values.length}]`;

const streets = [
  'Park Row',
  'Portland Street',
  'Stonegate',
  'Collingwood Street',
  'Division Street',
  'Corn Street',
  'Castle Street',
  'Bridlesmith Gate',
];
const postcodes = ['LS1 4AP', 'M1 2AB', 'YO1 7HH', 'NE1 3PQ', 'S1 2GH', 'BS1 4DJ', 'L2 2DP', 'NG1 5FS'];
const products = ['fttpl2b-1000', 'fttpl2b-500', 'ftthl2r', 'fttpl2r-2000n', 'fttpl2rlite'];
const productNames = [
  'FTTP Business 1000',
  'FTTP Business 500',
  'FTTH Residential 1000',
  'FTTP Residential 2000',
  'FTTP Residential Lite 150',
];
const people = ['Olivia Ordering', 'Alex Admin', 'Priya Patel', 'Tom Hughes', 'Grace Lee'];

/** The first scaled order's buyer reference: its presence means the scaled rows are there already. */
const scaledOrderReference = (n: number) => `BENCH-${String(n).padStart(7, '0')}`;

/**
 * N orders in Northfibre (the bench organisation) for load tests, built by the database in one INSERT … SELECT
 * generate_series: nine in ten FTTP, spread over the year before the sandbox clock, with the history's mix of statuses
 * (the newest still in progress). They carry no next step and no events: they stand still, and the bench lists them.
 * The status counters follow through the orders table's statement trigger, one grouped upsert for the lot.
 */
export async function seedScaledOrders(db: Db, count: number, now?: Date): Promise<void> {
  if (count <= 0) return;
  const existing = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.buyerReference, scaledOrderReference(1)))
    .limit(1);
  if (existing.length > 0) return;
  const at = (now ?? (await seedNow(db))).toISOString();
  const { id: orgId } = orgByKey('northfibre');
  const n = sql.raw('n');
  const minutesApart = (365 * 24 * 60) / count;
  await db.execute(sql`
    INSERT INTO orders (
      id, org_id, order_type, buyer_reference, seller_reference, service_reference, uprn, postcode, address, product,
      product_display_name, line_profile, new_order_type, rfs_status, status, details, appointment_required,
      appointment_date, appointment_start, appointment_end, appointment_requested, cpe_install, bbu_install, voip_install,
      ordered_by, created_at, updated_at
    )
    SELECT
      'ord_' || substr(md5('northfibre-scale:' || n), 1, 16),
      ${orgId}::text,
      type,
      'BENCH-' || lpad(n::text, 7, '0'),
      CASE WHEN status IN ('Placed', 'Rejected') THEN NULL ELSE 'ORD' || (30000000 + n) END,
      CASE WHEN status = 'Completed' AND type = 'fttp' THEN 'S' || (40000000 + n) END,
      '8' || lpad(n::text, 11, '0'),
      ${pick(postcodes, n)},
      (1 + n % 120) || ' ' || ${pick(streets, n)},
      ${pick(products, n)},
      ${pick(productNames, n)},
      'LP-1000-1000',
      type,
      CASE WHEN type = 'fttp' THEN 'RFS_2' END,
      status,
      jsonb_build_object('name', ${pick(people, n)}, 'email', 'customer' || n || '@customer.example',
        'phone', '0113496' || lpad((n % 10000)::text, 4, '0')),
      CASE WHEN n % 3 = 0 THEN 'maybe' ELSE 'yes' END,
      CASE WHEN n % 3 <> 0 THEN (created + interval '9 days')::date END,
      CASE WHEN n % 3 <> 0 THEN ${appointmentWindows.AM.start}::text END,
      CASE WHEN n % 3 <> 0 THEN ${appointmentWindows.AM.end}::text END,
      n % 3 <> 0,
      n % 2 = 0,
      n % 5 = 0,
      n % 3 = 0,
      ${pick(people, n)},
      created,
      least(created + ((n * 37) % 2880) * interval '1 minute', ${at}::timestamptz)
    FROM (
      SELECT n,
        CASE WHEN n % 10 = 0 THEN 'ethernet' ELSE 'fttp' END AS type,
        CASE
          WHEN n % 100 < 4 THEN 'Rejected'
          WHEN n % 100 < 10 THEN 'Cancelled'
          WHEN n <= greatest(${count}::int / 100, 3) THEN (ARRAY['Placed', 'Acknowledged', 'Committed'])[1 + n % 3]
          WHEN n % 100 < 20 AND n <= ${count}::int / 8 THEN 'Pending'
          WHEN n % 100 < 30 AND n <= ${count}::int / 8 THEN 'In Delay'
          ELSE 'Completed'
        END AS status,
        ${at}::timestamptz - (n * ${minutesApart}::float8 + n % 37) * interval '1 minute' AS created
      FROM generate_series(1, ${count}::int) AS n
    ) AS g
  `);
  // Fresh statistics for the planner, and the trigram index's pending list merged (as for users and incidents).
  await db.execute(sql`vacuum analyze orders`);
}
