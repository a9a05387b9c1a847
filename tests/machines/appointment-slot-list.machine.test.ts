import {
  appointmentSlotListMachine,
  type ReservedSlot,
  type SlotListInput,
  sameSlot,
  slotPeriod,
} from '@machines/appointment-slot-list.machine';
import { appointmentSlotListModel, slotListModelSlotCount } from '@machines/appointment-slot-list.model';
import { createActor, createMachine, fromPromise } from 'xstate';
import type { OrderSlot } from '@/contracts/orders';
import { orderBoxes, orderToasts } from '@/lib/order-rules';
import { testMachineWithModel } from '../support/model-testing';
import { reservedOf, slotsFixture } from './appointment-slot-list.fixtures';

const input: SlotListInput = { uprn: '100000000001', product: 'FTTP_1000', ispMigration: false, newOrderType: 'fttp' };
class Conflict extends Error {
  status = 409;
}

function start(
  loadSlots: (query?: unknown) => Promise<OrderSlot[]>,
  reserveSlot: (body: unknown) => Promise<ReservedSlot | null> = async (body) => {
    const b = body as { date: string; startTime: string; endTime: string };
    return reservedOf({
      appointmentDate: b.date,
      appointmentStartTime: b.startTime,
      appointmentEndTime: b.endTime,
      appointmentReservationKey: null,
    });
  },
  extra: Partial<SlotListInput> = {},
) {
  const notifyReservationFailed = vi.fn();
  const load = vi.fn(loadSlots);
  const reserve = vi.fn(reserveSlot);
  const machine = appointmentSlotListMachine.provide({
    actors: {
      loadSlots: fromPromise(({ input: query }) => load(query)),
      reserveSlot: fromPromise(({ input: body }) => reserve(body)),
    },
    actions: { notifyReservationFailed },
  });
  const actor = createActor(machine, { input: { ...input, ...extra } }).start();
  const emitted = vi.fn();
  actor.on('appointmentSlots.reserved', emitted);
  return { actor, notifyReservationFailed, load, reserve, emitted };
}
const choosing = (actor: ReturnType<typeof start>['actor']) =>
  vi.waitFor(() => expect(actor.getSnapshot().value).toBe('choosing'));

