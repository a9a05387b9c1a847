import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DiagnosticResult } from '../../../src/contracts/incidents';
import type { Db } from '../../db/client';
import { diagnosticChecks } from '../../db/schema';
import type { SupportServiceRow } from './services';

const diagnosticOutcomes = ['up', 'down', 'dying_gasp', 'unknown', 'error', 'provisioning'] as const;
export type DiagnosticOutcome = (typeof diagnosticOutcomes)[number];

/** What each line-test outcome answers; titles are the spec's §8 wording. unknown never resolves, so it has none. */
const results: Record<Exclude<DiagnosticOutcome, 'unknown'>, DiagnosticResult> = {
  up: {
    title: 'Line Ok',
    code: 'UP',
    nba_description: 'The line test passed. Check the customer equipment before raising an incident.',
    colour: 'green',
    appointable: true,
    info_bubble_text: 'Light levels and ONT status are normal.',
    error: false,
  },
  down: {
    title: 'Test Fail',
    code: 'DOWN',
    nba_description: 'The line is down. Raise an incident and book an engineer.',
    colour: 'red',
    appointable: true,
    info_bubble_text: 'No light detected at the ONT.',
    error: false,
  },
  dying_gasp: {
    title: 'Unable to run test',
    code: 'DYING_GASP',
    nba_description: 'The ONT reported a loss of power (dying gasp). Ask the customer to check the power supply.',
    colour: 'orange',
    appointable: true,
    info_bubble_text: 'A dying gasp means the ONT lost power.',
    error: false,
  },
  error: {
    title: 'Unable to run test',
    code: 'ERROR',
    nba_description: 'The reference was not recognised by the test system. An incident may still be raised.',
    colour: 'grey',
    appointable: true,
    info_bubble_text: 'The line test could not be run.',
    error: true,
  },
  provisioning: {
    title: 'Service is Provisioning',
    code: 'PROVISIONING',
    nba_description: 'The service is still being provisioned. An incident cannot be raised.',
    colour: 'blue',
    appointable: false,
    info_bubble_text: 'Raise a query on the order instead.',
    error: true,
  },
};

const outcomeOf = (service: SupportServiceRow): DiagnosticOutcome =>
  (diagnosticOutcomes as readonly string[]).includes(service.diagnosticOutcome)
    ? (service.diagnosticOutcome as DiagnosticOutcome)
    : 'error';

export const resultOf = (outcome: DiagnosticOutcome): DiagnosticResult | undefined =>
  outcome === 'unknown' ? undefined : results[outcome];

/** The v2 check answers at once; any failure is a grey result with error set and appointable true (§4). */
export function serviceCheckResult(service: SupportServiceRow): DiagnosticResult {
  const outcome = outcomeOf(service);
  if (outcome === 'up' || outcome === 'down' || outcome === 'dying_gasp') return results[outcome];
  return { ...results.error, title: 'Test unable to complete', code: outcome.toUpperCase() };
}

/** Starts a line test whose result is ready after the service's delay on the sandbox clock. */
export async function startDiagnosticCheck(db: Db, orgId: string, service: SupportServiceRow, now: Date) {
  const id = randomUUID();
  await db.insert(diagnosticChecks).values({
    id,
    orgId,
    serviceReference: service.serviceReference,
    outcome: outcomeOf(service),
    startedAt: now,
    readyAt: new Date(now.getTime() + service.diagnosticDelaySeconds * 1000),
  });
  return id;
}

export type CheckPoll = { status: 'pending' } | { status: 'complete'; result: DiagnosticResult } | undefined;

export async function pollDiagnosticCheck(db: Db, orgId: string, checkId: string, now: Date): Promise<CheckPoll> {
  const [check] = await db
    .select()
    .from(diagnosticChecks)
    .where(and(eq(diagnosticChecks.id, checkId), eq(diagnosticChecks.orgId, orgId)));
  if (!check) return undefined;
  const result = resultOf(check.outcome as DiagnosticOutcome);
  if (!result || check.readyAt.getTime() > now.getTime()) return { status: 'pending' };
  return { status: 'complete', result };
}
