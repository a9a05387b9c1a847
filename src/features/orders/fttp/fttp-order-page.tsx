import type { FttpFlags, FttpStep } from '@machines/fttp-order.machine';
import { fttpStepsFor, propertyOf } from '@machines/fttp-order-rules';
import { FunnelPage, FunnelSteps } from '../funnel/funnel-page';
import { AppointmentStep } from './appointment-step';
import { AvailabilityStep } from './availability-step';
import { CustomerStep } from './customer-step';
import { ProductsStep } from './products-step';
import { SummaryStep } from './summary-step';
import { useFttpOrder } from './use-fttp-order';

const stepTitles: Record<FttpStep, string> = {
  availability: 'Availability',
  products: 'Products',
  customer: 'Customer',
  appointment: 'Appointment',
  summary: 'Summary',
};
const stepViews = {
  availability: AvailabilityStep,
  products: ProductsStep,
  customer: CustomerStep,
  appointment: AppointmentStep,
  summary: SummaryStep,
};

/** /ordering/products/fttp and its steps (spec 3 §2 FTTP funnel). */
export function FttpOrderPage({ userId, orgId }: { userId: string | undefined; orgId: string | undefined }) {
  return (
    <FunnelPage
      family="fttp"
      title="FTTP Order"
      userId={userId}
      orgId={orgId}
      flagsOf={(flags): FttpFlags => ({
        rfs3RemoteActivations: flags.rfs3RemoteActivations ?? false,
        wltoGplAndHouseMoves: flags.wltoGplAndHouseMoves ?? false,
        showVulnerableFields: flags.showVulnerableFields ?? false,
      })}
    >
      {(ready) => <Funnel {...ready} />}
    </FunnelPage>
  );
}

function Funnel({ userId, flags }: { userId: string; flags: FttpFlags }) {
  const actor = useFttpOrder(userId, flags);
  return (
    <FunnelSteps
      actor={actor}
      titles={stepTitles}
      stepsOf={(s) => fttpStepsFor(s.context)}
      addressOf={(s) => propertyOf(s.context)?.address}
      views={stepViews}
    />
  );
}
