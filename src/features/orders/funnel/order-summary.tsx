import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import { FunnelActions } from '@/components/funnel-actions';
import styles from '@/components/funnel-layout.module.css';
import { OrderSuccessModal } from './order-success-modal';

/** What every ordering funnel's summary step needs of its machine: the kit's summary and 'placed' (machines/order-funnel.ts). */
type PlacingActor = ActorRefFrom<AnyStateMachine>;

/**
 * The summary's buttons and 'Order Successful' (spec 3 §2, §8), for every ordering funnel: Cancel, Back and Place Order
 * while the order is reviewed; Place Order spinning and the others waiting while it is placed (the `busy` tag); then the
 * modal naming the order. `submit`: Place Order submits the step's own form (which sends `step.submit`).
 */
function PlaceOrder({
  actor,
  submit,
  children,
}: {
  actor: PlacingActor;
  submit?: boolean;
  /** The modal's words before the order's reference ('Your order'). */
  children: ReactNode;
}) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const placed = useSelector(actor, (s) => s.matches('placed'));
  const reference = useSelector(
    actor,
    (s) => (s.context as { order?: { buyer_order_reference: string } | null }).order?.buyer_order_reference,
  );
  const waiting = busy || placed;
  return (
    <>
      <FunnelActions
        cancel={{ disabled: waiting, onClick: () => actor.send({ type: 'step.cancel' }) }}
        back={{ disabled: waiting, onClick: () => actor.send({ type: 'step.back' }) }}
        next={
          submit
            ? { label: 'Place Order', submit: true, loading: busy, disabled: placed }
            : {
                label: 'Place Order',
                loading: busy,
                disabled: placed,
                onClick: () => actor.send({ type: 'step.submit' }),
              }
        }
      />
      {/* In a portal, outside the step's own elements. */}
      <OrderSuccessModal open={placed} onClose={() => actor.send({ type: 'modal.close' })}>
        {children} <strong>{reference}</strong> has been placed successfully.
      </OrderSuccessModal>
    </>
  );
}

/**
 * Every ordering funnel's summary step (spec 3 §2): its title, what the funnel shows of the order (`children`), then
 * PlaceOrder. Place Order submits the step, so Enter on it places the order too; the machine takes one placement at a time.
 */
export function OrderSummary({
  actor,
  title = 'Order Summary',
  placed,
  children,
}: {
  actor: PlacingActor;
  title?: string;
  /** The modal's words before the order's reference ('Your order'). */
  placed: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'step.submit' });
      }}
    >
      <h2 className={styles.stepTitle}>{title}</h2>
      {children}
      <PlaceOrder actor={actor} submit>
        {placed}
      </PlaceOrder>
    </form>
  );
}
