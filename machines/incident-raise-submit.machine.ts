import { assign, fromPromise, setup } from 'xstate';
import type { IncidentDraft } from './incident-raise-draft';
import { reservationInput } from './incident-raise-rules';

export type SubmitInput = { draft: IncidentDraft; files: File[] };
/** The new incident's id, or why it was not created (the create call's error). */
export type SubmitOutput = { incidentId: string | null; error: unknown };
type SubmitContext = SubmitInput & { incidentId: string | null; error: unknown };
type AttachInput = { reservation_id: string; incident_id: string };

const attachInput = ({ context }: { context: SubmitContext }) =>
  reservationInput({ reservation: context.draft.reservation, incidentId: context.incidentId });

/**
 * Submitting a raised incident (spec 2 §2 Submit, §9): create it with its attachments, then attach and publish the
 * reserved appointment. Once the incident exists the funnel completes, whether or not the reservation attaches.
 */
export const incidentRaiseSubmitMachine = setup({
  types: {
    context: {} as SubmitContext,
    input: {} as SubmitInput,
    output: {} as SubmitOutput,
  },
  actors: {
    // POST /v2/incidents (multipart), answering the new incident.
    createIncident: fromPromise<{ id: string }, SubmitInput>(async () => {
      throw new Error('createIncident not provided');
    }),
    // POST /v2/incident/appointment/reservation/create, then /publish.
    createReservation: fromPromise<unknown, AttachInput>(async () => {
      throw new Error('createReservation not provided');
    }),
    publishReservation: fromPromise<unknown, AttachInput>(async () => {
      throw new Error('publishReservation not provided');
    }),
  },
  actions: {
    assignIncident: assign({ incidentId: (_, p: { id: string }) => p.id }),
    assignError: assign({ error: (_, p: { error: unknown }) => p.error }),
  },
  guards: {
    hasReservation: ({ context }) => context.draft.reservation !== null,
  },
}).createMachine({
  id: 'incidentRaiseSubmit',
  context: ({ input }) => ({ ...input, incidentId: null, error: null }),
  initial: 'creating',
  states: {
    creating: {
      invoke: {
        id: 'createIncident',
        src: 'createIncident',
        input: ({ context }) => ({ draft: context.draft, files: context.files }),
        onDone: [
          {
            guard: 'hasReservation',
            target: 'attaching',
            actions: { type: 'assignIncident', params: ({ event }) => event.output },
          },
          { target: 'created', actions: { type: 'assignIncident', params: ({ event }) => event.output } },
        ],
        onError: { target: 'refused', actions: { type: 'assignError', params: ({ event }) => event } },
      },
    },
    // The incident exists from here on: an attach failure still completes the funnel.
    attaching: {
      invoke: {
        id: 'createReservation',
        src: 'createReservation',
        input: attachInput,
        onDone: 'publishing',
        onError: 'created',
      },
    },
    publishing: {
      invoke: {
        id: 'publishReservation',
        src: 'publishReservation',
        input: attachInput,
        onDone: 'created',
        onError: 'created',
      },
    },
    created: { type: 'final' },
    refused: { type: 'final' },
  },
  output: ({ context }): SubmitOutput => ({
    incidentId: context.incidentId,
    error: context.incidentId === null ? context.error : null,
  }),
});
