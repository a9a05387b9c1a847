import type { FttpFlags, FttpStep } from '@machines/fttp-order.machine';
import { fttpStepsFor, propertyOf } from '@machines/fttp-order-rules';
import { funnelStepOf } from '@machines/funnel-steps';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { featureFlagsQuery } from '@/api/flags';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { FunnelStepBar } from '../funnel/funnel-step-bar';
import { OrderingFor } from '../funnel/ordering-for';
import { ResumeOffer } from '../funnel/resume-offer';
import { ordersListHref, productsPath } from '../links';
import styles from '../order-funnel.module.css';
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
  // Narrow selections: the steps re-render on their own snapshots, not on every change of the funnel.
  const step = useSelector(actor, (s) => funnelStepOf<FttpStep>(s));
  const offering = useSelector(actor, (s) => s.matches('offering'));
  const address = useSelector(actor, (s) => propertyOf(s.context)?.address);
  const steps = useSelector(actor, (s) => fttpStepsFor(s.context).join(' '));
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
      <FunnelStepBar steps={steps.split(' ') as FttpStep[]} titles={stepTitles} current={step} />
      {step !== 'availability' && <OrderingFor address={address} />}
      {step === 'availability' && <AvailabilityStep actor={actor} />}
      {step === 'products' && <ProductsStep actor={actor} />}
      {step === 'customer' && <CustomerStep actor={actor} />}
      {step === 'appointment' && <AppointmentStep actor={actor} />}
      {step === 'summary' && <SummaryStep actor={actor} />}
    </>
  );
}
