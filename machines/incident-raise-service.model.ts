import { assign, type EventFromLogic, setup } from 'xstate';

// An event the step must ignore: an action keeps it in the model's graph (an empty transition would drop out of it).
const same = { actions: 'ignore' as const };

/**
 * Test model of `incidentRaiseServiceMachine` (step one of the raise funnel): the service checks' answers and the fault
 * reference check's reports are plain events (those child machines have their own tests); `step.return` is coming back
 * to step one with a checked service (Back, or a restored draft). Context: whether the lookup holds a reference.
 */
export const incidentRaiseServiceModel = setup({
  types: {
    context: {} as { typed: boolean },
    events: {} as
      | { type: 'reference.type' }
      | { type: 'reference.clear' }
      | { type: 'reference.same' }
      | { type: 'reference.submit' }
      | { type: 'service.select' }
      | { type: 'check.ok' }
      | { type: 'check.blocked' }
      | { type: 'form.change' }
      | { type: 'faultReference.status' }
      | { type: 'step.return' },
    meta: {} as { matches: string },
  },
  actions: { ignore: () => undefined },
  guards: { isTyped: ({ context }) => context.typed },
}).createMachine({
  id: 'incidentRaiseServiceModel',
  context: { typed: false },
  initial: 'idle',
  on: {
    'service.select': { target: '.checking', actions: assign({ typed: true }) },
  },
  states: {
    idle: {
      meta: { matches: 'idle' },
      on: {
        'reference.type': { actions: assign({ typed: true }) },
        'reference.clear': { actions: assign({ typed: false }) },
        'reference.submit': { guard: 'isTyped', target: 'checking' },
        'form.change': same,
        'faultReference.status': same,
        'step.return': { target: 'checked', actions: assign({ typed: true }) },
      },
    },
    checking: {
      meta: { matches: 'checking' },
      tags: ['busy'],
      on: { 'check.ok': 'checked', 'check.blocked': 'checked' },
    },
    checked: {
      meta: { matches: 'checked' },
      on: {
        'reference.type': { target: 'idle', actions: assign({ typed: true }) },
        'reference.clear': { target: 'idle', actions: assign({ typed: false }) },
        'reference.same': same,
        'form.change': same,
        'faultReference.status': same,
      },
    },
  },
});

/** What each model event stands for, for the generated QA script (.stately/incident-raise-service.qa.md). */
export const incidentRaiseServiceModelEvents: Record<EventFromLogic<typeof incidentRaiseServiceModel>['type'], string> =
  {
    'reference.type': 'The user types another whole service reference (without pressing Enter).',
    'reference.clear': 'The user clears the lookup.',
    'reference.same': 'The user retypes the checked service reference in lower case: nothing changes.',
    'reference.submit': 'The user presses Enter in the lookup (ignored while it holds no reference).',
    'service.select': 'The user picks a suggested service: its checks start.',
    'check.ok': 'The checks pass: the site address and service type are filled in.',
    'check.blocked': 'The checks block raising (not live, open incident, provisioning or not found).',
    'form.change': 'The user changes the form: the funnel hears it (and saves the draft).',
    'faultReference.status': 'The fault reference check reports (here: taken by another incident).',
    'step.return': 'The user comes back to step one with a checked service (Back, or a restored draft).',
  };
