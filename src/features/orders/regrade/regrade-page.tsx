import { funnelStepOf } from '@machines/funnel-steps';
import type { RegradeStep } from '@machines/regrade-order.machine';
import { regradeMessages, regradeStepsFor } from '@machines/regrade-order-rules';
import { useSelector } from '@xstate/react';
import { Alert } from 'antd';
import { useState } from 'react';
import { Link } from 'wouter';
import { FunnelActions } from '@/components/funnel-actions';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { orderBoxes } from '@/lib/order-rules';
import { FunnelStepBar } from '../funnel/funnel-step-bar';
import { ExistingOrderNotice } from '../funnel/notices';
import { OrderSuccessModal } from '../funnel/order-success-modal';
import { ResumeOffer } from '../funnel/resume-offer';
import { ordersListHref } from '../links';
import { AppointmentStep } from './appointment-step';
import { CustomerStep } from './customer-step';
import { ProductsStep } from './products-step';
import styles from './regrade.module.css';
import { tokenOfAddress } from './regrade-address';
import { ServiceBox } from './service-box';
import { SummaryStep } from './summary-step';
import { type RegradeWizardActor, useRegradeWizard } from './use-regrade-wizard';

const stepTitles: Record<RegradeStep, string> = {
  products: 'Products',
  customer: 'Customer',
  appointment: 'Appointment',
  summary: 'Summary',
};
const ordersHref = ordersListHref('fttp');

/**
 * /ordering/products/regrade and its steps (spec 3 §2 Regrade wizard). Drafts are kept per user, so the route passes
 * the signed-in user's id from the shell (like src/app/incident-raise-route.tsx does for the raise funnel).
 */
export function RegradePage({ userId }: { userId: string | undefined }) {
  return (
    <section aria-labelledby="regrade-heading" aria-busy={!userId} className={styles.page}>
      <h1 id="regrade-heading" className={styles.title}>
        {regradeMessages.title}
      </h1>
      {userId ? <Wizard userId={userId} /> : <LoadingLines label="Loading the regrade" />}
    </section>
  );
}

function Wizard({ userId }: { userId: string }) {
  // The link's token as the page was opened; the wizard keeps it in every step's address.
  const [token] = useState(tokenOfAddress);
  const actor = useRegradeWizard(userId, token);
  return <WizardView actor={actor} />;
}

/** Renders the wizard's state; every control sends it an event. */
function WizardView({ actor }: { actor: RegradeWizardActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { lookup } = snapshot.context;
  const send = actor.send;

  if (snapshot.matches('invalidLink')) {
    return (
      <Alert
        type="error"
        showIcon
        title="This regrade link cannot be used"
        description={
          <>
            {regradeMessages.invalidLink}{' '}
            <Link className={styles.inlineLink} href={ordersHref}>
              Go to your orders
            </Link>
          </>
        }
      />
    );
  }
  if (
    snapshot.matches('restoring') ||
    snapshot.matches('reading') ||
    snapshot.matches({ products: 'loading' }) ||
    snapshot.matches({ products: 'checking' })
  ) {
    return (
      <div role="status">
        <LoadingLines label={regradeMessages.searching} />
        <p>{regradeMessages.searching}</p>
      </div>
    );
  }
  if (snapshot.matches({ products: 'unavailable' })) {
    return (
      <>
        <LoadError
          title={regradeMessages.lookupFailed}
          onRetry={() => send({ type: 'lookup.retry' })}
          retrying={false}
        />
        <FunnelActions cancel={{ onClick: () => send({ type: 'step.cancel' }) }} />
      </>
    );
  }
  if (snapshot.matches({ products: 'offering' })) {
    return (
      <ResumeOffer
        address={lookup?.service.address ?? ''}
        onContinue={() => send({ type: 'resume.continue' })}
        onRestart={() => send({ type: 'resume.restart' })}
      />
    );
  }

  // The machine says which steps there are (Appointment only when the product requires one) and which one this is.
  const steps = regradeStepsFor(snapshot.context);
  const step = funnelStepOf<RegradeStep>(snapshot) ?? 'products';
  return (
    <>
      <FunnelStepBar steps={steps} titles={stepTitles} current={step} />
      <div className={styles.layout}>
        <div>
          {snapshot.matches({ products: 'none' }) && (
            <>
              <Alert
                type="info"
                showIcon
                title={orderBoxes.noProducts.split(': ')[0]}
                description={
                  <>
                    {orderBoxes.noProducts.split(': ')[1]}{' '}
                    <Link className={styles.inlineLink} href={ordersHref}>
                      View Orders
                    </Link>
                  </>
                }
              />
              <FunnelActions cancel={{ onClick: () => send({ type: 'step.cancel' }) }} />
            </>
          )}
          {snapshot.matches({ products: 'orderInProgress' }) && (
            <>
              <ExistingOrderNotice />
              <FunnelActions cancel={{ onClick: () => send({ type: 'step.cancel' }) }} />
            </>
          )}
          {snapshot.matches({ products: 'choosing' }) && <ProductsStep actor={actor} />}
          {snapshot.matches('customer') && <CustomerStep actor={actor} />}
          {snapshot.matches('appointment') && <AppointmentStep actor={actor} />}
          {(snapshot.matches('summary') || snapshot.matches('placed')) && <SummaryStep actor={actor} />}
        </div>
        {lookup && <ServiceBox lookup={lookup} />}
      </div>
      <OrderSuccessModal open={snapshot.matches('placed')} onClose={() => send({ type: 'success.close' })}>
        Your regrade order <strong>{snapshot.context.order?.buyer_order_reference}</strong> has been placed
        successfully.
      </OrderSuccessModal>
    </>
  );
}