describe('appointment slot list machine', () => {
  it('asks for the property, product, migration and order type, busy while loading', async () => {
    const { actor, load } = start(() => new Promise(() => undefined));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(load).toHaveBeenCalledWith({ ...input });
  });

  it("an empty list is the 'No Appointments Found' state", async () => {
    const { actor } = start(async () => []);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('empty'));
    expect(orderBoxes.noAppointments).toMatch(/^No Appointments Found: /);
  });

  it('a failed load can be retried', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('503');
      return slotsFixture(3);
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    actor.send({ type: 'slots.retry' });
    await choosing(actor);
    expect(actor.getSnapshot().context.slots).toHaveLength(3);
  });

  it("shows 10 at a time; 'Show More' adds 10 until all are shown", async () => {
    const { actor } = start(async () => slotsFixture(23));
    await choosing(actor);
    expect(actor.getSnapshot().context.shown).toBe(10);
    actor.send({ type: 'slots.more' });
    expect(actor.getSnapshot().context.shown).toBe(20);
    actor.send({ type: 'slots.more' });
    expect(actor.getSnapshot().context.shown).toBe(30);
    expect(actor.getSnapshot().can({ type: 'slots.more' })).toBe(false);
  });

  it('reserves the picked slot, ticks it, and tells the parent (emitted event)', async () => {
    const slots = slotsFixture(4);
    const { actor, reserve, emitted } = start(async () => slots);
    await choosing(actor);
    expect(actor.getSnapshot().can({ type: 'slot.reserve' })).toBe(false);
    actor.send({ type: 'slot.select', slot: slots[1] as OrderSlot });
    actor.send({ type: 'slot.reserve' });
    expect(actor.getSnapshot().value).toBe('reserving');
    expect(reserve).toHaveBeenCalledWith({
      date: slots[1]?.appointmentDate,
      startTime: '13:00',
      endTime: '18:00',
      uprn: input.uprn,
      product: input.product,
      ispMigration: false,
    });
    await choosing(actor);
    const reserved = actor.getSnapshot().context.reserved;
    expect(sameSlot(slots[1] as OrderSlot)(reserved)).toBe(true);
    expect(reserved?.appointmentReservationKey).toBe('R-1');
    expect(emitted).toHaveBeenCalledWith({ type: 'appointmentSlots.reserved', slot: reserved });
    // The reserved slot is not reserved again.
    actor.send({ type: 'slot.select', slot: slots[1] as OrderSlot });
    expect(actor.getSnapshot().can({ type: 'slot.reserve' })).toBe(false);
  });

  it('only one slot is reserved at a time: reserving another replaces it', async () => {
    const slots = slotsFixture(4);
    let n = 0;
    const { actor, emitted } = start(
      async () => slots,
      async (body) => {
        n += 1;
        const b = body as { date: string; startTime: string; endTime: string };
        return reservedOf(
          {
            appointmentDate: b.date,
            appointmentStartTime: b.startTime,
            appointmentEndTime: b.endTime,
            appointmentReservationKey: null,
          },
          `R-${n}`,
        );
      },
    );
    await choosing(actor);
    actor.send({ type: 'slot.select', slot: slots[0] as OrderSlot });
    actor.send({ type: 'slot.reserve' });
    await choosing(actor);
    actor.send({ type: 'slot.select', slot: slots[3] as OrderSlot });
    actor.send({ type: 'slot.reserve' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.reserved?.appointmentReservationKey).toBe('R-2'));
    expect(sameSlot(slots[3] as OrderSlot)(actor.getSnapshot().context.reserved)).toBe(true);
    expect(emitted).toHaveBeenCalledTimes(2);
  });

  it("a 409 toasts 'Appointment reservation failed', keeps the sandbox's words and the earlier reservation", async () => {
    const slots = slotsFixture(4);
    const restore = reservedOf(slots[2] as OrderSlot, 'R-0');
    const { actor, notifyReservationFailed, emitted } = start(
      async () => slots,
      async () => {
        throw new Conflict('This appointment slot is held by another user');
      },
      { restore },
    );
    await choosing(actor);
    actor.send({ type: 'slot.select', slot: slots[0] as OrderSlot });
    actor.send({ type: 'slot.reserve' });
    await choosing(actor);
    expect(notifyReservationFailed.mock.calls[0]?.[1]).toEqual(orderToasts.reservationFailed);
    expect(orderToasts.reservationFailed).toMatchObject({
      title: 'Appointment reservation failed',
      description: 'There was an error reserving your appointment. Please try again later',
    });
    expect(actor.getSnapshot().context.failure).toBe('This appointment slot is held by another user');
    expect(actor.getSnapshot().context.reserved).toEqual(restore);
    expect(emitted).not.toHaveBeenCalled();
    // The list stays usable: the same slot can be tried again.
    expect(actor.getSnapshot().can({ type: 'slot.reserve' })).toBe(true);
  });

  it("an empty answer is 'Failed to reserve appointment, Please try again later.' with the toast", async () => {
    const slots = slotsFixture(2);
    const { actor, notifyReservationFailed } = start(
      async () => slots,
      async () => null,
    );
    await choosing(actor);
    actor.send({ type: 'slot.select', slot: slots[0] as OrderSlot });
    actor.send({ type: 'slot.reserve' });
    await choosing(actor);
    expect(actor.getSnapshot().context.failure).toBe('Failed to reserve appointment, Please try again later.');
    expect(notifyReservationFailed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.reserved).toBeNull();
  });

  it('any other failure is explained in the toast words, not the error text', async () => {
    const slots = slotsFixture(2);
    const { actor } = start(
      async () => slots,
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await choosing(actor);
    actor.send({ type: 'slot.select', slot: slots[0] as OrderSlot });
    actor.send({ type: 'slot.reserve' });
    await choosing(actor);
    expect(actor.getSnapshot().context.failure).toBe(orderToasts.reservationFailed.description);
  });

  it('a restored reservation is kept, shown far enough down the list, and a slot not on offer is ignored', async () => {
    const slots = slotsFixture(25);
    const restore = reservedOf(slots[14] as OrderSlot, 'R-9');
    const { actor } = start(async () => slots, undefined, { restore });
    await choosing(actor);
    expect(actor.getSnapshot().context.reserved).toEqual(restore);
    expect(actor.getSnapshot().context.shown).toBe(20);
    actor.send({
      type: 'slot.select',
      slot: { ...(slots[0] as OrderSlot), appointmentDate: '2030-01-01' },
    });
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('tells the invoking machine as appointmentSlots.reserved', async () => {
    const slots = slotsFixture(1);
    const heard = vi.fn();
    const parent = createMachine({
      invoke: {
        id: 'slots',
        src: appointmentSlotListMachine.provide({
          actors: {
            loadSlots: fromPromise(async () => slots),
            reserveSlot: fromPromise(async (): Promise<ReservedSlot | null> => reservedOf(slots[0] as OrderSlot)),
          },
        }),
        input,
      },
      on: { 'appointmentSlots.reserved': { actions: ({ event }) => heard(event) } },
    });
    const actor = createActor(parent).start();
    const child = actor.getSnapshot().children.slots as ReturnType<typeof start>['actor'];
    await vi.waitFor(() => expect(child.getSnapshot().value).toBe('choosing'));
    child.send({ type: 'slot.select', slot: slots[0] as OrderSlot });
    child.send({ type: 'slot.reserve' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(heard.mock.calls[0]?.[0]).toEqual({
      type: 'appointmentSlots.reserved',
      slot: reservedOf(slots[0] as OrderSlot),
    });
  });

  it('AM and PM by the start time', () => {
    expect(slotPeriod({ appointmentStartTime: '08:00' })).toBe('AM');
    expect(slotPeriod({ appointmentStartTime: '13:00' })).toBe('PM');
  });
});

const modelSlots = slotsFixture(slotListModelSlotCount);
type ListActor = ReturnType<typeof start>['actor'];
const snap = (s: () => unknown) => s() as ReturnType<ListActor['getSnapshot']>;
const reservedNow = (s: () => unknown) => snap(s).context.reserved;

testMachineWithModel({
  name: 'appointment-slot-list',
  machine: appointmentSlotListMachine,
  model: appointmentSlotListModel,
  input,
  drivers: {
    'slots.found': ({ resolve }) => resolve('loadSlots', modelSlots),
    'slots.none': ({ resolve }) => resolve('loadSlots', []),
    'slots.fail': ({ reject }) => reject('loadSlots', new Error('503')),
    'slots.retry': ({ send }) => send({ type: 'slots.retry' }),
    'slots.more': ({ send }) => send({ type: 'slots.more' }),
    'slot.select': ({ send, snapshot }) => {
      const reserved = reservedNow(snapshot);
      const slot = modelSlots.find((s) => !sameSlot(s)(reserved)) as OrderSlot;
      return send({ type: 'slot.select', slot });
    },
    'slot.selectReserved': ({ send, snapshot }) => {
      const reserved = reservedNow(snapshot);
      const slot = reserved ?? { ...(modelSlots[0] as OrderSlot), appointmentDate: '2030-01-01' };
      return send({ type: 'slot.select', slot });
    },
    'slot.reserve': ({ send }) => send({ type: 'slot.reserve' }),
    'reserve.ok': ({ resolve, inputOf }) => {
      const b = inputOf('reserveSlot') as { date: string; startTime: string; endTime: string };
      return resolve(
        'reserveSlot',
        reservedOf({
          appointmentDate: b.date,
          appointmentStartTime: b.startTime,
          appointmentEndTime: b.endTime,
          appointmentReservationKey: null,
        }),
      );
    },
    'reserve.empty': ({ resolve }) => resolve('reserveSlot', null),
    'reserve.conflict': ({ reject }) =>
      reject('reserveSlot', new Conflict('This appointment slot is held by another user')),
    'reserve.fail': ({ reject }) => reject('reserveSlot', new Error('500')),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snap(snapshot);
    const model = step.modelContext;
    if (String(step.expectedState) !== 'choosing') return;
    expect(context.shown).toBe(model.pages * 10);
    expect(context.reserved !== null).toBe(model.reserved);
    if (model.selected === 'none') expect(context.selected).toBeNull();
    else if (model.selected === 'reserved')
      expect(sameSlot(context.selected as OrderSlot)(context.reserved)).toBe(true);
    else expect(context.selected !== null && !sameSlot(context.selected)(context.reserved)).toBe(true);
  },
});
