import type { ReservationOutput } from '@machines/appointment-reservation.machine';
import { faultReferenceCheckMachine } from '@machines/fault-reference-check.machine';
import { incidentRaiseMachine } from '@machines/incident-raise.machine';
import type { RestoredDraft } from '@machines/incident-raise-draft';
import { incidentRaiseServiceMachine } from '@machines/incident-raise-service.machine';
import { act } from '@testing-library/react';
import { type ActorRefFrom, createActor, createMachine, fromCallback, fromPromise } from 'xstate';
import { checks } from '../../machines/incident-raise.fixtures';
import { jsonResponse, routeFetch } from '../support/http';

// A raise funnel for the step views' tests: no stored draft, every service checks out Live, every fault reference is
// unique and a reservation fails (so customer availability is asked).

const failedReservation: ReservationOutput = { reservation: null, fallback: 'customer-availability', reason: '409' };
const answering = <T>(output: T) =>
  createMachine({ initial: 'done', states: { done: { type: 'final' } }, output: () => output });

export function startRaiseFunnel() {
  const machine = incidentRaiseMachine.provide({
    actors: {
      restoreDraft: fromPromise(
        async (): Promise<RestoredDraft> => ({ draft: undefined, files: [], filesRestore: 'none' }),
      ),
      address: fromCallback(() => undefined),
      serviceStep: incidentRaiseServiceMachine.provide({
        actors: {
          checkService: answering(checks.ok) as never,
          faultReferenceCheck: faultReferenceCheckMachine.provide({
            actors: { isUnique: fromPromise(async () => true) },
          }),
        },
      }),
      appointmentReservation: answering(failedReservation) as never,
    },
    actions: { saveDraft: () => undefined, saveDraftFiles: () => undefined, showStep: () => undefined },
  });
  return createActor(machine, {
    input: { enableDiagnosticCheck: false, vulnerabilityEnabled: false, now: () => Date.now() },
  }).start();
}

/** Step one's machine (the funnel's child) while the funnel is on it. */
export const serviceStepOf = (funnel: ReturnType<typeof startRaiseFunnel>) =>
  funnel.getSnapshot().children.serviceStep as ActorRefFrom<typeof incidentRaiseServiceMachine>;

export const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

/** The category lists the step-one selects offer. */
export const routeRaiseCategories = () =>
  routeFetch({
    '/v2/incident-fault-categories': jsonResponse(200, { data: [{ id: 1, name: 'No service' }] }),
    '/v2/business-service-categories': jsonResponse(200, {
      data: [{ id: 1, name: 'FTTP', legacy: false, isAppointable: true }],
    }),
  });
