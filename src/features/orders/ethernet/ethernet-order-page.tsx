import type { EthernetFlags, EthernetStep } from '@machines/ethernet-order.machine';
import { ethernetSteps } from '@machines/ethernet-order-draft';
import { propertyOf } from '@machines/ethernet-order-rules';
import { funnelStepOf } from '@machines/funnel-steps';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { featureFlagsQuery } from '@/api/flags';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { FunnelStepBar } from '../funnel/funnel-step-bar';
import { OrderingFor } from '../funnel/ordering-for';
import { ResumeOffer } from '../funnel/resume-offer';
import { ordersListHref, productsPath } from '../links';
import { AvailabilityStep } from './availability-step';
import { ProductsStep } from './products-step';
import { styles } from './styles';
import { useEthernetOrder } from './use-ethernet-order';

// The customer and summary steps (the form, the PTW picker's upload, the date field, the modal) load when reached, so
// the funnel's first step stays within the route's JavaScript budget (README Performance, JavaScript budgets).
const CustomerStep = lazy(() => import('./customer-step').then((m) => ({ default: m.CustomerStep })));
const SummaryStep = lazy(() => import('./summary-step').then((m) => ({ default: m.SummaryStep })));

const stepTitles: Record<EthernetStep, string> = {
  availability: 'Availability',
  products: 'Products',
  customer: 'Customer',
  summary: 'Summary',
};

/**
 * /ordering/products/ethernet and its steps (spec 3 §2 Ethernet funnel): waits for the signed-in user (drafts are kept
 * per user) and the organisation's flags (the shell's one cached answer: ethernetOverFFN and enniSelectionEnabled decide
 * the branch), then runs the funnel.
 */
export function EthernetOrderPage({ userId, orgId }: { userId: string | undefined; orgId: string | undefined }) {
  const flags = useQuery({ ...featureFlagsQuery(orgId ?? ''), enabled: orgId !== undefined });
  const ready = userId && flags.data;
  return (
    <section aria-labelledby="ethernet-heading" aria-busy={!ready} className={styles.page}>
      <Breadcrumbs
        trail={[
          { label: 'Orders', href: ordersListHref('ethernet') },
          { label: 'Product Availability', href: productsPath },
        ]}
        current="Ethernet Order"
      />
      <h1 id="ethernet-heading" className={styles.title}>
        Ethernet Order
      </h1>
      {flags.isError && (
        <LoadError
          title="We could not open the order form"
          onRetry={() => flags.refetch()}
          retrying={flags.isFetching}
        />
      )}
      {!ready && !flags.isError && <LoadingLines label="Loading the order form" />}
      {ready && (
        <Funnel
          userId={userId}
          flags={{
            ethernetOverFFN: flags.data.ethernetOverFFN ?? false,
            enniSelectionEnabled: flags.data.enniSelectionEnabled ?? false,
          }}
        />
      )}
    </section>
  );
}

/** The running funnel: the machine moves the address and restores the draft; this only shows its step. */
function Funnel({ userId, flags }: { userId: string; flags: EthernetFlags }) {
  const actor = useEthernetOrder(userId, flags);
  // Narrow selections: the steps re-render on their own snapshots, not on every change of the funnel.
  const step = useSelector(actor, (s) => funnelStepOf<EthernetStep>(s));
  const offering = useSelector(actor, (s) => s.matches('offering'));
  const address = useSelector(actor, (s) => propertyOf(s.context)?.address);
  if (offering)
    return (
      <ResumeOffer
        address={address ?? ''}
        onContinue={() => actor.send({ type: 'resume.continue' })}
        onRestart={() => actor.send({ type: 'resume.restart' })}
      />
    );
  if (!step) return <LoadingLines label="Loading your order" />;
  return (
    <>
      <FunnelStepBar steps={ethernetSteps} titles={stepTitles} current={step} />
      {step !== 'availability' && <OrderingFor address={address} />}
      {step === 'availability' && <AvailabilityStep actor={actor} />}
      {step === 'products' && <ProductsStep actor={actor} />}
      <Suspense fallback={<LoadingLines label="Loading the step" />}>
        {step === 'customer' && <CustomerStep actor={actor} />}
        {step === 'summary' && <SummaryStep actor={actor} />}
      </Suspense>
    </>
  );
}
