import type { EthernetFlags, EthernetStep } from '@machines/ethernet-order.machine';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { featureFlagsQuery } from '@/api/flags';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FunnelSteps } from '@/components/funnel-steps';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { ordersListHref, productsPath } from '../links';
import { AvailabilityStep } from './availability-step';
import { ProductsStep } from './products-step';
import { styles } from './styles';
import { type EthernetOrderActor, useEthernetOrder } from './use-ethernet-order';

// The customer and summary steps (the form, the PTW picker's upload, the date field, the modal) load when reached, so
// the funnel's first step stays within the route's JavaScript budget (README Performance, JavaScript budgets).
const CustomerStep = lazy(() => import('./customer-step').then((m) => ({ default: m.CustomerStep })));
const SummaryStep = lazy(() => import('./summary-step').then((m) => ({ default: m.SummaryStep })));

const stepTitles = ['Availability', 'Products', 'Customer', 'Summary'] as const;
const steps: EthernetStep[] = ['availability', 'products', 'customer', 'summary'];

/** The step a snapshot shows (the summary's while the modal is open), none while the draft is read back. */
function stepOf(snapshot: ReturnType<EthernetOrderActor['getSnapshot']>): EthernetStep | undefined {
  if (snapshot.matches('placed') || snapshot.matches('done')) return 'summary';
  return steps.find((step) => snapshot.matches(step));
}

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
  const step = useSelector(actor, stepOf);
  if (!step) return <LoadingLines label="Loading your order" />;
  return (
    <>
      <FunnelSteps titles={stepTitles} current={steps.indexOf(step)} />
      {step === 'availability' && <AvailabilityStep actor={actor} />}
      {step === 'products' && <ProductsStep actor={actor} />}
      <Suspense fallback={<LoadingLines label="Loading the step" />}>
        {step === 'customer' && <CustomerStep actor={actor} />}
        {step === 'summary' && <SummaryStep actor={actor} />}
      </Suspense>
    </>
  );
}
