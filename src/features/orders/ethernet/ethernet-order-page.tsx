import type { EthernetFlags, EthernetStep } from '@machines/ethernet-order.machine';
import { ethernetSteps } from '@machines/ethernet-order-draft';
import { propertyOf } from '@machines/ethernet-order-rules';
import { type ComponentProps, lazy, Suspense } from 'react';
import { LoadingLines } from '@/components/loading-lines';
import { FunnelPage, FunnelSteps } from '../funnel/funnel-page';
import { AvailabilityStep } from './availability-step';
import { ProductsStep } from './products-step';
import { useEthernetOrder } from './use-ethernet-order';

// The customer and summary steps (the form, the PTW picker's upload, the date field, the modal) load when reached, so
// the funnel's first step stays within the route's JavaScript budget (README Performance, JavaScript budgets).
const CustomerStep = lazy(() => import('./customer-step').then((m) => ({ default: m.CustomerStep })));
const SummaryStep = lazy(() => import('./summary-step').then((m) => ({ default: m.SummaryStep })));
type StepProps = ComponentProps<typeof ProductsStep>;

const stepTitles: Record<EthernetStep, string> = {
  availability: 'Availability',
  products: 'Products',
  customer: 'Customer',
  summary: 'Summary',
};
const stepViews = {
  availability: AvailabilityStep,
  products: ProductsStep,
  customer: (props: StepProps) => (
    <Suspense fallback={<LoadingLines label="Loading the step" />}>
      <CustomerStep {...props} />
    </Suspense>
  ),
  summary: (props: StepProps) => (
    <Suspense fallback={<LoadingLines label="Loading the step" />}>
      <SummaryStep {...props} />
    </Suspense>
  ),
};

/**
 * /ordering/products/ethernet and its steps (spec 3 §2 Ethernet funnel): the organisation's ethernetOverFFN and
 * enniSelectionEnabled flags decide the branch.
 */
export function EthernetOrderPage({ userId, orgId }: { userId: string | undefined; orgId: string | undefined }) {
  return (
    <FunnelPage
      family="ethernet"
      title="Ethernet Order"
      userId={userId}
      orgId={orgId}
      flagsOf={(flags): EthernetFlags => ({
        ethernetOverFFN: flags.ethernetOverFFN ?? false,
        enniSelectionEnabled: flags.enniSelectionEnabled ?? false,
      })}
    >
      {(ready) => <Funnel {...ready} />}
    </FunnelPage>
  );
}

function Funnel({ userId, flags }: { userId: string; flags: EthernetFlags }) {
  const actor = useEthernetOrder(userId, flags);
  return (
    <FunnelSteps
      actor={actor}
      titles={stepTitles}
      stepsOf={() => ethernetSteps}
      addressOf={(s) => propertyOf(s.context)?.address}
      views={stepViews}
    />
  );
}
