import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `incidentRaiseSubmitMachine` (submitting a raised incident): the three calls' answers are plain events;
 * `reservation.held` starts the submit again with a reserved appointment in the draft.
 */
export const incidentRaiseSubmitModel = setup({
  types: {
    context: {} as { reserved: boolean },
    events: {} as
      | { type: 'reservation.held' }
      | { type: 'create.ok' }
      | { type: 'create.fail' }
      | { type: 'attach.ok' }
      | { type: 'attach.fail' }
      | { type: 'publish.ok' }
      | { type: 'publish.fail' },
    meta: {} as { matches: string },
  },
  guards: { isReserved: ({ context }) => context.reserved, isPlain: ({ context }) => !context.reserved },
}).createMachine({
  id: 'incidentRaiseSubmitModel',
  context: { reserved: false },
  initial: 'creating',
  states: {
    creating: {
      meta: { matches: 'creating' },
      on: {
        'reservation.held': { guard: 'isPlain', target: 'creating', actions: assign({ reserved: true }) },
        'create.ok': [{ guard: 'isReserved', target: 'attaching' }, { target: 'created' }],
        'create.fail': 'refused',
      },
    },
    attaching: { meta: { matches: 'attaching' }, on: { 'attach.ok': 'publishing', 'attach.fail': 'created' } },
    publishing: { meta: { matches: 'publishing' }, on: { 'publish.ok': 'created', 'publish.fail': 'created' } },
    created: { meta: { matches: 'created' }, type: 'final' },
    refused: { meta: { matches: 'refused' }, type: 'final' },
  },
});

/** What each model event stands for, for the generated QA script (.stately/incident-raise-submit.qa.md). */
export const incidentRaiseSubmitModelEvents: Record<EventFromLogic<typeof incidentRaiseSubmitModel>['type'], string> = {
  'reservation.held': 'The draft holds a reserved appointment (Submit is pressed with it).',
  'create.ok': 'POST /v2/incidents creates the incident.',
  'create.fail': 'POST /v2/incidents fails (413, 415 or any other status): the funnel explains it.',
  'attach.ok': 'The reservation is created against the incident.',
  'attach.fail': 'Creating the reservation fails (the incident is raised regardless).',
  'publish.ok': 'The reservation is published.',
  'publish.fail': 'Publishing the reservation fails (the incident is raised regardless).',
};
