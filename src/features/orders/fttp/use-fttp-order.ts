import { appointmentSlotListMachine } from '@machines/appointment-slot-list.machine';
import { type FttpFlags, type FttpStep, fttpOrderMachine } from '@machines/fttp-order.machine';
import { fttpPropertyCheckMachine } from '@machines/fttp-property-check.machine';
import { productRetrievalMachine } from '@machines/product-retrieval.machine';
import { useActorRef } from '@xstate/react';
import { type ActorRefFrom, fromPromise } from 'xstate';
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
import { inspectionOptions } from '@/lib/inspect';
import { ordersListAfterSuccess } from '@/lib/order-rules';
import { useFunnelEffects } from '../funnel/use-funnel-effects';
import { fttpDrafts } from './draft-store';
import { followFttpAddress, fttpStepPaths } from './fttp-address';

/** The app's implementations of every call and side effect of the funnel and its child machines. */
function useProvidedFunnel(userId: string) {
  const { toast, actions } = useFunnelEffects({
    userId,
    drafts: fttpDrafts,
    stepHref: (step: FttpStep) => fttpStepPaths[step],
    ordersHref: ordersListAfterSuccess,
  });

  return fttpOrderMachine.provide({
    actors: {
      restoreDraft: fromPromise(() => fttpDrafts.restore(userId)),
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
    actions,
  });
}

/** The running funnel for the signed-in user: it restores, saves and clears the user's draft itself. */
export function useFttpOrder(userId: string, flags: FttpFlags) {
  return useActorRef(useProvidedFunnel(userId), { input: { flags }, ...inspectionOptions() });
}

export type FttpOrderActor = ActorRefFrom<typeof fttpOrderMachine>;
