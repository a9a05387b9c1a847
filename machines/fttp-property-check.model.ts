import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `fttpPropertyCheckMachine` (spec 3 §4's checks of a chosen property): each call's answers are plain
 * events, and `property.notRfs4` starts the checks again for a property that is not RFS_4 (no service status). Each
 * outcome is a final state of its own; all of them are the machine's `done`.
 */
export const fttpPropertyCheckModel = setup({
  types: {
    context: {} as { rfs4: boolean },
    events: {} as
      | { type: 'property.notRfs4' }
      | { type: 'exists.yes' }
      | { type: 'exists.no' }
      | { type: 'exists.fail' }
      | { type: 'lookup.none' }
      | { type: 'lookup.some' }
      | { type: 'lookup.fail' }
      | { type: 'status.active' }
      | { type: 'status.regrade' }
      | { type: 'status.gplWlto' }
      | { type: 'status.fail' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'fttpPropertyCheckModel',
  context: { rfs4: true },
  initial: 'checkingOrder',
  states: {
    checkingOrder: {
      meta: { matches: 'checkingOrder' },
      on: {
        'property.notRfs4': { guard: ({ context }) => context.rfs4, actions: assign({ rfs4: false }) },
        'exists.yes': 'existingOrder',
        'exists.no': 'lookingUp',
        'exists.fail': 'failed',
      },
    },
    lookingUp: {
      meta: { matches: 'lookingUp' },
      on: {
        'lookup.none': 'noProducts',
        'lookup.some': [{ guard: ({ context }) => context.rfs4, target: 'checkingStatus' }, { target: 'ok' }],
        'lookup.fail': 'failed',
      },
    },
    checkingStatus: {
      meta: { matches: 'checkingStatus' },
      on: {
        'status.active': 'ok',
        'status.regrade': 'regrade',
        'status.gplWlto': 'gplWlto',
        'status.fail': 'failed',
      },
    },
    existingOrder: { meta: { matches: 'done' }, type: 'final' },
    noProducts: { meta: { matches: 'done' }, type: 'final' },
    ok: { meta: { matches: 'done' }, type: 'final' },
    regrade: { meta: { matches: 'done' }, type: 'final' },
    gplWlto: { meta: { matches: 'done' }, type: 'final' },
    failed: { meta: { matches: 'done' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/fttp-property-check.qa.md. */
export const fttpPropertyCheckModelEvents: Record<EventFromLogic<typeof fttpPropertyCheckModel>['type'], string> = {
  'property.notRfs4': 'The user chooses a property that is not RFS_4 (ready for service): no service status is asked.',
  'exists.yes': 'The provider has an order at the property already: the existing-order notice.',
  'exists.no': 'No order at the property: the products are looked up.',
  'exists.fail': 'The existing-order check fails: the funnel shows the error.',
  'lookup.none': 'No product can be supplied: the no-products notice.',
  'lookup.some': 'Products can be supplied: for an RFS_4 property the service status is asked, else the check is done.',
  'lookup.fail': 'The product lookup fails: the funnel shows the error.',
  'status.active': 'The line is active: an ordinary new order.',
  'status.regrade': 'The service status is REGRADE: the order is a regrade (is_regrade).',
  'status.gplWlto': 'The service status is GPL WLTO: the order takes over the line (gpl_wlto).',
  'status.fail': 'The service status call fails: the funnel shows the error.',
};
