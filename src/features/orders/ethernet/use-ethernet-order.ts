import { type EthernetFlags, ethernetOrderMachine } from '@machines/ethernet-order.machine';
import type { EthernetStep } from '@machines/ethernet-order-draft';
import { metroProductRequestMachine } from '@machines/metro-product-request.machine';
import { useActorRef } from '@xstate/react';
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
import { orderPtw } from '@/api/ptw';
import { inspectionOptions } from '@/lib/inspect';
import { ordersListAfterSuccess } from '@/lib/order-rules';
import { useFunnelEffects } from '../funnel/use-funnel-effects';
import { ethernetDrafts } from './draft-store';
import { ethernetStepPaths, followEthernetAddress } from './ethernet-address';

/** The app's implementations of every call and side effect of the funnel and its child machines. */
function useProvidedFunnel(userId: string) {
  const { actions } = useFunnelEffects({
    userId,
    drafts: ethernetDrafts,
    stepHref: (step: EthernetStep) => ethernetStepPaths[step],
    ordersHref: `${ordersListAfterSuccess}&type=ethernet`,
  });

  return ethernetOrderMachine.provide({
    actors: {
      restoreDraft: fromPromise(() => ethernetDrafts.restore(userId)),
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
    actions,
  });
}

/** The running funnel for the signed-in user: it restores, saves and clears the user's draft itself. */
export function useEthernetOrder(userId: string, flags: EthernetFlags) {
  return useActorRef(useProvidedFunnel(userId), { input: { flags }, ...inspectionOptions() });
}

export type EthernetOrderActor = ActorRefFrom<typeof ethernetOrderMachine>;
