import {
  appointmentMessages,
  appointmentReservationMachine,
  asUtc,
  type ReservationOutput,
} from '@machines/appointment-reservation.machine';
import { appointmentReservationModel } from '@machines/appointment-reservation.model';
import { createActor, fromPromise } from 'xstate';
import type { AppointmentSlot } from '@/contracts/incident-appointments';
import { testMachineWithModel } from '../support/model-testing';

const slot: AppointmentSlot = { appointment_date: '2026-01-06', slot: 'PM', start_time: '13:00', end_time: '18:00' };
const input = { serviceReference: 'S1000001', city: 'Leeds' };
const reservation = { reservation_id: 'r-1', expiry_date: '2026-01-05T09:15:00' };

function startReservation(
  retrieveSlots: () => Promise<AppointmentSlot[]>,
  reserveSlot: (body: unknown) => Promise<{ reservation_id?: string; expiry_date?: string } | null> = async () =>
    reservation,
) {
  const toasts = { notifySlotsFailed: vi.fn(), notifyReserved: vi.fn(), notifyReservationFailed: vi.fn() };
  const reserve = vi.fn(reserveSlot);
  const machine = appointmentReservationMachine.provide({
    actors: {
      retrieveSlots: fromPromise(() => retrieveSlots()),
      reserveSlot: fromPromise(({ input: body }) => reserve(body as never)),
    },
    actions: toasts,
  });
  return { actor: createActor(machine, { input }).start(), toasts, reserve };
}
const settle = () => vi.waitFor(() => undefined);
async function reserveFirstSlot(actor: ReturnType<typeof startReservation>['actor']) {
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('choosing'));
  actor.send({ type: 'slot.select', slot });
  actor.send({ type: 'reserve.request' });
  expect(actor.getSnapshot().value).toBe('confirming');
  actor.send({ type: 'reserve.confirm' });
  await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  return actor.getSnapshot().output as ReservationOutput;
}

describe('appointment reservation machine', () => {
  it("shows 'We are checking for available slots. Please wait...' while the list loads", () => {
    const { actor } = startReservation(() => new Promise(() => undefined));
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    expect(appointmentMessages.checking).toBe('We are checking for available slots. Please wait...');
  });

  it("toasts 'Failed fetch appointments' for 10 s when the slots cannot be fetched, and can retry", async () => {
    const { actor, toasts } = startReservation(async () => Promise.reject(new Error('500')));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(toasts.notifySlotsFailed.mock.calls[0]?.[1]).toEqual({
      title: 'Failed fetch appointments',
      description: 'Please try again later or contact support',
      duration: 10,
    });
    actor.send({ type: 'slots.retry' });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
  });

  it("shows 'No Appointments Found' for an empty list; closing falls back to customer availability", async () => {
    const { actor } = startReservation(async () => []);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('empty'));
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().output).toEqual({ reservation: null, fallback: 'customer-availability' });
  });

  it('asks Are you sure? only once a slot is selected', async () => {
    const { actor } = startReservation(async () => [slot]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('choosing'));
    expect(actor.getSnapshot().can({ type: 'reserve.request' })).toBe(false);
    actor.send({ type: 'slot.select', slot });
    expect(actor.getSnapshot().can({ type: 'reserve.request' })).toBe(true);
    actor.send({ type: 'reserve.request' });
    actor.send({ type: 'reserve.dismiss' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('reserves the slot and treats the expiry as UTC, toasting success for 3 s', async () => {
    const { actor, toasts, reserve } = startReservation(async () => [slot]);
    const output = await reserveFirstSlot(actor);
    expect(reserve).toHaveBeenCalledWith({ service: 'S1000001', appointment_date: '2026-01-06', start_time: '13:00' });
    expect(output).toEqual({
      reservation: { reservation_id: 'r-1', expiry_date: '2026-01-05T09:15:00Z', slot },
      fallback: null,
    });
    expect(toasts.notifyReserved.mock.calls[0]?.[1]).toEqual({
      title: 'Appointment reservation Successfully',
      description: 'Reserve appointment request submitted.',
      duration: 3,
    });
    expect(asUtc('2026-01-05T09:15:00+01:00')).toBe('2026-01-05T09:15:00+01:00');
  });

  it.each([
    [
      'fails',
      async () => Promise.reject(new Error('This slot is already reserved')),
      'This slot is already reserved',
      'Sorry your appointment reservation failed, please try again or contact support',
    ],
    [
      'answers empty',
      async () => null,
      'Failed to reserve appointment, Please try again later.',
      'Failed to reserve appointment, Please try again later.',
    ],
  ])('falls back to customer availability when the reservation %s', async (_, reserveSlot, reason, description) => {
    const { actor, toasts } = startReservation(async () => [slot], reserveSlot);
    expect(await reserveFirstSlot(actor)).toEqual({ reservation: null, fallback: 'customer-availability', reason });
    expect(toasts.notifyReservationFailed.mock.calls[0]?.[1]).toEqual({
      title: 'Appointment reservation was unsuccessfull',
      description,
      duration: 5,
    });
  });

  it('asks before closing that the appointment will not be reserved, and can go back', async () => {
    const { actor } = startReservation(async () => [slot]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('choosing'));
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toBe('closing');
    actor.send({ type: 'close.dismiss' });
    actor.send({ type: 'modal.close' });
    actor.send({ type: 'close.confirm' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ reservation: null, fallback: null });
  });
});

const finalOutputs: Record<string, unknown> = {
  reserved: { fallback: null, reservation: { reservation_id: 'r-1', expiry_date: '2026-01-05T09:15:00Z' } },
  reservationFailed: { fallback: 'customer-availability', reservation: null },
  unavailable: { fallback: 'customer-availability', reservation: null },
  closed: { fallback: null, reservation: null },
};

testMachineWithModel({
  name: 'appointment-reservation',
  machine: appointmentReservationMachine,
  model: appointmentReservationModel,
  input,
  drivers: {
    'slots.found': ({ resolve }) => resolve('retrieveSlots', [slot]),
    'slots.none': ({ resolve }) => resolve('retrieveSlots', []),
    'slots.fail': ({ reject }) => reject('retrieveSlots', new Error('500')),
    'slots.retry': ({ send }) => send({ type: 'slots.retry' }),
    'slot.select': ({ send }) => send({ type: 'slot.select', slot }),
    'reserve.request': ({ send }) => send({ type: 'reserve.request' }),
    'reserve.confirm': ({ send }) => send({ type: 'reserve.confirm' }),
    'reserve.dismiss': ({ send }) => send({ type: 'reserve.dismiss' }),
    'reserve.ok': ({ resolve }) => resolve('reserveSlot', reservation),
    'reserve.empty': ({ resolve }) => resolve('reserveSlot', {}),
    'reserve.fail': ({ reject }) => reject('reserveSlot', new Error('409')),
    'modal.close': ({ send }) => send({ type: 'modal.close' }),
    'close.confirm': ({ send }) => send({ type: 'close.confirm' }),
    'close.dismiss': ({ send }) => send({ type: 'close.dismiss' }),
  },
  assertState: ({ step, snapshot, actions }) => {
    const state = String(step.expectedState);
    if (state in finalOutputs) expect(snapshot().output).toMatchObject(finalOutputs[state] as object);
    expect(actions.notifyReserved).toHaveBeenCalledTimes(state === 'reserved' ? 1 : 0);
    expect(actions.notifyReservationFailed).toHaveBeenCalledTimes(state === 'reservationFailed' ? 1 : 0);
  },
});
