import { assign, type EventFromLogic, setup } from 'xstate';

type Reference = '' | 'A' | 'B';

/**
 * Test model of `faultReferenceCheckMachine` (spec 2 §5: a fault reference is checked 450 ms after typing stops). The
 * user types one of two references or clears the field; the pause and the provider's answers are plain events. Typing
 * the same reference again changes nothing (the machine's `isChanged` guard).
 */
export const faultReferenceCheckModel = setup({
  types: {
    context: {} as { reference: Reference; retyped: boolean },
    events: {} as
      | { type: 'type.a' }
      | { type: 'type.b' }
      | { type: 'type.same' }
      | { type: 'type.blank' }
      | { type: 'clock.450ms' }
      | { type: 'answer.unique' }
      | { type: 'answer.duplicate' }
      | { type: 'answer.fail' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'faultReferenceCheckModel',
  context: { reference: '', retyped: false },
  initial: 'empty',
  on: {
    'type.a': {
      guard: ({ context }) => context.reference !== 'A',
      target: '.pausing',
      actions: assign({ reference: 'A', retyped: false }),
    },
    'type.b': {
      guard: ({ context }) => context.reference !== 'B',
      target: '.pausing',
      actions: assign({ reference: 'B', retyped: false }),
    },
    'type.blank': {
      guard: ({ context }) => context.reference !== '',
      target: '.empty',
      actions: assign({ reference: '', retyped: false }),
    },
    // The same reference again: the machine stays where it is (retyped only tells the walk it happened).
    'type.same': {
      guard: ({ context }) => context.reference !== '' && !context.retyped,
      actions: assign({ retyped: true }),
    },
  },
  states: {
    empty: { meta: { matches: 'empty' } },
    pausing: { meta: { matches: 'pausing' }, on: { 'clock.450ms': 'checking' } },
    checking: {
      meta: { matches: 'checking' },
      on: { 'answer.unique': 'unique', 'answer.duplicate': 'duplicate', 'answer.fail': 'unchecked' },
    },
    unique: { meta: { matches: 'unique' } },
    duplicate: { meta: { matches: 'duplicate' } },
    unchecked: { meta: { matches: 'unchecked' } },
  },
});

/** What each model event stands for, the words of .stately/fault-reference-check.qa.md. */
export const faultReferenceCheckModelEvents: Record<EventFromLogic<typeof faultReferenceCheckModel>['type'], string> = {
  'type.a': 'The user types the fault reference NF-A.',
  'type.b': 'The user types another fault reference, NF-B.',
  'type.same': 'The user types the same reference again (a space around it): nothing is asked again.',
  'type.blank': 'The user clears the field: no reference, no message.',
  'clock.450ms': 'Typing has paused for 450 ms: the provider is asked whether the reference is in use.',
  'answer.unique': 'No incident of the organisation uses it: Next may be pressed.',
  'answer.duplicate': 'An incident uses it already: the message shows and Next stays disabled.',
  'answer.fail': 'The check fails: the reference is checked again when the step is submitted.',
};
