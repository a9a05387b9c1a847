import { appointmentReservationMachine } from '@machines/appointment-reservation.machine';
import { diagnosticsCheckMachine } from '@machines/diagnostics-check.machine';
import { draftOf, type IncidentDraft, incidentListHref, incidentRaiseMachine } from '@machines/incident-raise.machine';
import { incidentServiceCheckMachine } from '@machines/incident-service-check.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { HttpError, redirectForStatus } from '@/api/http';
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
} from '@/api/incident-funnel';
import { useToasts } from '@/components/toasts';
import { inspectionOptions } from '@/lib/inspect';
import { incidentKeys } from '../queries';
import { clearDraft, loadDraft, loadDraftFiles, saveDraft, saveDraftFiles } from './draft-store';
import { createFieldsOf } from './funnel-forms';

type Toast = { title: string; description: string; duration: number };

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
      createIncident: fromPromise(async ({ input }) => {
        const created = await createIncident(createFieldsOf(input.draft), input.files);
        await queryClient.invalidateQueries({ queryKey: incidentKeys.all });
        return { id: created.id };
      }),
      createReservation: fromPromise(({ input }) => attachReservation('create', input)),
      publishReservation: fromPromise(({ input }) => attachReservation('publish', input)),
    },
    actions: {
      notifySubmitFailed: (_, t) => toast('error', t),
      reportSubmitFailure: (_, { error }) => {
        const explained = submitFailureToast(error);
        if (explained) toast('error', explained);
        else if (error instanceof HttpError) navigate(redirectForStatus(error.status));
      },
      clearStoredDraft: () => clearDraft(userId),
      navigateToIncidents: () => navigate(incidentListHref),
    },
  });
}

export type FilesRestore = 'none' | 'restored' | 'lost';

/**
 * The running funnel: started from the user's stored draft, persisting it at every stable step (not while a call
 * runs), and its attachments whenever they change. `filesRestore` tells the view whether stored files came back.
 */
export function useRaiseFunnel(userId: string, enableDiagnosticCheck: boolean) {
  const [initialDraft] = useState<IncidentDraft | undefined>(() => loadDraft(userId));
  const actor = useActorRef(useProvidedFunnel(userId), {
    input: { enableDiagnosticCheck, draft: initialDraft },
    ...inspectionOptions(),
  });
  const [filesRestore, setFilesRestore] = useState<FilesRestore>('none');
  const savedFiles = useRef<readonly File[]>([]);

  // Attachments live in IndexedDB: they come back into the funnel once read, or the user is told to add them again.
  useEffect(() => {
    if (!initialDraft || initialDraft.step === 'serviceDetails') return;
    let live = true;
    loadDraftFiles(userId).then(
      (files) => {
        if (!live || files.length === 0) return;
        savedFiles.current = files;
        actor.send({ type: 'files.restore', files });
        setFilesRestore('restored');
      },
      () => live && setFilesRestore('lost'),
    );
    return () => {
      live = false;
    };
  }, [actor, initialDraft, userId]);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'active' || snapshot.hasTag('busy') || snapshot.matches('restoring')) return;
      saveDraft(userId, draftOf(snapshot));
      const { files } = snapshot.context;
      if (files !== savedFiles.current && snapshot.matches('incidentDetails')) {
        savedFiles.current = files;
        saveDraftFiles(userId, files).catch(() => undefined);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, userId]);

  return { actor, filesRestore };
}

export type RaiseFunnelActor = ActorRefFrom<typeof incidentRaiseMachine>;
