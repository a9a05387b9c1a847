import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import { FunnelActions } from '@/components/funnel-actions';
import styles from '@/components/funnel-layout.module.css';
import { OrderSuccessModal } from './order-success-modal';

/** What every ordering funnel's summary step needs of its machine: the kit's summary and 'placed' (machines/order-funnel.ts). */
type PlacingActor = ActorRefFrom<AnyStateMachine>;

/**
 * Every ordering funnel's summary step (spec 3 §2, §8): its title, what the funnel shows of the order (`children`),
 * then Cancel, Back and Place Order; while the order is placed (the `busy` tag) Place Order spins and the others wait;
 * then 'Order Successful' naming the order. Place Order submits the step, so Enter on it places the order too; the
 * machine takes one placement at a time.
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
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.matches('placed'));
  const reference = useSelector(
    actor,
    (s) => (s.context as { order?: { buyer_order_reference: string } | null }).order?.buyer_order_reference,
  );
  const waiting = busy || done;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'step.submit' });
      }}
    >
      <h2 className={styles.stepTitle}>{title}</h2>
      {children}
      <FunnelActions
        cancel={{ disabled: waiting, onClick: () => actor.send({ type: 'step.cancel' }) }}
        back={{ disabled: waiting, onClick: () => actor.send({ type: 'step.back' }) }}
        next={{ label: 'Place Order', submit: true, loading: busy, disabled: done }}
      />
      {/* In a portal, outside the form's own elements. */}
      <OrderSuccessModal open={done} onClose={() => actor.send({ type: 'modal.close' })}>
        {placed} <strong>{reference}</strong> has been placed successfully.
      </OrderSuccessModal>
    </form>
  );
}
