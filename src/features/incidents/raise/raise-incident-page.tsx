import type { IncidentStep } from '@machines/incident-raise.machine';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FunnelSteps } from '@/components/funnel-steps';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { incidentsListHref, raiseIncidentPath } from '../links';
import { CompleteStep } from './complete-step';
import { useFunnelFlag } from './funnel-hooks';
import { IncidentDetailsStep } from './incident-details-step';
import styles from './incident-raise.module.css';
import { ServiceDetailsStep } from './service-details-step';
import { SummaryStep } from './summary-step';
import { type RaiseFunnelActor, useRaiseFunnel } from './use-raise-funnel';

type FunnelStep = IncidentStep | 'complete';
/** Spec 2 §2: the funnel's addresses, one per step. */
const stepPaths: Record<FunnelStep, string> = {
  serviceDetails: raiseIncidentPath,
  incidentDetails: `${raiseIncidentPath}/incident-details`,
  summary: `${raiseIncidentPath}/summary-details`,
  complete: `${raiseIncidentPath}/complete`,
};
const stepOrder: FunnelStep[] = ['serviceDetails', 'incidentDetails', 'summary', 'complete'];
const stepOfPath = (pathname: string): FunnelStep =>
  (Object.entries(stepPaths).find(([, p]) => p === pathname)?.[0] as FunnelStep | undefined) ?? 'serviceDetails';

function stepOfSnapshot(snapshot: ReturnType<RaiseFunnelActor['getSnapshot']>): FunnelStep | 'cancelled' {
  if (snapshot.matches('complete')) return 'complete';
  if (snapshot.matches('cancelled')) return 'cancelled';
  if (snapshot.matches('summary')) return 'summary';
  if (snapshot.matches('incidentDetails')) return 'incidentDetails';
  return 'serviceDetails';
}

const stepTitles = ['Service Details', 'Incident Details', 'Submit Incident'] as const;

/**
 * /support/incidents/create and its steps (spec 2 §2): waits for the signed-in user's id (the shell's, passed in by
 * src/app/raise-incident-route.tsx, since features do not import the shell) and the funnel's flags, then runs it.
 */
export function RaiseIncidentPage({ userId }: { userId: string | undefined }) {
  const diagnostics = useFunnelFlag('enableDiagnosticCheck');
  const vulnerability = useFunnelFlag('enableTelecareAndVulnerability');
  // A new funnel after a finished one (e.g. 'Raise An Incident' again from the thank-you page).
  const [run, setRun] = useState(0);
  const failed = diagnostics.isError || vulnerability.isError;
  const ready = userId && diagnostics.isSuccess && vulnerability.isSuccess;

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
          onRetry={() => {
            diagnostics.refetch();
            vulnerability.refetch();
          }}
          retrying={diagnostics.isFetching || vulnerability.isFetching}
        />
      )}
      {!ready && !failed && <LoadingLines label="Loading the incident form" />}
      {ready && (
        <Funnel
          key={run}
          userId={userId}
          enableDiagnosticCheck={diagnostics.data}
          vulnerabilityEnabled={vulnerability.data}
          onRestart={() => setRun((n) => n + 1)}
        />
      )}
    </section>
  );
}

interface FunnelProps {
  userId: string;
  enableDiagnosticCheck: boolean;
  vulnerabilityEnabled: boolean;
  onRestart(): void;
}

function Funnel({ userId, enableDiagnosticCheck, vulnerabilityEnabled, onRestart }: FunnelProps) {
  const { actor, filesRestore } = useRaiseFunnel(userId, enableDiagnosticCheck);
  const snapshot = useSelector(actor, (s) => s);
  const machineStep = stepOfSnapshot(snapshot);
  const [location, navigate] = useLocation();
  const urlStep = stepOfPath(location);
  const followed = useRef<FunnelStep | 'cancelled' | null>(null);

  // The machine decides the step; the address follows it. A back or forward button moves the machine when its rules
  // allow, otherwise the address returns to the step the machine is on.
  useEffect(() => {
    if (machineStep === 'cancelled') return;
    if (machineStep === 'complete' && followed.current === 'complete' && urlStep !== 'complete') {
      onRestart();
      return;
    }
    if (urlStep === machineStep) {
      followed.current = machineStep;
      return;
    }
    if (followed.current !== machineStep) {
      navigate(stepPaths[machineStep], { replace: followed.current === null });
      followed.current = machineStep;
      return;
    }
    const snap = actor.getSnapshot();
    const direction = stepOrder.indexOf(urlStep) - stepOrder.indexOf(machineStep);
    if (direction < 0 && snap.can({ type: 'step.back' })) actor.send({ type: 'step.back' });
    else if (direction > 0 && snap.can({ type: 'step.next' })) actor.send({ type: 'step.next' });
    else navigate(stepPaths[machineStep], { replace: true });
  }, [actor, machineStep, urlStep, navigate, onRestart]);

  if (machineStep === 'complete') return <CompleteStep incidentId={snapshot.context.incidentId} />;
  if (machineStep === 'cancelled') return null;
  return (
    <>
      <FunnelSteps titles={stepTitles} current={stepOrder.indexOf(machineStep)} />
      {machineStep === 'serviceDetails' && (
        <ServiceDetailsStep actor={actor} vulnerabilityEnabled={vulnerabilityEnabled} />
      )}
      {machineStep === 'incidentDetails' && <IncidentDetailsStep actor={actor} filesRestore={filesRestore} />}
      {machineStep === 'summary' && <SummaryStep actor={actor} filesRestore={filesRestore} />}
    </>
  );
}
