import { assign, fromPromise, setup } from 'xstate';
import type { ServiceReferenceStatus } from '@/contracts/support-services';
import { supportMessages } from '@/lib/support-rules';
import { type DiagnosticsOutput, diagnosticsCheckMachine } from './diagnostics-check.machine';

type Outage = { status: 'loaded'; detail: unknown } | { status: 'unavailable'; message: string };
/** What step one of the funnel learns about a service; `block` set means Next stays disabled. */
export type ServiceCheck = {
  service: ServiceReferenceStatus | null;
  /** notFound: the lookup answered 404; unavailable: a lookup failed otherwise, so raising cannot be checked now. */
  block: null | 'notFound' | 'notLive' | 'openIncident' | 'provisioning' | 'unavailable';
  openIncidentLink: string | null;
  outage: Outage | null;
  diagnostics: DiagnosticsOutput | null;
};
type Input = { serviceReference: string; enableDiagnosticCheck: boolean };

/**
 * Checks of the Service Details step (spec 2 §4 Raise funnel rules): the service must be Live and have no open
 * incident; an active MSO loads its details (404 or failure: details unavailable); the line test runs as a child when
 * enableDiagnosticCheck is on, and a provisioning result blocks raising.
 */
export const incidentServiceCheckMachine = setup({
  types: {
    context: {} as ServiceCheck & Input,
    input: {} as Input,
    output: {} as ServiceCheck,
    // What the line-status panel says while a state runs.
    meta: {} as { progress: string },
  },
  actors: {
    // GET /v2/service/service_reference/{ref}/.
    lookupService: fromPromise<ServiceReferenceStatus, { serviceReference: string }>(async () => {
      throw new Error('lookupService not provided');
    }),
    // GET /v2/incident/{ref}: null for 204, otherwise the open incident's link.
    checkOpenIncident: fromPromise<{ link: string } | null, { serviceReference: string }>(async () => {
      throw new Error('checkOpenIncident not provided');
    }),
    // GET /v2/mso-incidents/{id}.
    loadOutage: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('loadOutage not provided');
    }),
    diagnosticsCheck: diagnosticsCheckMachine,
  },
  actions: {
    assignCheck: assign((_, params: Partial<ServiceCheck>) => params),
  },
  guards: {
    isLive: (_, params: { service: ServiceReferenceStatus }) => params.service.stage === 'Live',
    isNotFound: (_, params: { error: unknown }) => (params.error as { status?: number } | null)?.status === 404,
    hasOpenIncident: (_, params: { answer: { link: string } | null }) => params.answer !== null,
    hasActiveMso: ({ context }) => Boolean(context.service?.active_mso_incident),
    isDiagnosticsEnabled: ({ context }) => context.enableDiagnosticCheck,
    isProvisioning: (_, params: { diagnostics: DiagnosticsOutput }) => params.diagnostics.outcome === 'provisioning',
  },
}).createMachine({
  id: 'incidentServiceCheck',
  context: ({ input }) => ({
    ...input,
    service: null,
    block: null,
    openIncidentLink: null,
    outage: null,
    diagnostics: null,
  }),
  initial: 'lookingUp',
  output: ({ context: { service, block, openIncidentLink, outage, diagnostics } }) => ({
    service,
    block,
    openIncidentLink,
    outage,
    diagnostics,
  }),
  states: {
    lookingUp: {
      tags: ['busy'],
      meta: { progress: 'Looking up the service…' },
      invoke: {
        id: 'lookupService',
        src: 'lookupService',
        input: ({ context }) => ({ serviceReference: context.serviceReference }),
        onDone: [
          {
            guard: { type: 'isLive', params: ({ event }) => ({ service: event.output }) },
            target: 'checkingIncident',
            actions: { type: 'assignCheck', params: ({ event }) => ({ service: event.output }) },
          },
          // 'Service is not live. Not possible to raise an incident.'
          {
            target: 'done',
            actions: { type: 'assignCheck', params: ({ event }) => ({ service: event.output, block: 'notLive' }) },
          },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            actions: { type: 'assignCheck', params: { block: 'notFound' } },
          },
          { target: 'done', actions: { type: 'assignCheck', params: { block: 'unavailable' } } },
        ],
      },
    },
    checkingIncident: {
      tags: ['busy'],
      meta: { progress: 'Checking for an open incident…' },
      invoke: {
        id: 'checkOpenIncident',
        src: 'checkOpenIncident',
        input: ({ context }) => ({ serviceReference: context.serviceReference }),
        onDone: [
          {
            guard: { type: 'hasOpenIncident', params: ({ event }) => ({ answer: event.output }) },
            target: 'done',
            actions: {
              type: 'assignCheck',
              params: ({ event }) => ({ block: 'openIncident', openIncidentLink: event.output?.link ?? null }),
            },
          },
          { guard: 'hasActiveMso', target: 'loadingOutage' },
          { target: 'choosingDiagnostics' },
        ],
        // Without an answer an open incident cannot be ruled out.
        onError: { target: 'done', actions: { type: 'assignCheck', params: { block: 'unavailable' } } },
      },
    },
    loadingOutage: {
      tags: ['busy'],
      meta: { progress: 'Loading the outage affecting this service…' },
      invoke: {
        id: 'loadOutage',
        src: 'loadOutage',
        input: ({ context }) => ({ id: context.service?.active_mso_incident?.id ?? '' }),
        onDone: {
          target: 'choosingDiagnostics',
          actions: {
            type: 'assignCheck',
            params: ({ event }) => ({ outage: { status: 'loaded', detail: event.output } }),
          },
        },
        onError: {
          target: 'choosingDiagnostics',
          actions: {
            type: 'assignCheck',
            params: { outage: { status: 'unavailable', message: supportMessages.msoUnavailable } },
          },
        },
      },
    },
    choosingDiagnostics: { always: [{ guard: 'isDiagnosticsEnabled', target: 'diagnosing' }, { target: 'done' }] },
    diagnosing: {
      tags: ['busy'],
      meta: { progress: 'Running the line test…' },
      invoke: {
        id: 'diagnosticsCheck',
        src: 'diagnosticsCheck',
        input: ({ context }) => ({ serviceReference: context.serviceReference }),
        onDone: [
          {
            guard: { type: 'isProvisioning', params: ({ event }) => ({ diagnostics: event.output }) },
            target: 'done',
            actions: {
              type: 'assignCheck',
              params: ({ event }) => ({ diagnostics: event.output, block: 'provisioning' }),
            },
          },
          { target: 'done', actions: { type: 'assignCheck', params: ({ event }) => ({ diagnostics: event.output }) } },
        ],
      },
    },
    done: { type: 'final' },
  },
});

/** The running check's progress in words, from the `meta` of the state it is in; null once it is done. */
export function serviceCheckProgress(snapshot: { getMeta(): Record<string, { progress?: string } | undefined> }) {
  return Object.values(snapshot.getMeta()).find((m) => m?.progress)?.progress ?? null;
}
