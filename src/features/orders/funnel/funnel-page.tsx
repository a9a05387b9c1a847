import { funnelStepOf } from '@machines/funnel-steps';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ComponentType, ReactNode } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { featureFlagsQuery } from '@/api/flags';
import { Breadcrumbs } from '@/components/breadcrumbs';
import styles from '@/components/funnel-layout.module.css';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import type { FeatureFlags } from '@/contracts/flags';
import { ordersListHref, productsPath } from '../links';
import { FunnelStepBar } from './funnel-step-bar';
import { OrderingFor } from './ordering-for';
import { ResumeOffer } from './resume-offer';

/**
 * The page of an ordering funnel that starts from a property (FTTP, Ethernet): breadcrumbs and heading, then it waits
 * for the signed-in user (drafts are kept per user) and the organisation's flags (the shell's one cached answer), with
 * its loading line and load error, and runs the funnel with the flags it reads.
 */
export function FunnelPage<F>({
  family,
  title,
  userId,
  orgId,
  flagsOf,
  children,
}: {
  family: 'fttp' | 'ethernet';
  title: string;
  userId: string | undefined;
  orgId: string | undefined;
  flagsOf: (flags: FeatureFlags) => F;
  children: (ready: { userId: string; flags: F }) => ReactNode;
}) {
  const flags = useQuery({ ...featureFlagsQuery(orgId ?? ''), enabled: orgId !== undefined });
  const ready = userId && flags.data;
  const headingId = `${family}-heading`;
  return (
    <section aria-labelledby={headingId} aria-busy={!ready} className={styles.page}>
      <Breadcrumbs
        trail={[
          { label: 'Orders', href: ordersListHref(family) },
          { label: 'Product Availability', href: productsPath },
        ]}
        current={title}
      />
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {flags.isError && (
        <LoadError
          title="We could not open the order form"
          onRetry={() => flags.refetch()}
          retrying={flags.isFetching}
        />
      )}
      {!ready && !flags.isError && <LoadingLines label="Loading the order form" />}
      {ready && children({ userId, flags: flagsOf(flags.data) })}
    </section>
  );
}

/**
 * The running funnel: the machine moves the address and restores the draft; this shows the draft's offer, or the step
 * bar (the steps this journey has), the property being ordered for and the step's own view. Narrow selections: the
 * steps re-render on their own snapshots, not on every change of the funnel.
 */
export function FunnelSteps<S extends string, A extends AnyActorRef>({
  actor,
  titles,
  stepsOf,
  addressOf,
  views,
}: {
  actor: A;
  titles: Record<S, string>;
  /** The steps the bar shows for this journey (the machine's rule). */
  stepsOf: (snapshot: SnapshotFrom<A>) => readonly S[];
  addressOf: (snapshot: SnapshotFrom<A>) => string | undefined;
  views: Record<S, ComponentType<{ actor: A }>>;
}) {
  const ref: AnyActorRef = actor;
  const step = useSelector(ref, (s) => funnelStepOf<S>(s));
  const offering = useSelector(ref, (s): boolean => s.matches('offering'));
  const address = useSelector(ref, (s) => addressOf(s));
  const steps = useSelector(ref, (s) => stepsOf(s).join(' '));
  if (offering)
    return (
      <ResumeOffer
        address={address ?? ''}
        onContinue={() => actor.send({ type: 'resume.continue' })}
        onRestart={() => actor.send({ type: 'resume.restart' })}
      />
    );
  if (!step) return <LoadingLines label="Loading your order" />;
  const View: ComponentType<{ actor: A }> = views[step];
  return (
    <>
      <FunnelStepBar steps={steps.split(' ') as S[]} titles={titles} current={step} />
      {step !== 'availability' && <OrderingFor address={address} />}
      <View actor={actor} />
    </>
  );
}
