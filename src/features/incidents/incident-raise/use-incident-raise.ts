import { appointmentReservationMachine } from '@machines/appointment-reservation.machine';
import { diagnosticsCheckMachine } from '@machines/diagnostics-check.machine';
import { faultReferenceCheckMachine } from '@machines/fault-reference-check.machine';
import { incidentListHref, incidentRaiseMachine } from '@machines/incident-raise.machine';
import { incidentRaiseServiceMachine } from '@machines/incident-raise-service.machine';
import { incidentRaiseSubmitMachine } from '@machines/incident-raise-submit.machine';
import { incidentServiceCheckMachine } from '@machines/incident-service-check.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { HttpError, redirectFor } from '@/api/http';
import {
  attachReservation,
  createIncident,
  getMsoIncident,
  getOpenIncident,
  getServiceStatus,
  pollDiagnosticCheck,
  reserveSlot,
  retrieveSlots,
  startDiagnosticCheck,
} from '@/api/incident-raise';
import { useToasts } from '@/components/toasts';
import type { Toast } from '@/contracts/toast';
import { inspectionOptions } from '@/lib/inspect';
import { incidentKeys, incidentRaiseKeys } from '../queries';
import { clearDraft, restoreDraft, saveDraft, saveDraftFiles } from './draft-store';
import { followAddress, stepPaths } from './funnel-address';
import { createFieldsOf } from './funnel-forms';

/** Why a submit failed, in words for a toast, when the answer is not one of the app's error pages. */
function submitFailureToast(error: unknown): Toast | undefined {
  if (!(error instanceof HttpError)) {
    return {
      title: 'The incident was not raised',
      description: 'The portal could not reach the incident service. Your draft is kept: please try again.',
      duration: 10,
    };
  }
  if (error.status === 400 || error.status === 409 || error.status === 422) {
    const fields = Object.values(error.fields ?? {}).flat();
    return {
      title: 'The incident was not raised',
      description: [error.message, ...fields].filter(Boolean).join(' '),
      duration: 10,
    };
  }
  return undefined;
}

/** The app's implementations of every call and side effect of the funnel and its child machines. */
function useProvidedFunnel(userId: string) {
  const { notification } = useToasts();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const toast = (kind: 'success' | 'error', t: Toast) =>
    notification[kind]({ title: t.title, description: t.description, duration: t.duration });

  return incidentRaiseMachine.provide({
    actors: {
      restoreDraft: fromPromise(() => restoreDraft(userId)),
      address: followAddress,
      serviceStep: incidentRaiseServiceMachine.provide({
        actors: {
          checkService: incidentServiceCheckMachine.provide({
            actors: {
              lookupService: fromPromise(({ input, signal }) => getServiceStatus(input.serviceReference, signal)),
              checkOpenIncident: fromPromise(({ input }) => getOpenIncident(input.serviceReference)),
              loadOutage: fromPromise(({ input }) => getMsoIncident(input.id)),
              diagnosticsCheck: diagnosticsCheckMachine.provide({
                actors: {
                  startCheck: fromPromise(({ input }) => startDiagnosticCheck(input.serviceReference)),
                  pollCheck: fromPromise(({ input }) => pollDiagnosticCheck(input.checkId)),
                },
              }),
            },
          }),
          faultReferenceCheck: faultReferenceCheckMachine.provide({
            actors: {
              isUnique: fromPromise(({ input }) =>
                queryClient.fetchQuery(incidentRaiseKeys.faultReference(input.reference)),
              ),
            },
          }),
        },
      }),
      appointmentReservation: appointmentReservationMachine.provide({
        actors: {
          retrieveSlots: fromPromise(({ input }) => retrieveSlots(input.serviceReference, input.city)),
          reserveSlot: fromPromise(({ input }) => reserveSlot(input)),
        },
        actions: {
          notifySlotsFailed: (_, t) => toast('error', t),
          notifyReserved: (_, t) => toast('success', t),
          notifyReservationFailed: (_, t) => toast('error', t),
        },
      }),
      submission: incidentRaiseSubmitMachine.provide({
        actors: {
          createIncident: fromPromise(async ({ input }) => {
            const created = await createIncident(createFieldsOf(input.draft), input.files);
            await queryClient.invalidateQueries({ queryKey: incidentKeys.all });
            return { id: created.id };
          }),
          createReservation: fromPromise(({ input }) => attachReservation('create', input)),
          publishReservation: fromPromise(({ input }) => attachReservation('publish', input)),
        },
      }),
    },
    actions: {
      showStep: (_, { step, replace }) => {
        if (window.location.pathname !== stepPaths[step]) navigate(stepPaths[step], { replace });
      },
      saveDraft: (_, draft) => saveDraft(userId, draft),
      saveDraftFiles: (_, { files }) => saveDraftFiles(userId, files),
      clearStoredDraft: () => clearDraft(userId),
      notify: (_, t) => toast('error', t),
      reportSubmitFailure: (_, { error }) => {
        const explained = submitFailureToast(error);
        if (explained) toast('error', explained);
        else if (error instanceof HttpError) {
          // Spec 2 §8 redirects; none for the sandbox's 403 terms_not_accepted, which the terms prompt answers.
          const redirect = redirectFor(error);
          if (redirect) navigate(redirect);
        }
      },
      navigateToIncidents: () => navigate(incidentListHref),
    },
  });
}

/** The running funnel for the signed-in user: it restores, saves and clears the user's draft itself. */
export function useIncidentRaise(
  userId: string,
  flags: { enableDiagnosticCheck: boolean; vulnerabilityEnabled: boolean },
) {
  return useActorRef(useProvidedFunnel(userId), { input: flags, ...inspectionOptions() });
}

export type IncidentRaiseActor = ActorRefFrom<typeof incidentRaiseMachine>;
export type ServiceStepActor = ActorRefFrom<typeof incidentRaiseServiceMachine>;
