import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../../server/db/client';
import { serviceAppointments, services } from '../../../../server/db/schema';
import { sandboxNow } from '../../../../server/domain/incidents/clock';
import { orgByKey } from '../../../../server/seed/organisations';
import type { PersonaEmail } from '../../../../server/seed/personas';
import { addWorkingDays, todayIso } from '../../../../src/lib/dates';
import type { TestSandbox } from '../../helpers/test-sandbox';

export type ServiceFixture = {
  id: string;
  uprn: string;
  product: string;
  appointmentId: string;
  appointmentDate: string;
};

/**
 * A service of an organisation with a Booked appointment 3 working days ahead (AM), written straight into the services
 * tables so these tests do not depend on the seeded scenarios.
 */
export async function insertService(
  db: Db,
  opts: {
    org?: 'northfibre' | 'harbour' | 'skyline';
    uprn: string;
    product?: string;
    status?: string;
    appointmentStatus?: string;
    cannotReappointReason?: string | null;
  },
): Promise<ServiceFixture> {
  const now = await sandboxNow(db);
  const id = `svc-t-${randomUUID().slice(0, 8)}`;
  const orgId = orgByKey(opts.org ?? 'northfibre').id;
  const product = opts.product ?? 'fttpl2b-1000';
  await db.insert(services).values({
    id,
    orgId,
    serviceReference: `ST${Math.floor(Math.random() * 1e9)}`,
    customerReference: `C-${id}`,
    productName: 'FTTP 1000',
    productCode: product,
    productFamily: 'fttp',
    status: opts.status ?? 'Provisioning',
    newOrderType: 'fttp',
    uprn: opts.uprn,
    siteStreet: '1 Test Street',
    siteCity: 'Leeds',
    sitePostcode: 'LS1 1AA',
    createdAt: now,
    updatedAt: now,
  });
  const appointmentDate = addWorkingDays(todayIso(now), 3);
  const appointmentId = `apt-${id}`;
  await db.insert(serviceAppointments).values({
    id: appointmentId,
    serviceId: id,
    orgId,
    date: appointmentDate,
    startTime: '09:00',
    endTime: '13:00',
    status: opts.appointmentStatus ?? 'Booked',
    key: `KEY-${id}`,
    cannotReappointReason: opts.cannotReappointReason ?? null,
    engineerFirstName: 'Pat',
    engineerLastName: 'Engineer',
    engineerPhone: '07700900111',
    engineerEmployeeNumber: 'E1234',
    createdAt: now,
    updatedAt: now,
  });
  return { id, uprn: opts.uprn, product, appointmentId, appointmentDate };
}

/** Calls the services host as a persona (Sam Support unless given). */
export function servicesApi(sandbox: TestSandbox) {
  const call = async (
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
  return call;
}
