import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSlotHolds } from '../../../server/db/schema';
import { slotHoldMs } from '../../../server/domain/appointments/slot-holds';
import { advanceSandboxClock, sandboxNow } from '../../../server/domain/incidents/clock';
import { appointmentAvailabilityResponse, appointmentReservationResponse } from '../../../src/contracts/orders';
import { isWorkingDay, todayIso } from '../../../src/lib/dates';
import { drivers } from '../helpers/test-env';
import { createFunnelSandbox, type FunnelSandbox, scenario } from './placement-sandbox';

const taken = 'This appointment slot has just been reserved by someone else. Please choose another.';

describe.each(drivers)('orders service: appointments (%s)', (driver) => {
  let sandbox: FunnelSandbox;
  beforeAll(async () => {
    sandbox = await createFunnelSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const slots = async (uprn: string, as?: Parameters<FunnelSandbox['get']>[1], product = 'fttpl2b-1000') => {
    const res = await sandbox.get(
      `/appointment-availability?addressKey=${uprn}&date=${new Date().toISOString()}&product=${product}&ispMigration=false`,
      as,
    );
    expect(res.statusCode, res.body).toBe(200);
    return appointmentAvailabilityResponse.parse(res.json()).data;
  };
  const reserve = (
    uprn: string,
    slot: { appointmentDate: string; appointmentStartTime: string; appointmentEndTime: string },
    as?: Parameters<FunnelSandbox['get']>[1],
  ) =>
    sandbox.post(
      '/appointment-reservation',
      {
        date: slot.appointmentDate,
        startTime: slot.appointmentStartTime,
        endTime: slot.appointmentEndTime,
        uprn,
        product: 'fttpl2b-1000',
        ispMigration: false,
      },
      as,
    );

  it('offers the AM (09:00–13:00) and PM (13:00–18:00) windows of spec 2 §9 on the 10 working days after the sandbox today', async () => {
    const list = await slots(scenario('order.happy').uprn);
    const today = todayIso(await sandboxNow(sandbox.db));
    const days = [...new Set(list.map((s) => s.appointmentDate))];
    expect(days).toHaveLength(10);
    expect(days.every((d) => d > today && isWorkingDay(d))).toBe(true);
    expect(list).toHaveLength(20);
    expect(new Set(list.map((s) => `${s.appointmentStartTime}-${s.appointmentEndTime}`))).toEqual(
      new Set(['09:00-13:00', '13:00-18:00']),
    );
    expect(list.every((s) => s.appointmentReservationKey === null)).toBe(true);
  });

  it('answers no slots for order.no-slots and 400 for a product the property cannot have', async () => {
    expect(await slots(scenario('order.no-slots').uprn)).toEqual([]);
    const res = await sandbox.get(
      `/appointment-availability?addressKey=${scenario('order.happy').uprn}&date=2026-01-01&product=ftthl2r`,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['product']);
  });

  it('holds a reserved slot 15 minutes for everyone; the same user gets it back; another user gets 409', async () => {
    const uprn = scenario('order.happy').uprn;
    const [first] = await slots(uprn);
    if (!first) throw new Error('no slot');
    const mine = await reserve(uprn, first);
    expect(mine.statusCode, mine.body).toBe(201);
    const held = appointmentReservationResponse.parse(mine.json()).data;
    expect(held?.appointmentReservationKey).toMatch(/^RSV-/);
    const expires = new Date(held?.expires_at ?? 0).getTime();
    expect(expires - (await sandboxNow(sandbox.db)).getTime()).toBeGreaterThan(slotHoldMs - 60_000);

    const again = await reserve(uprn, first);
    expect(again.statusCode).toBe(200);
    expect(appointmentReservationResponse.parse(again.json()).data?.appointmentReservationKey).toBe(
      held?.appointmentReservationKey,
    );

    const colleague = await reserve(uprn, first, 'admin@northfibre.example');
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json().error).toMatchObject({ code: 'conflict', message: taken });
    const otherOrg = await reserve(uprn, first, 'admin@harbour.example');
    expect(otherOrg.statusCode).toBe(409);

    // The holder sees the slot with their key; others do not see it at all.
    const own = (await slots(uprn)).find((s) => s.appointmentReservationKey !== null);
    expect(own?.appointmentReservationKey).toBe(held?.appointmentReservationKey);
    const theirs = await slots(uprn, 'admin@northfibre.example');
    expect(theirs).toHaveLength(19);
    expect(
      theirs.some(
        (s) => s.appointmentDate === first.appointmentDate && s.appointmentStartTime === first.appointmentStartTime,
      ),
    ).toBe(false);

    // 15 minutes on the sandbox clock later the slot is free again.
    await advanceSandboxClock(sandbox.db, slotHoldMs + 1000);
    const after = await reserve(uprn, first, 'admin@northfibre.example');
    expect(after.statusCode, after.body).toBe(201);
  });

  it('choosing another slot gives the previous one back', async () => {
    const uprn = scenario('order.residential').uprn;
    const [a, b] = await slots(uprn, undefined, 'ftthl2r');
    if (!a || !b) throw new Error('no slots');
    const ra = await sandbox.post('/appointment-reservation', {
      date: a.appointmentDate,
      startTime: a.appointmentStartTime,
      endTime: a.appointmentEndTime,
      uprn,
      product: 'ftthl2r',
      ispMigration: false,
    });
    expect(ra.statusCode).toBe(201);
    const rb = await sandbox.post('/appointment-reservation', {
      date: b.appointmentDate,
      startTime: b.appointmentStartTime,
      endTime: b.appointmentEndTime,
      uprn,
      product: 'ftthl2r',
      ispMigration: false,
    });
    expect(rb.statusCode).toBe(201);
    const others = await slots(uprn, 'admin@northfibre.example', 'ftthl2r');
    expect(
      others.some((s) => s.appointmentDate === a.appointmentDate && s.appointmentStartTime === a.appointmentStartTime),
    ).toBe(true);
    expect(
      others.some((s) => s.appointmentDate === b.appointmentDate && s.appointmentStartTime === b.appointmentStartTime),
    ).toBe(false);
  });

  it('two users racing for one slot: exactly one 201 and one 409', async () => {
    const uprn = scenario('order.amber').uprn;
    const [slot] = await slots(uprn);
    if (!slot) throw new Error('no slot');
    const answers = await Promise.all([
      reserve(uprn, slot, 'ordering@northfibre.example'),
      reserve(uprn, slot, 'admin@northfibre.example'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await sandbox.db
      .select()
      .from(orderSlotHolds)
      .where(
        and(
          eq(orderSlotHolds.uprn, uprn),
          eq(orderSlotHolds.date, slot.appointmentDate),
          eq(orderSlotHolds.status, 'Reserved'),
        ),
      );
    expect(rows.filter((r) => r.startTime === slot.appointmentStartTime)).toHaveLength(1);
  });

  it('answers data: null for order.reservation-fails and 400 for a slot that is not offered', async () => {
    const uprn = scenario('order.reservation-fails').uprn;
    const [slot] = await slots(uprn);
    if (!slot) throw new Error('no slot');
    const failing = await reserve(uprn, slot);
    expect(failing.statusCode).toBe(200);
    expect(failing.json()).toEqual({ data: null });
    const happy = scenario('order.happy').uprn;
    const notOffered = await reserve(happy, {
      appointmentDate: '2020-01-06',
      appointmentStartTime: '09:00',
      appointmentEndTime: '13:00',
    });
    expect(notOffered.statusCode).toBe(400);
    const oddTimes = await reserve(happy, { ...slot, appointmentStartTime: '08:00' });
    expect(oddTimes.statusCode).toBe(400);
  });

  it('answers 404 for an unknown property', async () => {
    const res = await reserve('999999999999', {
      appointmentDate: '2030-01-07',
      appointmentStartTime: '09:00',
      appointmentEndTime: '13:00',
    });
    expect(res.statusCode).toBe(404);
  });
});
