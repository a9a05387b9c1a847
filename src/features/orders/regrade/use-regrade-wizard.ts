import { appointmentSlotListMachine } from '@machines/appointment-slot-list.machine';
import { regradeOrderMachine } from '@machines/regrade-order.machine';
import type { RegradeStep } from '@machines/regrade-order-draft';
import { useActorRef } from '@xstate/react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { getAppointmentAvailability, reserveAppointment } from '@/api/order-appointments';
import { orderExists } from '@/api/order-funnel';
import { lookupRegrade, placeRegradeOrder, validateRegradeCustomer } from '@/api/regrade';
import { inspectionOptions } from '@/lib/inspect';
import { ordersListAfterSuccess } from '@/lib/order-rules';
import { useFunnelEffects } from '../funnel/use-funnel-effects';
import { regradeDrafts } from './draft-store';
import { followRegradeAddress, regradeStepHref } from './regrade-address';

/** The app's implementations of every call and side effect of the wizard and its slot list. */
function useProvidedWizard(userId: string, token: string | null) {
  const { toast, actions } = useFunnelEffects({
    userId,
    drafts: regradeDrafts,
    stepHref: (step: RegradeStep) => regradeStepHref(step, token),
    ordersHref: ordersListAfterSuccess,
  });

  return regradeOrderMachine.provide({
    actors: {
      // The draft of this link (another link's is not this wizard's).
      restoreDraft: fromPromise(() => regradeDrafts.restore(userId, token ?? '')),
      address: followRegradeAddress,
      lookupRegrade: fromPromise(({ input, signal }) => lookupRegrade(input.token, signal)),
      orderExists: fromPromise(({ input, signal }) => orderExists(input.uprn, signal)),
      validateCustomer: fromPromise(({ input }) => validateRegradeCustomer(input)),
      placeOrder: fromPromise(({ input }) => placeRegradeOrder(input.body, input.idempotencyKey)),
      appointmentSlots: appointmentSlotListMachine.provide({
        actors: {
          loadSlots: fromPromise(({ input, signal }) => getAppointmentAvailability(input, signal)),
          reserveSlot: fromPromise(({ input }) => reserveAppointment(input)),
        },
        actions: { notifyReservationFailed: (_, t) => toast('error', t) },
      }),
    },
    actions,
  });
}

/** The running wizard for the signed-in user and the link's token. */
export function useRegradeWizard(userId: string, token: string | null) {
  return useActorRef(useProvidedWizard(userId, token), { input: { token }, ...inspectionOptions() });
}

export type RegradeWizardActor = ActorRefFrom<typeof regradeOrderMachine>;
