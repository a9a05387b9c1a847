import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OrgKey, orgByKey } from '../organisations';
import { seedNow } from './seed-clock';
import { bulkServices } from './services';

/** Weighted so history is mostly finished work, yet every status appears. */
const statusCycle = [
  'Closed',
  'Resolved',
  'Closed',
  'In Progress',
  'New',
  'Closed',
  'Resolved',
  'Submitted',
  'On Hold',
  'Pending',
  'Cancelled',
  'Closed',
  'Acknowledged',
  'Completed',
  'Placed',
  'Resolved',
  'Closed',
  'In Progress',
  'New',
  'Closed',
];
const people = ['Sam Support', 'Alex Admin', 'Priya Patel', 'Tom Hughes', 'Grace Lee'];
const summaries = [
  'No service at customer premises',
  'Intermittent loss of sync',
  'Slow speeds reported in the evening',
  'Packet loss on the line',
  'ONT showing red LOS light',
  'Fibre cable damaged by contractor',
];
const streets = ['Quay Street', 'Mill Lane', 'Station Road', 'High Street', 'Castle Wynd', 'Park Row'];
const cities = ['Leeds', 'Manchester', 'York', 'Newcastle', 'Sheffield', 'Bristol'];
const postcodes = ['LS1 4AP', 'M1 2AB', 'YO1 7HH', 'NE1 3PQ', 'S1 2GH', 'BS1 4DJ'];

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** 1-based element n mod the array's length. */
const pick = (values: readonly string[], n: ReturnType<typeof sql>) =>
  sql`(${textArray(values)})[1 + (${n}) % ${values.length}]`;

/**
 * Deterministic incident history for one organisation, generated in the database (generate_series) so thousands of
 * rows cost one statement: raised dates spread over the two years before `now` (the sandbox clock when seeding), newest first by n.
 */
export async function seedIncidentHistory(
  db: Db,
  org: OrgKey,
  opts: {
    count: number;
    numberBase: number;
    domain: string;
    /** Seeds ids and fault references; another key (the bench's scaled rows) adds rows beside the demo history. */
    key?: string;
    /** false: no comments (the bench's scaled rows). */
    comments?: boolean;
    /** When the history ends; the sandbox clock by default. */
    now?: Date;
  },
): Promise<void> {
  const now = (opts.now ?? (await seedNow(db))).toISOString();
  const { id: orgId } = orgByKey(org);
  const key = opts.key ?? org;
  const services = bulkServices[org];
  const n = sql.raw('n');
  const minutesApart = Math.floor((2 * 365 * 24 * 60) / opts.count);
  const status = pick(statusCycle, n);
  await db.execute(sql`
    INSERT INTO incidents (
      id, org_id, number, service_reference, buyer_fault_ref, fault_start_time, customer_reference, raised_date,
      resolved_at, raised_by, address_name, address_street, address_city, address_county, address_postcode, category_id,
      priority, fault_category_id, description, short_description, status, email, major_incident, internal,
      a_end_location, triage, answers, contact_type, contact_name, contact_number, close_code, sub_category,
      fault_category, close_notes, severity, is_appointable, created_at, updated_at
    )
    SELECT
      'inc_' || substr(md5(${key}::text || ':' || n), 1, 16),
      ${orgId}::text,
      CASE WHEN status = 'Pending' THEN NULL ELSE 'INC' || lpad((${opts.numberBase} + n)::text, 7, '0') END,
      'S' || (${services.first} + n % ${services.count}),
      CASE WHEN n % 3 = 0 THEN upper(${key}::text) || '-FR-' || n END,
      raised - interval '2 hours',
      'CUST-' || lpad(n::text, 6, '0'),
      raised,
      -- Resolved two days after it was raised, or by now for one raised since: never after the clock.
      CASE WHEN status IN ('Resolved', 'Closed', 'Completed') THEN least(raised + interval '2 days', ${now}::timestamptz) END,
      ${pick(people, n)},
      'Unit ' || (1 + n % 40),
      (1 + n % 90) || ' ' || ${pick(streets, n)},
      ${pick(cities, n)},
      NULL,
      ${pick(postcodes, n)},
      1 + n % 4,
      1 + n % 4,
      1 + n % 6,
      'Customer reports: ' || lower(${pick(summaries, n)}) || '. Reference ' || n || '.',
      ${pick(summaries, n)},
      status,
      lower(replace(${pick(people, n)}, ' ', '.')) || '@' || ${opts.domain}::text,
      n % 97 = 0,
      false,
      'Comms room, ground floor',
      '{"CPE_power":true,"work_undertaken":false,"fibre_connected":true,"patch_lead_bent":false,"physical_damage":false,"equipment_rebooted":true}'::jsonb,
      '[{"id":1,"question":"Is the customer equipment powered on?","answer":"Yes"},{"id":9,"question":"Where is the A-end equipment located?","answer":"Comms room, ground floor"}]'::jsonb,
      'Portal',
      ${pick(people, n)},
      '01132 496000',
      CASE WHEN status IN ('Resolved', 'Closed') THEN 'Solved (Permanently)' END,
      CASE WHEN status IN ('Resolved', 'Closed') THEN 'Fibre' END,
      CASE WHEN status IN ('Resolved', 'Closed') THEN 'Access network' END,
      CASE WHEN status IN ('Resolved', 'Closed') THEN 'Splice repaired and service restored.' END,
      CASE WHEN n % 4 = 0 THEN 'Service Degraded' ELSE 'Service Outage' END,
      n % 4 < 2,
      raised,
      greatest(
        least(raised + ((n * 37) % 4320) * interval '1 minute', ${now}::timestamptz),
        CASE WHEN status IN ('Resolved', 'Closed', 'Completed') THEN least(raised + interval '2 days', ${now}::timestamptz) END
      )
    FROM (
      SELECT n, ${status} AS status,
        ${now}::timestamptz - (n * ${minutesApart} + n % 37) * interval '1 minute' AS raised
      FROM generate_series(1, ${opts.count}) AS n
    ) AS g
  `);
  if (opts.comments === false) return;
  // Comments of every source: the provider's (SERVICE_NOW), integrations' (API) and users' (PORTAL).
  await db.execute(sql`
    INSERT INTO incident_comments (id, incident_id, org_id, name, text, source, created_at)
    SELECT 'cmt_' || substr(md5(i.id || ':' || k), 1, 16), i.id, i.org_id,
      CASE k WHEN 1 THEN 'Service Desk' WHEN 2 THEN coalesce(i.raised_by, 'Portal user') ELSE 'Integration' END,
      CASE k WHEN 1 THEN 'We have received your incident and are investigating.'
             WHEN 2 THEN 'Customer confirms the ONT has been power cycled.'
             ELSE 'Status synchronised from the ISP ticketing system.' END,
      CASE k WHEN 1 THEN 'SERVICE_NOW' WHEN 2 THEN 'PORTAL' ELSE 'API' END,
      least(i.created_at + k * interval '20 minutes', ${now}::timestamptz)
    FROM incidents i CROSS JOIN generate_series(1, 3) AS k
    WHERE i.org_id = ${orgId} AND (k = 1 OR (k = 2 AND ascii(substr(i.id, 5, 1)) % 2 = 0) OR (k = 3 AND i.customer_reference LIKE '%5'))
  `);
}
