import type { RegradeStep } from '@machines/regrade-order.machine';
import { regradeMessages, regradeStepsFor } from '@machines/regrade-order-rules';
import { useSelector } from '@xstate/react';
import { Alert } from 'antd';
import { useState } from 'react';
import { Link } from 'wouter';
import { LoadingLines } from '@/components/loading-lines';
import { FunnelSteps } from '../funnel/funnel-page';
import { ordersListHref } from '../links';
import { AppointmentStep } from './appointment-step';
import { CustomerStep } from './customer-step';
import { ProductsStep } from './products-step';
import { tokenOfAddress } from './regrade-address';
import { ServiceBox } from './service-box';
import { styles } from './styles';
import { SummaryStep } from './summary-step';
import { useRegradeWizard } from './use-regrade-wizard';

const stepTitles: Record<RegradeStep, string> = {
  products: 'Products',
  customer: 'Customer',
  appointment: 'Appointment',
  summary: 'Summary',
};
const stepViews = {
  products: ProductsStep,
  customer: CustomerStep,
  appointment: AppointmentStep,
  summary: SummaryStep,
};

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

/** The kit's steps (the draft's offer, the step bar, the step's view) and, at the side, the service being regraded. */
function Wizard({ userId }: { userId: string }) {
  // The link's token as the page was opened; the wizard keeps it in every step's address.
  const [token] = useState(tokenOfAddress);
  const actor = useRegradeWizard(userId, token);
  const invalidLink = useSelector(actor, (s) => s.matches('invalidLink'));
  const lookup = useSelector(actor, (s) => s.context.lookup);
  if (invalidLink) return <InvalidLink />;
  return (
    <div className={styles.layout}>
      <div>
        <FunnelSteps
          actor={actor}
          titles={stepTitles}
          stepsOf={(s) => regradeStepsFor(s.context)}
          addressOf={(s) => s.context.lookup?.service.address}
          views={stepViews}
        />
      </div>
      {lookup && <ServiceBox lookup={lookup} />}
    </div>
  );
}

/** A missing, tampered, expired or foreign link: a clear page with a link to the orders. */
function InvalidLink() {
  return (
    <Alert
      type="error"
      showIcon
      title="This regrade link cannot be used"
      description={
        <>
          {regradeMessages.invalidLink}{' '}
          <Link className={styles.inlineLink} href={ordersListHref('fttp')}>
            Go to your orders
          </Link>
        </>
      }
    />
  );
}
