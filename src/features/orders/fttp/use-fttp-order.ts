import { appointmentSlotListMachine } from '@machines/appointment-slot-list.machine';
import { type FttpFlags, fttpOrderMachine } from '@machines/fttp-order.machine';
import { fttpPropertyCheckMachine } from '@machines/fttp-property-check.machine';
import type { FunnelNotice } from '@machines/order-funnel';
import { productRetrievalMachine } from '@machines/product-retrieval.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { HttpError, redirectFor } from '@/api/http';
import { getAppointmentAvailability, reserveAppointment } from '@/api/order-appointments';
import {
  getOrderTypes,
  getServiceStatus,
  lookupAddresses,
  lookupProducts,
  lookupProjects,
  orderExists,
  placeFttpOrder,
  retrieveProducts,
  validateFttpCustomer,
} from '@/api/order-funnel';
import { useToasts } from '@/components/toasts';
import type { Toast } from '@/contracts/toast';
import { inspectionOptions } from '@/lib/inspect';
import { ordersListAfterSuccess, orderToasts } from '@/lib/order-rules';
import { orderKeys } from '../queries';
import { clearFttpDraft, restoreFttpDraft, saveFttpDraft } from './draft-store';
import { followFttpAddress, fttpStepPaths } from './funnel-address';

/** The app's implementations of every call and side effect of the funnel and its child machines. */
function useProvidedFunnel(userId: string) {
  const { notification } = useToasts();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const toast = (kind: FunnelNotice['kind'], t: Toast) =>
    notification[kind]({ title: t.title, description: t.description, duration: t.duration });

  return fttpOrderMachine.provide({
    actors: {
      restoreDraft: fromPromise(() => restoreFttpDraft(userId)),
      address: followFttpAddress,
      lookupAddresses: fromPromise(({ input, signal }) => lookupAddresses(input.postcode, signal)),
      checkProperty: fttpPropertyCheckMachine.provide({
        actors: {
          orderExists: fromPromise(({ input, signal }) => orderExists(input.uprn, signal)),
          lookupProducts: fromPromise(({ input, signal }) => lookupProducts(input.uprn, signal)),
          serviceStatus: fromPromise(({ input, signal }) => getServiceStatus(input.uprn, signal)),
        },
      }),
      retrieveProducts: productRetrievalMachine.provide({
        actors: { retrieveProducts: fromPromise(({ input, signal }) => retrieveProducts(input.uprn, signal)) },
      }),
      loadCustomerOptions: fromPromise(async ({ signal }) => {
        const [orderTypes, projects] = await Promise.all([getOrderTypes(signal), lookupProjects(signal)]);
        return { orderTypes, projects };
      }),
      validateCustomer: fromPromise(({ input, signal }) => validateFttpCustomer(input, signal)),
      appointmentSlots: appointmentSlotListMachine.provide({
        actors: {
          loadSlots: fromPromise(({ input, signal }) => getAppointmentAvailability(input, signal)),
          reserveSlot: fromPromise(({ input }) => reserveAppointment(input)),
        },
        actions: { notifyReservationFailed: (_, t) => toast('error', t) },
      }),
      placeOrder: fromPromise(({ input }) => placeFttpOrder(input.body, input.idempotencyKey)),
    },
    actions: {
      showStep: (_, { step, replace }) => {
        if (window.location.pathname !== fttpStepPaths[step]) navigate(fttpStepPaths[step], { replace });
      },
      saveDraft: (_, draft) => saveFttpDraft(userId, draft),
      clearStoredDraft: () => clearFttpDraft(userId),
      notify: (_, { kind, ...t }) => toast(kind, t),
      // Spec 3 §8 status redirects; a call that never got an answer says so and keeps the order so far.
      reportFailure: (_, { error }) => {
        if (!(error instanceof HttpError)) return toast('error', orderToasts.unreachable);
        const redirect = redirectFor(error);
        if (redirect) navigate(redirect);
      },
      refreshOrders: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      navigateToOrders: () => navigate(ordersListAfterSuccess),
    },
  });
}

/** The running funnel for the signed-in user: it restores, saves and clears the user's draft itself. */
export function useFttpOrder(userId: string, flags: FttpFlags) {
  return useActorRef(useProvidedFunnel(userId), { input: { flags }, ...inspectionOptions() });
}

export type FttpOrderActor = ActorRefFrom<typeof fttpOrderMachine>;
