import type { FttpFlags, FttpStep } from '@machines/fttp-order.machine';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { featureFlagsQuery } from '@/api/flags';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FunnelSteps } from '@/components/funnel-steps';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { ordersListHref, productsPath } from '../links';
import styles from '../order-funnel.module.css';
import { AppointmentStep } from './appointment-step';
import { AvailabilityStep } from './availability-step';
import { CustomerStep } from './customer-step';
import { ProductsStep } from './products-step';
import { SummaryStep } from './summary-step';
import { type FttpOrderActor, useFttpOrder } from './use-fttp-order';

const stepTitles = ['Availability', 'Products', 'Customer', 'Appointment', 'Summary'] as const;
const steps: FttpStep[] = ['availability', 'products', 'customer', 'appointment', 'summary'];

/** The step a snapshot shows (the summary's while the modal is open), none while the draft is read back. */
function stepOf(snapshot: ReturnType<FttpOrderActor['getSnapshot']>): FttpStep | undefined {
  if (snapshot.matches('placed') || snapshot.matches('done')) return 'summary';
  return steps.find((step) => snapshot.matches(step));
}

/**
 * /ordering/products/fttp and its steps (spec 3 §2 FTTP funnel): waits for the signed-in user (drafts are kept per user)
 * and the organisation's flags (the shell's one cached answer), then runs the funnel.
 */
export function FttpOrderPage({ userId, orgId }: { userId: string | undefined; orgId: string | undefined }) {
  const flags = useQuery({ ...featureFlagsQuery(orgId ?? ''), enabled: orgId !== undefined });
  const ready = userId && flags.data;
  return (
    <section aria-labelledby="fttp-heading" aria-busy={!ready} className={styles.page}>
      <Breadcrumbs
        trail={[
          { label: 'Orders', href: ordersListHref('fttp') },
          { label: 'Product Availability', href: productsPath },
        ]}
        current="FTTP Order"
      />
      <h1 id="fttp-heading" className={styles.title}>
        FTTP Order
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
            rfs3RemoteActivations: flags.data.rfs3RemoteActivations ?? false,
            wltoGplAndHouseMoves: flags.data.wltoGplAndHouseMoves ?? false,
            showVulnerableFields: flags.data.showVulnerableFields ?? false,
          }}
        />
      )}
    </section>
  );
}

/** The running funnel: the machine moves the address and restores the draft; this only shows its step. */
function Funnel({ userId, flags }: { userId: string; flags: FttpFlags }) {
  const actor = useFttpOrder(userId, flags);
  const step = useSelector(actor, stepOf);
  if (!step) return <LoadingLines label="Loading your order" />;
  return (
    <>
      <FunnelSteps titles={stepTitles} current={steps.indexOf(step)} />
      {step === 'availability' && <AvailabilityStep actor={actor} />}
      {step === 'products' && <ProductsStep actor={actor} />}
      {step === 'customer' && <CustomerStep actor={actor} />}
      {step === 'appointment' && <AppointmentStep actor={actor} />}
      {step === 'summary' && <SummaryStep actor={actor} />}
    </>
  );
}
