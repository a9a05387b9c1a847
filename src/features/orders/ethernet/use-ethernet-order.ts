import { type EthernetFlags, ethernetOrderMachine } from '@machines/ethernet-order.machine';
import { metroProductRequestMachine } from '@machines/metro-product-request.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { type ActorRefFrom, fromPromise } from 'xstate';
import {
  ethernetOrderExists,
  lookupEthernetPostcode,
  placeEthernetOrder,
  requestMetroProducts,
  retrieveFfnProducts,
  retrieveMetroProducts,
  validateEthernetCustomer,
} from '@/api/ethernet-funnel';
import { HttpError, redirectFor } from '@/api/http';
import { orderPtw } from '@/api/ptw';
import { useToasts } from '@/components/toasts';
import type { Toast } from '@/contracts/toast';
import { inspectionOptions } from '@/lib/inspect';
import { ordersListAfterSuccess, orderToasts } from '@/lib/order-rules';
import { orderKeys } from '../queries';
import { clearEthernetDraft, restoreEthernetDraft, saveEthernetDraft } from './draft-store';
import { ethernetStepPaths, followEthernetAddress } from './ethernet-address';

/** The app's implementations of every call and side effect of the funnel and its child machines. */
function useProvidedFunnel(userId: string) {
  const { notification } = useToasts();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const toast = (kind: 'success' | 'error' | 'warning', t: Toast) =>
    notification[kind]({ title: t.title, description: t.description || undefined, duration: t.duration });

  return ethernetOrderMachine.provide({
    actors: {
      restoreDraft: fromPromise(() => restoreEthernetDraft(userId)),
      address: followEthernetAddress,
      lookupPostcode: fromPromise(({ input, signal }) => lookupEthernetPostcode(input.postcode, signal)),
      checkExistingOrder: fromPromise(({ input, signal }) => ethernetOrderExists(input.uprn, signal)),
      metroProducts: metroProductRequestMachine.provide({
        actors: {
          requestProducts: fromPromise(({ input, signal }) => requestMetroProducts(input.uprn, signal)),
          fetchProducts: fromPromise(({ input, signal }) => retrieveMetroProducts(input.requestId, signal)),
        },
      }),
      ffnProducts: fromPromise(({ input, signal }) => retrieveFfnProducts(input.uprn, signal)),
      validateCustomer: fromPromise(({ input, signal }) => validateEthernetCustomer(input.variant, input.body, signal)),
      placeOrder: fromPromise(({ input }) => placeEthernetOrder(input.variant, input.body, input.idempotencyKey)),
      uploadPtw: fromPromise(({ input }) => orderPtw.upload(input.directory, input.files)),
    },
    actions: {
      showStep: (_, { step, replace }) => {
        if (window.location.pathname !== ethernetStepPaths[step]) navigate(ethernetStepPaths[step], { replace });
      },
      saveDraft: (_, draft) => saveEthernetDraft(userId, draft),
      clearStoredDraft: () => clearEthernetDraft(userId),
      notify: (_, { kind, ...t }) => toast(kind, t),
      // Spec 3 §8 status redirects; a call that never got an answer says so and keeps the order so far.
      reportFailure: (_, { error }) => {
        if (!(error instanceof HttpError)) return toast('error', orderToasts.unreachable);
        const redirect = redirectFor(error);
        if (redirect) navigate(redirect);
      },
      refreshOrders: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      navigateToOrders: () => navigate(`${ordersListAfterSuccess}&type=ethernet`),
    },
  });
}

/** The running funnel for the signed-in user: it restores, saves and clears the user's draft itself. */
export function useEthernetOrder(userId: string, flags: EthernetFlags) {
  return useActorRef(useProvidedFunnel(userId), { input: { flags }, ...inspectionOptions() });
}

export type EthernetOrderActor = ActorRefFrom<typeof ethernetOrderMachine>;
