import { describe, expect, it } from 'vitest';
import { appointmentWindows } from '@/contracts/appointment-windows';
import { reserveSlotBody } from '@/contracts/incident-appointments';
import { windowOf, windowStartLabel, windowTimes } from '@/lib/appointment-windows';
import { orderSlotLabel, slotPeriod, slotsOnDays } from '@/lib/order-slots';

describe('appointment windows (spec 2 §9: appointment slots AM 09:00 and PM 13:00)', () => {
  it('starts AM at 09:00 and PM at 13:00, AM ending when PM starts', () => {
    expect(appointmentWindows.AM.start).toBe('09:00');
    expect(appointmentWindows.PM.start).toBe('13:00');
    expect(appointmentWindows.AM.end).toBe(appointmentWindows.PM.start);
    expect(windowTimes('AM')).toBe('09:00–13:00');
    expect(windowStartLabel('PM')).toBe('PM (13:00)');
  });

  it('names a slot by its window, and no window for other times', () => {
    expect(windowOf('09:00')).toBe('AM');
    expect(windowOf('13:00', '18:00')).toBe('PM');
    expect(windowOf('08:00')).toBeUndefined();
    expect(windowOf('13:00', '17:00')).toBeUndefined();
  });

  it('offers an order or service appointment in the same windows as the raise funnel', () => {
    const [am, pm] = slotsOnDays(['2026-01-06']);
    expect(am && orderSlotLabel(am)).toBe('Tue 06/01/2026, AM 09:00–13:00');
    expect(pm && orderSlotLabel(pm)).toBe('Tue 06/01/2026, PM 13:00–18:00');
    expect(slotPeriod({ appointmentStartTime: '12:30' })).toBe('AM');
  });

  it('refuses an incident reservation that starts outside a window', () => {
    const body = { service: 'S1000001', appointment_date: '2026-01-06' };
    expect(reserveSlotBody.safeParse({ ...body, start_time: '09:00' }).success).toBe(true);
    expect(reserveSlotBody.safeParse({ ...body, start_time: '08:00' }).error?.issues[0]?.message).toBe(
      'Slots start at 09:00 (AM) or 13:00 (PM)',
    );
  });
});
