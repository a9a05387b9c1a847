import { appointmentSlotListMachine } from '@machines/appointment-slot-list.machine';
import { regradeOrderMachine } from '@machines/regrade-order.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { HttpError, redirectFor } from '@/api/http';
import { getAppointmentAvailability, reserveAppointment } from '@/api/order-appointments';
import { orderExists } from '@/api/order-funnel';
import { lookupRegrade, placeRegradeOrder, validateRegradeCustomer } from '@/api/regrade';
import { useToasts } from '@/components/toasts';
import type { Toast } from '@/contracts/toast';
import { inspectionOptions } from '@/lib/inspect';
import { ordersListAfterSuccess } from '@/lib/order-rules';
import { ordersListHref } from '../links';
import { orderKeys } from '../queries';
import { clearRegradeDraft, restoreRegradeDraft, saveRegradeDraft } from './draft-store';
import { followRegradeAddress, regradeStepHref, regradeStepPaths } from './regrade-address';

/** The app's implementations of every call and side effect of the wizard and its slot list. */
function useProvidedWizard(userId: string, token: string | null) {
  const { notification } = useToasts();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const toast = (kind: 'success' | 'error', t: Toast) =>
    notification[kind]({ title: t.title, description: t.description, duration: t.duration });

  return regradeOrderMachine.provide({
    actors: {
      restoreDraft: fromPromise(({ input }) => restoreRegradeDraft(userId, input.token)),
      lookupRegrade: fromPromise(({ input, signal }) => lookupRegrade(input.token, signal)),
      orderExists: fromPromise(({ input, signal }) => orderExists(input.uprn, signal)),
      validateCustomer: fromPromise(({ input }) => validateRegradeCustomer(input)),
      placeOrder: fromPromise(({ input }) => placeRegradeOrder(input.body, input.idempotencyKey)),
      address: followRegradeAddress,
      appointmentSlots: appointmentSlotListMachine.provide({
        actors: {
          loadSlots: fromPromise(({ input, signal }) => getAppointmentAvailability(input, signal)),
          reserveSlot: fromPromise(({ input }) => reserveAppointment(input)),
        },
        actions: { notifyReservationFailed: (_, t) => toast('error', t) },
      }),
    },
    actions: {
      showStep: (_, { step, replace }) => {
        if (window.location.pathname !== regradeStepPaths[step]) navigate(regradeStepHref(step, token), { replace });
      },
      saveDraft: (_, draft) => saveRegradeDraft(userId, draft),
      clearStoredDraft: () => clearRegradeDraft(userId),
      notify: (_, t) => toast('error', t),
      notifySuccess: (_, t) => toast('success', t),
      reportError: (_, { error }) => {
        // Spec 3 §8 status redirects.
        const redirect = error instanceof HttpError ? redirectFor(error) : undefined;
        if (redirect) navigate(redirect);
      },
      navigateToOrders: () => navigate(ordersListHref('fttp')),
      finishPlaced: () => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        navigate(ordersListAfterSuccess);
      },
    },
  });
}

/** The running wizard for the signed-in user and the link's token. */
export function useRegradeWizard(userId: string, token: string | null) {
  return useActorRef(useProvidedWizard(userId, token), { input: { token }, ...inspectionOptions() });
}

export type RegradeWizardActor = ActorRefFrom<typeof regradeOrderMachine>;
