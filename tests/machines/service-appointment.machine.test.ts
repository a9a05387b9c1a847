import type { ReservedSlot } from '@machines/appointment-slot-list.machine';
import { type ServiceAppointmentInput, serviceAppointmentMachine } from '@machines/service-appointment.machine';
import { serviceAppointmentModel } from '@machines/service-appointment.model';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { OrderSlot } from '@/contracts/orders';
import {
  type AmendableFacts,
  type AmendedAppointment,
  appointmentAmendable,
  serviceAppointmentToasts,
} from '@/contracts/service-appointments';
import { testMachineWithModel } from '../support/model-testing';
import { reservedOf, slotsFixture } from './appointment-slot-list.fixtures';

const booked: AmendableFacts = {
  status: 'Provisioning',
  appointment: { status: 'Booked', cannot_reappoint_reason: null },
};
const refused: AmendableFacts = {
  status: 'Provisioning',
  appointment: { status: 'Booked', cannot_reappoint_reason: 'Engineer already dispatched' },
};
const input: ServiceAppointmentInput = {
  serviceId: 'svc-1',
  uprn: '100010009001',
  product: 'FTTP_1000',
  ispMigration: false,
  projectReference: 'PRJ-1',
  facts: booked,
  today: '2026-01-05',
};
const slot = reservedOf(slotsFixture(3)[1] as OrderSlot, 'RSV-1');
const amended: AmendedAppointment = {
  id: 'apt-1',
  date: slot.appointmentDate,
  start_time: slot.appointmentStartTime,
  end_time: slot.appointmentEndTime,
  status: 'Booked',
  key: 'RSV-1',
};
class HttpLike extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function start(amend: (body: unknown) => Promise<AmendedAppointment> = async () => amended) {
  const childInput = vi.fn();
  const actions = { notifyReserved: vi.fn(), notifyAmended: vi.fn(), notifyAmendFailed: vi.fn() };
  const amendFn = vi.fn(amend);
  const machine = serviceAppointmentMachine.provide({
    actors: {
      appointmentSlots: fromCallback(({ input: i }) => {
        childInput(i);
      }) as never,
      amendAppointment: fromPromise(({ input: body }) => amendFn(body)),
    },
    actions,
  });
  const actor = createActor(machine, { input }).start();
  return { actor, actions, amendFn, childInput };
}

describe('the amend rule', () => {
  it.each([
    ['a Booked appointment of a live service', booked, true],
    [
      'a Failed appointment (a reappointment)',
      { ...booked, appointment: { status: 'Failed', cannot_reappoint_reason: null } },
      true,
    ],
    ['no appointment', { status: 'Live', appointment: null }, false],
    [
      'a Completed appointment',
      { ...booked, appointment: { status: 'Completed', cannot_reappoint_reason: null } },
      false,
    ],
    ['a cannot_reappoint_reason', refused, false],
    ['a ceased service', { ...booked, status: 'Ceased' }, false],
    ['a cancelled service', { ...booked, status: 'Cancelled' }, false],
  ] as const)('%s: %s', (_, facts, expected) => {
    expect(appointmentAmendable(facts as AmendableFacts)).toBe(expected);
  });
});

