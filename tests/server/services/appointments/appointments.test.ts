import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSlotHolds, serviceAppointments, serviceHistory, services } from '../../../../server/db/schema';
import { advanceSandboxClock, sandboxNow } from '../../../../server/domain/incidents/clock';
import { findProperty } from '../../../../server/domain/orders/availability';
import { availableOrderSlots } from '../../../../server/domain/orders/slots';
import { orgByKey } from '../../../../server/seed/organisations';
import { personaByEmail } from '../../../../server/seed/personas';
import scenarios from '../../../../server/seed/scenarios.json' with { type: 'json' };
import type { OrderSlot } from '../../../../src/contracts/orders';
import {
  serviceAppointmentAmendResponse,
  serviceAppointmentMessages,
  serviceAppointmentReserveResponse,
  serviceAppointmentSearchResponse,
} from '../../../../src/contracts/service-appointments';
import { isWorkingDay, todayIso } from '../../../../src/lib/dates';
import { drivers } from '../../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';
import { insertService, type ServiceFixture, servicesApi } from './service-fixtures';

const happyUprn = (scenarios['order.happy'] as { uprn: string }).uprn;
const sam = 'support@northfibre.example';
const alex = 'admin@northfibre.example';
const hugo = 'admin@harbour.example';

describe.each(drivers)('services: appointments (%s)', (driver) => {
  let sandbox: TestSandbox;
  let api: ReturnType<typeof servicesApi>;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
    api = servicesApi(sandbox);
  });
  afterAll(() => sandbox?.close());

  const search = async (s: ServiceFixture, as: Parameters<typeof api>[3] = sam, extra = '') => {
    const today = todayIso(await sandboxNow(sandbox.db));
    return api(
      'GET',
      `/v2/appointments/search?appointmentDate=${today}&uprn=${s.uprn}&product=${s.product}&ispMigration=false&reappointment=false${extra}`,
      undefined,
      as,
    );
  };
  const slotsOf = async (s: ServiceFixture, as: Parameters<typeof api>[3] = sam) => {
    const res = await search(s, as);
    expect(res.statusCode, res.body).toBe(200);
    return serviceAppointmentSearchResponse.parse(res.json()).data;
  };
  const reserve = (s: ServiceFixture, slot: OrderSlot, as: Parameters<typeof api>[3] = sam) =>
    api(
      'PUT',
      '/v2/appointments/reserve',
      {
        serviceId: s.id,
        appointmentDate: slot.appointmentDate,
        appointmentStartTime: slot.appointmentStartTime,
        appointmentEndTime: slot.appointmentEndTime,
      },
      as,
    );
  const amend = (s: ServiceFixture, key: string, as: Parameters<typeof api>[3] = sam, reappointment = false) =>
    api(
      'PUT',
      '/v2/appointments/amend?smsReappointment=false',
      { serviceId: s.id, appointmentReservationKey: key, reappointment },
      as,
    );
  const keyOf = (res: { json: () => unknown }) =>
    serviceAppointmentReserveResponse.parse(res.json()).data.appointmentReservationKey;
  const same = (a: OrderSlot) => (b: OrderSlot) =>
    a.appointmentDate === b.appointmentDate && a.appointmentStartTime === b.appointmentStartTime;

  it("searches AM and PM slots on 10 working days at the service's property, leaving out its booked slot", async () => {
    const s = await insertService(sandbox.db, { uprn: '900000000001' });
    const list = await slotsOf(s);
    const today = todayIso(await sandboxNow(sandbox.db));
    expect(new Set(list.map((x) => x.appointmentDate)).size).toBe(10);
    expect(list.every((x) => x.appointmentDate > today && isWorkingDay(x.appointmentDate))).toBe(true);
    // Its own Booked appointment (AM, 3 working days ahead) takes that slot.
    expect(list).toHaveLength(19);
    expect(list.some((x) => x.appointmentDate === s.appointmentDate && x.appointmentStartTime === '09:00')).toBe(false);
  });

  it('refuses bad input with field errors, another product with 422, another organisation with 404', async () => {
    const s = await insertService(sandbox.db, { uprn: '900000000002' });
    const bad = await api(
      'GET',
      `/v2/appointments/search?appointmentDate=26/01/2026&uprn=x&product=&reappointment=maybe`,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'appointmentDate',
      'product',
      'reappointment',
      'uprn',
    ]);
    const other = await api('GET', `/v2/appointments/search?appointmentDate=2026-01-26&uprn=${s.uprn}&product=ftthl2r`);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.fields).toEqual({ product: [serviceAppointmentMessages.product] });
    expect((await search(s, hugo)).statusCode).toBe(404);
    const [slot] = await slotsOf(s);
    expect((await reserve(s, slot as OrderSlot, hugo)).statusCode).toBe(404);
    expect((await amend(s, 'RSV-anything', hugo)).statusCode).toBe(404);
    const junk = await api('PUT', '/v2/appointments/reserve', { serviceId: s.id, appointmentDate: 'soon', extra: 1 });
    expect(junk.statusCode).toBe(400);
  });

  it('a reappointment search, a reservation and an amend are refused (422) when the provider gave a reason', async () => {
    const reason = 'Engineer already dispatched';
    const s = await insertService(sandbox.db, { uprn: '900000000003', cannotReappointReason: reason });
    // A plain search is a lookup: it still answers.
    expect((await search(s)).statusCode).toBe(200);
    const re = await api(
      'GET',
      `/v2/appointments/search?appointmentDate=2026-01-26&uprn=${s.uprn}&product=${s.product}&reappointment=true`,
    );
    expect(re.statusCode).toBe(422);
    expect(re.json().error.message).toBe(reason);
    const [slot] = await slotsOf(s);
    expect((await reserve(s, slot as OrderSlot)).statusCode).toBe(422);
  });

  it('a reserved slot is held for everyone: another user and another organisation get 409 and no longer see it', async () => {
    const mine = await insertService(sandbox.db, { uprn: '900000000004' });
    const harbours = await insertService(sandbox.db, { org: 'harbour', uprn: '900000000004' });
    const [slot] = await slotsOf(mine);
    if (!slot) throw new Error('no slot');
    const first = await reserve(mine, slot);
    expect(first.statusCode, first.body).toBe(201);
    const key = keyOf(first);
    expect(key).toMatch(/^RSV-/);
    // The same user again: the same hold back (200); listed to them with its key.
    const again = await reserve(mine, slot);
    expect(again.statusCode).toBe(200);
    expect(keyOf(again)).toBe(key);
    expect((await slotsOf(mine)).find(same(slot))?.appointmentReservationKey).toBe(key);

    const alexTry = await reserve(mine, slot, alex);
    expect(alexTry.statusCode).toBe(409);
    expect(alexTry.json().error.message).toBe(serviceAppointmentMessages.taken);
    expect((await slotsOf(mine, alex)).some(same(slot))).toBe(false);
    const hugoTry = await reserve(harbours, slot, hugo);
    expect(hugoTry.statusCode).toBe(409);
    expect((await slotsOf(harbours, hugo)).some(same(slot))).toBe(false);
    // Another user cannot book with Sam's key either.
    expect((await amend(harbours, key, hugo)).statusCode).toBe(409);
  });

  it('orders and services share the slot store: a service hold hides the slot from orders, an order hold from services', async () => {
    const s = await insertService(sandbox.db, { uprn: happyUprn });
    const property = await findProperty(sandbox.db, happyUprn);
    if (!property) throw new Error('order.happy property missing');
    const now = await sandboxNow(sandbox.db);
    const orderer = { orgId: orgByKey('harbour').id, userId: personaByEmail(hugo).id };
    const [slot] = await slotsOf(s);
    if (!slot) throw new Error('no slot');
    expect((await reserve(s, slot)).statusCode).toBe(201);
    const forOrders = await availableOrderSlots(sandbox.db, property, orderer, now);
    expect(forOrders.some(same(slot))).toBe(false);

    // An order's hold (another organisation's) at the same property: the service search leaves it out, reserving is 409.
    const other = forOrders[0] as OrderSlot;
    await sandbox.db.insert(orderSlotHolds).values({
      id: 'RSV-order-hold-1',
      orgId: orderer.orgId,
      userId: orderer.userId,
      uprn: happyUprn,
      date: other.appointmentDate,
      startTime: other.appointmentStartTime,
      endTime: other.appointmentEndTime,
      product: 'fttpl2b-1000',
      status: 'Reserved',
      reservationKey: 'RSV-order-hold-1',
      expiresAt: new Date(now.getTime() + 10 * 60_000),
      createdAt: now,
    });
    expect((await slotsOf(s)).some(same(other))).toBe(false);
    expect((await reserve(s, other)).statusCode).toBe(409);
  });

  it("amend moves the appointment, writes the history and the service's date, and frees the old slot", async () => {
    const s = await insertService(sandbox.db, { uprn: '900000000005' });
    const list = await slotsOf(s);
    const [a, b] = [list[2] as OrderSlot, list[5] as OrderSlot];
    const keyA = keyOf(await reserve(s, a));
    const first = await amend(s, keyA);
    expect(first.statusCode, first.body).toBe(200);
    const moved = serviceAppointmentAmendResponse.parse(first.json()).data;
    expect(moved).toMatchObject({
      id: s.appointmentId,
      date: a.appointmentDate,
      start_time: a.appointmentStartTime,
      status: 'Booked',
      key: keyA,
    });
    const [service] = await sandbox.db.select().from(services).where(eq(services.id, s.id));
    expect(service?.appointmentDate).toBe(a.appointmentDate);
    const history = await sandbox.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, s.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      type: 'portal_appointment_amend',
      userName: 'Sam Support',
      action: 'Appointment amended',
    });
    expect(history[0]?.extraInfo).toMatch(/^From .+ to .+$/);
    // Booked for everyone now: nobody is offered A, and the appointment's old slot is free again.
    expect((await slotsOf(s, alex)).some(same(a))).toBe(false);
    expect((await reserve(s, a, alex)).statusCode).toBe(409);
    const old = { appointmentDate: s.appointmentDate, appointmentStartTime: '09:00' } as OrderSlot;
    expect((await slotsOf(s, alex)).some(same(old))).toBe(true);

    // Moving again (a reappointment) gives A back: Alex can now reserve it.
    const keyB = keyOf(await reserve(s, b));
    expect((await amend(s, keyB, sam, true)).statusCode).toBe(200);
    const [holdA] = await sandbox.db.select().from(orderSlotHolds).where(eq(orderSlotHolds.reservationKey, keyA));
    expect(holdA?.status).toBe('Cancelled');
    expect((await reserve(s, a, alex)).statusCode).toBe(201);
    const records = await sandbox.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, s.id));
    expect(records.map((r) => r.action).sort()).toEqual(['Appointment amended', 'Appointment reappointed']);
    const [row] = await sandbox.db
      .select()
      .from(serviceAppointments)
      .where(and(eq(serviceAppointments.serviceId, s.id)));
    expect(row?.date).toBe(b.appointmentDate);
  });

  it('an expired or spent reservation cannot be booked (409), and nothing changes', async () => {
    const s = await insertService(sandbox.db, { uprn: '900000000006' });
    const [slot] = await slotsOf(s);
    const key = keyOf(await reserve(s, slot as OrderSlot));
    await advanceSandboxClock(sandbox.db, 16 * 60_000);
    const late = await amend(s, key);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(serviceAppointmentMessages.reservation);
    expect((await amend(s, 'RSV-unknown')).statusCode).toBe(409);
    const [row] = await sandbox.db.select().from(serviceAppointments).where(eq(serviceAppointments.serviceId, s.id));
    expect(row?.date).toBe(s.appointmentDate);
    expect(await sandbox.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, s.id))).toEqual([]);
  });

  it('a service whose appointment may not change refuses the amend (422)', async () => {
    const done = await insertService(sandbox.db, { uprn: '900000000007', appointmentStatus: 'Completed' });
    const res = await amend(done, 'RSV-x');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(serviceAppointmentMessages.notAmendable);
  });
});
