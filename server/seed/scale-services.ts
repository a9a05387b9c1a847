import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { services } from '../db/schema-services';
import { seedNow } from './incidents/seed-clock';
import { orgByKey } from './organisations';

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const pick = (values: readonly string[], n: ReturnType<typeof sql>) =>
  sql`(${textArray(values)})[1 + (${n}) % ${values.length}]`;

const streets = ['Park Row', 'Portland Street', 'Stonegate', 'Collingwood Street', 'Division Street', 'Corn Street'];
const cities = ['Leeds', 'Manchester', 'York', 'Newcastle upon Tyne', 'Sheffield', 'Bristol'];
const postcodes = ['LS1 4AP', 'M1 2AB', 'YO1 7HH', 'NE1 3PQ', 'S1 2GH', 'BS1 4DJ'];
const products = ['fttpl2b-1000', 'fttpl2b-500', 'ftthl2r', 'fttpl2r-2000n'];
const productNames = ['FTTP Business 1000', 'FTTP Business 500', 'FTTH Residential 1000', 'FTTP Residential 2000'];

/** Scaled services' references: S90000001… (9 digits), clear of the demo services and of scaled orders' S4…. */
const scaledServiceReference = (n: number) => `S${90_000_000 + n}`;

/**
 * N services in Northfibre (the bench organisation) for load tests, built by the database in one INSERT … SELECT
 * generate_series: mostly Live, with every other status, one in fifty in an ISP switch, spread over the two years before
 * the sandbox clock. The counters follow through the services table's statement triggers (migration 0010).
 */
export async function seedScaledServices(db: Db, count: number, now?: Date): Promise<void> {
  if (count <= 0) return;
  const existing = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.serviceReference, scaledServiceReference(1)))
    .limit(1);
  if (existing.length > 0) return;
  const at = (now ?? (await seedNow(db))).toISOString();
  const { id: orgId } = orgByKey('northfibre');
  const n = sql.raw('n');
  const minutesApart = (2 * 365 * 24 * 60) / count;
  await db.execute(sql`
    INSERT INTO services (
      id, org_id, service_reference, customer_reference, product_name, product_code, product_family, status,
      line_profile, type, switch_type, new_order_type, switch_date, isp_switch_gaining, isp_switch_losing, uprn,
      site_street, site_city, site_postcode, contract_start, contract_end, created_at, updated_at
    )
    SELECT
      'srv_scale_' || n,
      ${orgId}::text,
      'S' || (90000000 + n),
      'BENCH-SRV-' || lpad(n::text, 7, '0'),
      ${pick(productNames, n)},
      ${pick(products, n)},
      'fttp',
      status,
      'LP-1000-1000',
      CASE WHEN n % 3 = 0 THEN 'Business' ELSE 'Residential' END,
      switch_type,
      CASE WHEN switch_type IS NULL THEN 'fttp' ELSE 'switch' END,
      CASE WHEN switch_type IS NOT NULL THEN (${at}::timestamptz + (n % 20) * interval '1 day')::date END,
      switch_type IS NOT DISTINCT FROM 'gaining',
      switch_type IS NOT DISTINCT FROM 'losing',
      '9' || lpad(n::text, 11, '0'),
      (1 + n % 120) || ' ' || ${pick(streets, n)},
      ${pick(cities, n)},
      ${pick(postcodes, n)},
      created::date,
      (created + interval '1 year')::date,
      created,
      least(created + ((n * 37) % 2880) * interval '1 minute', ${at}::timestamptz)
    FROM (
      SELECT n,
        CASE
          WHEN n % 100 < 3 THEN 'Ceased'
          WHEN n % 100 < 5 THEN 'Cancelled'
          WHEN n % 100 < 6 THEN 'Replaced'
          WHEN n % 100 < 7 THEN 'Cease Pending'
          WHEN n <= ${count}::int / 20 THEN (ARRAY['Pending', 'Provisioning', 'In Progress'])[1 + n % 3]
          ELSE 'Live'
        END AS status,
        CASE WHEN n % 50 = 10 THEN 'losing' WHEN n % 50 = 20 THEN 'gaining' END AS switch_type,
        ${at}::timestamptz - (n * ${minutesApart}::float8 + n % 37) * interval '1 minute' AS created
      FROM generate_series(1, ${count}::int) AS n
    ) AS g
  `);
  // Fresh statistics for the planner, and the trigram index's pending list merged (as for orders and incidents).
  await db.execute(sql`vacuum analyze services`);
}
