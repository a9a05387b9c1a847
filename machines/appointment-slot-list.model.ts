import { assign, type EventFromLogic, setup } from 'xstate';

type Selected = 'none' | 'new' | 'reserved';
type ModelContext = { pages: number; selected: Selected; reserved: boolean };

/** The model's list has 25 slots: 'Show More' is offered twice (10, 20, 25). */
export const slotListModelSlotCount = 25;
const pagesOf = Math.ceil(slotListModelSlotCount / 10);

/**
 * Test model of `appointmentSlotListMachine`: the slot list and the reservation answers are plain events; context
 * remembers how many pages are shown, what is picked (nothing, a new slot, or the one already reserved) and whether a
 * slot is reserved. Each state's `meta.matches` names the production state.
 */
export const appointmentSlotListModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'slots.found' }
      | { type: 'slots.none' }
      | { type: 'slots.fail' }
      | { type: 'slots.retry' }
      | { type: 'slots.more' }
      | { type: 'slot.select' }
      | { type: 'slot.selectReserved' }
      | { type: 'slot.reserve' }
      | { type: 'reserve.ok' }
      | { type: 'reserve.empty' }
      | { type: 'reserve.conflict' }
      | { type: 'reserve.fail' },
    meta: {} as { matches: string },
  },
  guards: {
    hasMore: ({ context }) => context.pages < pagesOf,
    hasReserved: ({ context }) => context.reserved,
    canReserve: ({ context }) => context.selected === 'new',
  },
}).createMachine({
  id: 'appointmentSlotListModel',
  context: { pages: 1, selected: 'none', reserved: false },
  initial: 'loading',
  states: {
    loading: {
      meta: { matches: 'loading' },
      tags: ['busy'],
      on: { 'slots.found': 'choosing', 'slots.none': 'empty', 'slots.fail': 'failed' },
    },
    empty: { meta: { matches: 'empty' } },
    failed: { meta: { matches: 'failed' }, on: { 'slots.retry': 'loading' } },
    choosing: {
      meta: { matches: 'choosing' },
      on: {
        'slots.more': { guard: 'hasMore', actions: assign({ pages: ({ context }) => context.pages + 1 }) },
        'slot.select': { actions: assign({ selected: 'new' }) },
        // Picking the slot already reserved: nothing to reserve. Blocked (none reserved): a slot not on offer is ignored.
        'slot.selectReserved': { guard: 'hasReserved', actions: assign({ selected: 'reserved' }) },
        'slot.reserve': { guard: 'canReserve', target: 'reserving' },
      },
    },
    reserving: {
      meta: { matches: 'reserving' },
      tags: ['busy'],
      on: {
        'reserve.ok': { target: 'choosing', actions: assign({ reserved: true, selected: 'none' }) },
        'reserve.empty': 'choosing',
        'reserve.conflict': 'choosing',
        'reserve.fail': 'choosing',
      },
    },
  },
});

/** What each model event stands for, the words of .stately/appointment-slot-list.qa.md. */
export const appointmentSlotListModelEvents: Record<EventFromLogic<typeof appointmentSlotListModel>['type'], string> = {
  'slots.found': `loadSlots answers ${slotListModelSlotCount} slots (10 shown).`,
  'slots.none': "loadSlots answers an empty list ('No Appointments Found: …').",
  'slots.fail': 'loadSlots fails (the list offers to try again).',
  'slots.retry': 'The user asks for the slots again.',
  'slots.more': "The user presses 'Show More' (10 more; ignored once all are shown).",
  'slot.select': 'The user picks a slot other than the reserved one.',
  'slot.selectReserved': 'The user picks the slot already reserved (with none reserved: a slot not on offer, ignored).',
  'slot.reserve': 'The user presses Reserve (ignored unless a new slot is picked).',
  'reserve.ok': 'reserveSlot answers the reserved appointment (ticked; the parent hears of it).',
  'reserve.empty': "reserveSlot answers empty ('Failed to reserve appointment, Please try again later.'; toast).",
  'reserve.conflict': "reserveSlot answers 409: another user holds the slot (the sandbox's message; toast).",
  'reserve.fail': "reserveSlot fails (toast 'Appointment reservation failed').",
};
