import { useSelector } from '@xstate/react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FunnelSteps } from '@/components/funnel-steps';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { incidentsListHref } from '../links';
import { CompleteStep } from './complete-step';
import { useFunnelFlags } from './funnel-hooks';
import { IncidentDetailsStep } from './incident-details-step';
import { ServiceDetailsStep } from './service-details-step';
import { styles } from './styles';
import { SummaryStep } from './summary-step';
import { type IncidentRaiseActor, useIncidentRaise } from './use-incident-raise';

/** The step a snapshot shows: its own state while one is on screen, none while the draft is read back. */
function stepOf(snapshot: ReturnType<IncidentRaiseActor['getSnapshot']>) {
  const steps = ['serviceDetails', 'incidentDetails', 'summary', 'complete'] as const;
  return steps.find((step) => snapshot.matches(step));
}

const stepTitles = ['Service Details', 'Incident Details', 'Submit Incident'] as const;
const stepIndex = { serviceDetails: 0, incidentDetails: 1, summary: 2 } as const;

/**
 * /support/incidents/create and its steps (spec 2 §2): waits for the signed-in user's id and organisation (the shell's,
 * passed in by src/app/incident-raise-route.tsx, since features do not import the shell) and the funnel's flags (the
 * organisation's flags the shell has read already), then runs it.
 */
export function IncidentRaisePage({ userId, orgId }: { userId: string | undefined; orgId: string | undefined }) {
  const flags = useFunnelFlags(orgId);
  const failed = flags.isError;
  const ready = userId && flags.isSuccess;

  return (
    <section aria-labelledby="raise-heading" aria-busy={!ready} className={styles.page}>
      <Breadcrumbs
        trail={[{ label: 'Support' }, { label: 'Incidents', href: incidentsListHref }]}
        current="Raise An Incident"
      />
      <h1 id="raise-heading" className={styles.title}>
        Raise An Incident
      </h1>
      {failed && (
        <LoadError
          title="We could not open the incident form"
          onRetry={() => flags.refetch()}
          retrying={flags.isFetching}
        />
      )}
      {!ready && !failed && <LoadingLines label="Loading the incident form" />}
      {ready && <Funnel userId={userId} {...flags.data} />}
    </section>
  );
}

interface FunnelProps {
  userId: string;
  enableDiagnosticCheck: boolean;
  vulnerabilityEnabled: boolean;
}

/** The running funnel: the machine moves the address and restores the draft; this only shows its step. */
function Funnel({ userId, enableDiagnosticCheck, vulnerabilityEnabled }: FunnelProps) {
  const actor = useIncidentRaise(userId, { enableDiagnosticCheck, vulnerabilityEnabled });
  const step = useSelector(actor, stepOf);
  const incidentId = useSelector(actor, (s) => s.context.incidentId);

  if (!step) return <LoadingLines label="Loading your draft" />;
  if (step === 'complete') return <CompleteStep incidentId={incidentId} />;
  return (
    <>
      <FunnelSteps titles={stepTitles} current={stepIndex[step]} />
      {step === 'serviceDetails' && <ServiceDetailsStep actor={actor} />}
      {step === 'incidentDetails' && <IncidentDetailsStep actor={actor} />}
      {step === 'summary' && <SummaryStep actor={actor} />}
    </>
  );
}
