import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `incidentServiceCheckMachine`: the lookups' answers and the line test's outcome are plain events, and
 * `flag.diagnosticsOff` restarts the check with enableDiagnosticCheck off. Each state's `meta.matches` names the
 * production state; context records what the output's `block` must be.
 */
export const incidentServiceCheckModel = setup({
  types: {
    context: {} as { diagnostics: boolean; mso: boolean; block: string | null },
    events: {} as
      | { type: 'flag.diagnosticsOff' }
      | { type: 'lookup.live' }
      | { type: 'lookup.liveMso' }
      | { type: 'lookup.notLive' }
      | { type: 'lookup.fail' }
      | { type: 'lookup.error' }
      | { type: 'incident.none' }
      | { type: 'incident.open' }
      | { type: 'incident.fail' }
      | { type: 'outage.ok' }
      | { type: 'outage.fail' }
      | { type: 'diagnostics.up' }
      | { type: 'diagnostics.provisioning' },
    meta: {} as { matches: string },
  },
  guards: {
    hasMso: ({ context }) => context.mso,
    isDiagnosticsEnabled: ({ context }) => context.diagnostics,
  },
}).createMachine({
  id: 'incidentServiceCheckModel',
  context: { diagnostics: true, mso: false, block: null },
  initial: 'lookingUp',
  states: {
    lookingUp: {
      meta: { matches: 'lookingUp' },
      tags: ['busy'],
      on: {
        'flag.diagnosticsOff': { guard: 'isDiagnosticsEnabled', actions: assign({ diagnostics: false }) },
        'lookup.live': 'checkingIncident',
        'lookup.liveMso': { target: 'checkingIncident', actions: assign({ mso: true }) },
        'lookup.notLive': { target: 'done', actions: assign({ block: 'notLive' }) },
        'lookup.fail': { target: 'done', actions: assign({ block: 'notFound' }) },
        'lookup.error': { target: 'done', actions: assign({ block: 'unavailable' }) },
      },
    },
    checkingIncident: {
      meta: { matches: 'checkingIncident' },
      tags: ['busy'],
      on: {
        'incident.open': { target: 'done', actions: assign({ block: 'openIncident' }) },
        'incident.fail': { target: 'done', actions: assign({ block: 'unavailable' }) },
        'incident.none': [
          { guard: 'hasMso', target: 'loadingOutage' },
          { guard: 'isDiagnosticsEnabled', target: 'diagnosing' },
          { target: 'done' },
        ],
      },
    },
    loadingOutage: {
      meta: { matches: 'loadingOutage' },
      tags: ['busy'],
      on: {
        'outage.ok': [{ guard: 'isDiagnosticsEnabled', target: 'diagnosing' }, { target: 'done' }],
        'outage.fail': [{ guard: 'isDiagnosticsEnabled', target: 'diagnosing' }, { target: 'done' }],
      },
    },
    diagnosing: {
      meta: { matches: 'diagnosing' },
      tags: ['busy'],
      on: {
        'diagnostics.up': 'done',
        'diagnostics.provisioning': { target: 'done', actions: assign({ block: 'provisioning' }) },
      },
    },
    done: { meta: { matches: 'done' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/incident-service-check.qa.md (no step table yet). */
export const incidentServiceCheckModelEvents: Record<EventFromLogic<typeof incidentServiceCheckModel>['type'], string> =
  {
    'flag.diagnosticsOff': 'The check starts again with enableDiagnosticCheck off.',
    'lookup.live': 'The service reference status answers stage Live, no active MSO.',
    'lookup.liveMso': 'The service reference status answers stage Live with an active MSO incident.',
    'lookup.notLive': "The service is not Live ('Service is not live. Not possible to raise an incident.').",
    'lookup.fail': 'The service lookup fails (404: not found for this user).',
    'lookup.error': 'The service lookup fails otherwise (e.g. 500): the check cannot be made now.',
    'incident.none': 'GET /v2/incident/{ref} answers 204: no open incident.',
    'incident.open': "An open incident exists ('An open incident already exists for this service', with its link).",
    'incident.fail': 'The open-incident check fails: an open incident cannot be ruled out now.',
    'outage.ok': 'The MSO details load.',
    'outage.fail': "The MSO details answer 404 ('…details are unavailable.').",
    'diagnostics.up': "The line test finishes with 'Line Ok'.",
    'diagnostics.provisioning': "The line test answers 'Service is Provisioning' (raising not possible).",
  };