describe('service appointment machine', () => {
  it('opens only when the rule allows, and follows the service when it is read again', () => {
    const { actor } = start();
    actor.send({ type: 'service.update', facts: refused, today: '2026-01-06' });
    expect(actor.getSnapshot().can({ type: 'change.open' })).toBe(false);
    actor.send({ type: 'change.open' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'service.update', facts: booked, today: '2026-01-06' });
    actor.send({ type: 'change.open' });
    expect(actor.getSnapshot().value).toBe('search');
    expect(actor.getSnapshot().context.search).toEqual({ appointmentDate: '2026-01-06', reappointment: false });
  });

  it('refuses a missing or past date with the words shown under the field', () => {
    const { actor } = start();
    actor.send({ type: 'change.open' });
    actor.send({ type: 'search.change', appointmentDate: '' });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().context.searchError).toBe('This field is required');
    actor.send({ type: 'search.change', appointmentDate: '2026-01-02' });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().value).toBe('search');
    expect(actor.getSnapshot().context.searchError).toBe('Appointments cannot be searched from a past date');
  });

  it('searches with the service, the date and the reappointment option through the slot list child', () => {
    const { actor, childInput } = start();
    actor.send({ type: 'change.open' });
    actor.send({ type: 'search.change', appointmentDate: '2026-01-12', reappointment: true });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().matches({ slots: 'choosing' })).toBe(true);
    expect(childInput).toHaveBeenCalledWith({
      uprn: input.uprn,
      product: input.product,
      ispMigration: false,
      query: { serviceId: 'svc-1', appointmentDate: '2026-01-12', reappointment: true, projectReference: 'PRJ-1' },
    });
  });

  it("a reservation toasts 'Appointment reservation Successfully'; the change sends its key and reports the move", async () => {
    const { actor, actions, amendFn } = start();
    actor.send({ type: 'change.open' });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().can({ type: 'amend.submit' })).toBe(false);
    actor.send({ type: 'appointmentSlots.reserved', slot });
    expect(actions.notifyReserved.mock.calls[0]?.[1]).toEqual({
      title: 'Appointment reservation Successfully',
      description: 'Reserve appointment request submitted.',
      duration: 3,
    });
    actor.send({ type: 'amend.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(amendFn).toHaveBeenCalledWith({
      serviceId: 'svc-1',
      appointmentReservationKey: 'RSV-1',
      reappointment: false,
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(actor.getSnapshot().context.amended).toEqual(amended);
    expect(actions.notifyAmended).toHaveBeenCalledTimes(1);
    actor.send({ type: 'change.close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("a refused change keeps the sandbox's words and the reservation, to try again", async () => {
    let calls = 0;
    const { actor, actions } = start(async () => {
      calls += 1;
      if (calls === 1) throw new HttpLike(409, 'The reservation has expired or is not yours: search and reserve again');
      return amended;
    });
    actor.send({ type: 'change.open' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'appointmentSlots.reserved', slot });
    actor.send({ type: 'amend.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ slots: 'amendFailed' })).toBe(true));
    expect(actor.getSnapshot().context.failure).toBe(
      'The reservation has expired or is not yours: search and reserve again',
    );
    expect(actions.notifyAmendFailed.mock.calls[0]?.[1]).toEqual(serviceAppointmentToasts.amendFailed);
    expect(actor.getSnapshot().context.reserved).toEqual(slot);
    actor.send({ type: 'amend.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
  });

  it('a network failure is explained in the toast words; going back to the search drops the reservation', async () => {
    const { actor } = start(async () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'change.open' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'appointmentSlots.reserved', slot });
    actor.send({ type: 'amend.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ slots: 'amendFailed' })).toBe(true));
    expect(actor.getSnapshot().context.failure).toBe(serviceAppointmentToasts.amendFailed.description);
    actor.send({ type: 'search.edit' });
    expect(actor.getSnapshot().value).toBe('search');
    expect(actor.getSnapshot().context.reserved).toBeNull();
  });

  it('the dialog cannot be left while the change travels', () => {
    const { actor } = start(() => new Promise(() => undefined));
    actor.send({ type: 'change.open' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'appointmentSlots.reserved', slot });
    actor.send({ type: 'amend.submit' });
    actor.send({ type: 'change.cancel' });
    actor.send({ type: 'search.edit' });
    expect(actor.getSnapshot().matches({ slots: 'amending' })).toBe(true);
  });
});

const reservedSlot: ReservedSlot = slot;
testMachineWithModel({
  name: 'service-appointment',
  machine: serviceAppointmentMachine,
  model: serviceAppointmentModel,
  input,
  drivers: {
    'service.amendable': ({ send }) => send({ type: 'service.update', facts: booked, today: input.today }),
    'service.notAmendable': ({ send }) => send({ type: 'service.update', facts: refused, today: input.today }),
    'change.open': ({ send }) => send({ type: 'change.open' }),
    'change.cancel': ({ send }) => send({ type: 'change.cancel' }),
    'change.close': ({ send }) => send({ type: 'change.close' }),
    'search.dateValid': ({ send }) => send({ type: 'search.change', appointmentDate: '2026-01-07' }),
    'search.dateInvalid': ({ send }) => send({ type: 'search.change', appointmentDate: '' }),
    'search.reappointment': ({ send }) => send({ type: 'search.change', reappointment: true }),
    'search.submit': ({ send }) => send({ type: 'search.submit' }),
    'search.edit': ({ send }) => send({ type: 'search.edit' }),
    'slot.reserved': ({ send }) => send({ type: 'appointmentSlots.reserved', slot: reservedSlot }),
    'amend.submit': ({ send }) => send({ type: 'amend.submit' }),
    'amend.ok': ({ resolve }) => resolve('amendAppointment', amended),
    'amend.fail': ({ reject }) => reject('amendAppointment', new HttpLike(409, 'gone')),
  },
  assertState: ({ step, snapshot, actions, inputOf }) => {
    const { context } = snapshot();
    const model = step.modelContext;
    expect(context.reserved !== null, 'reserved').toBe(model.reserved);
    const state = JSON.stringify(step.expectedState);
    if (state === JSON.stringify('slots.amending')) {
      expect(inputOf('amendAppointment')).toMatchObject({ serviceId: 'svc-1', appointmentReservationKey: 'RSV-1' });
    }
    if (state === JSON.stringify('search')) {
      expect(context.search.appointmentDate === '', 'date cleared').toBe(!model.dateValid);
      if (context.searchError) expect(context.searchError).toBe('This field is required');
    }
    if (state === JSON.stringify('done')) expect(actions.notifyAmended).toHaveBeenCalled();
    if (state === JSON.stringify('slots.amendFailed')) expect(context.failure).toBe('gone');
  },
});
