import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../../server/db/client';
import { type NewServiceRow, serviceCases, services } from '../../../../server/db/schema';
import { sandboxNow } from '../../../../server/domain/incidents/clock';
import { orgByKey } from '../../../../server/seed/organisations';
import type { PersonaEmail } from '../../../../server/seed/personas';
import { addWorkingDays, todayIso } from '../../../../src/lib/dates';
import type { TestSandbox } from '../../helpers/test-sandbox';

/**
 * A service written straight into the services tables in the state an action needs (so these tests do not depend on
 * the seeded scenarios), with one open case.
 */
export async function insertActionService(
  db: Db,
  over: Partial<NewServiceRow> & { org?: 'northfibre' | 'harbour' } = {},
): Promise<{ id: string; caseId: string }> {
  const now = await sandboxNow(db);
  const { org, ...row } = over;
  const id = `svc-a-${randomUUID().slice(0, 8)}`;
  const orgId = orgByKey(org ?? 'northfibre').id;
  await db.insert(services).values({
    id,
    orgId,
    serviceReference: `SA${Math.floor(Math.random() * 1e9)}`,
    customerReference: `C-${id}`,
    productName: 'FTTP Business 1000',
    productCode: 'fttpl2b-1000',
    productFamily: 'fttp',
    status: 'Live',
    newOrderType: 'fttp',
    uprn: '900000000123',
    siteStreet: '1 Test Street',
    siteCity: 'Leeds',
    sitePostcode: 'LS1 1AA',
    lineProfile: 'LP-1000-1000',
    createdAt: now,
    updatedAt: now,
    ...row,
  });
  const caseId = `case-${id}`;
  await db.insert(serviceCases).values({
    id: caseId,
    serviceId: id,
    orgId,
    number: `CS${Math.floor(Math.random() * 1e9)}`,
    subject: 'Slow speeds in the evening',
    status: 'Open',
    description: 'Speeds drop after 18:00.',
    dateRaised: now,
    updatedAt: now,
  });
  return { id, caseId };
}

/** The sandbox's today and working days after it. */
export async function sandboxDays(db: Db) {
  const today = todayIso(await sandboxNow(db));
  return { today, next: addWorkingDays(today, 1), later: addWorkingDays(today, 5) };
}

/** Calls the services host as a persona (Sam Support unless given). */
export function actionsApi(sandbox: TestSandbox) {
  return async (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    body?: unknown,
    as: PersonaEmail = 'support@northfibre.example',
  ): Promise<LightMyRequestResponse> =>
    sandbox.app.inject({
      method,
      url: `/api/services${url}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: await sandbox.authAs(as),
    });
}
