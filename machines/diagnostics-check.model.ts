import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `diagnosticsCheckMachine`: the two calls' answers and the 5 s poll interval are plain events. Context
 * counts polls (0–3) so the graph stays finite; each state's `meta.matches` names the production state.
 */
export const diagnosticsCheckModel = setup({
  types: {
    context: {} as { polls: number },
    events: {} as
      | { type: 'start.ok' }
      | { type: 'start.fail' }
      | { type: 'start.failProvisioning' }
      | { type: 'clock.5s' }
      | { type: 'poll.pending' }
      | { type: 'poll.up' }
      | { type: 'poll.down' }
      | { type: 'poll.dyingGasp' }
      | { type: 'poll.error' }
      | { type: 'poll.provisioning' }
      | { type: 'poll.fail' }
      | { type: 'poll.failProvisioning' },
    meta: {} as { matches: string },
  },
  guards: { hasPollsLeft: ({ context }) => context.polls < 3 },
}).createMachine({
  id: 'diagnosticsCheckModel',
  context: { polls: 0 },
  initial: 'starting',
  states: {
    starting: {
      meta: { matches: 'starting' },
      tags: ['busy'],
      on: { 'start.ok': 'waiting', 'start.fail': 'error', 'start.failProvisioning': 'provisioning' },
    },
    waiting: {
      meta: { matches: 'waiting' },
      tags: ['busy'],
      on: { 'clock.5s': { target: 'polling', actions: assign({ polls: ({ context }) => context.polls + 1 }) } },
    },
    polling: {
      meta: { matches: 'polling' },
      tags: ['busy'],
      on: {
        'poll.pending': [{ guard: 'hasPollsLeft', target: 'waiting' }, { target: 'unknown' }],
        'poll.up': 'up',
        'poll.down': 'down',
        'poll.dyingGasp': 'dyingGasp',
        'poll.error': 'error',
        'poll.provisioning': 'provisioning',
        'poll.fail': 'error',
        'poll.failProvisioning': 'provisioning',
      },
    },
    up: { meta: { matches: 'up' }, type: 'final' },
    down: { meta: { matches: 'down' }, type: 'final' },
    dyingGasp: { meta: { matches: 'dyingGasp' }, type: 'final' },
    unknown: { meta: { matches: 'unknown' }, type: 'final' },
    error: { meta: { matches: 'error' }, type: 'final' },
    provisioning: { meta: { matches: 'provisioning' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/diagnostics-check.qa.md (no step table yet). */
export const diagnosticsCheckModelEvents: Record<EventFromLogic<typeof diagnosticsCheckModel>['type'], string> = {
  'start.ok': 'POST diagnostic-check starts the line test (pending).',
  'start.fail': 'Starting the line test fails.',
  'start.failProvisioning': 'Starting the line test fails because the service is provisioning.',
  'clock.5s': 'Five seconds pass, so the result is polled.',
  'poll.pending': 'The poll answers pending (after the third poll: unknown).',
  'poll.up': "The poll answers Up ('Line Ok').",
  'poll.down': "The poll answers Down ('Test Fail').",
  'poll.dyingGasp': "The poll answers Dying Gasp ('Unable to run test').",
  'poll.error': "The poll answers an error result ('Unable to run test').",
  'poll.provisioning': "The poll answers the provisioning result ('Service is Provisioning').",
  'poll.fail': 'The poll call fails.',
  'poll.failProvisioning': 'The poll call fails because the service is provisioning.',
};
