import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { HttpError, redirectForStatus } from '@/api/http';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { CommentsSection } from './incident-comments';
import { ContactSection, FaultSection, ResolutionSection, ServiceSection, TriageSection } from './incident-fields';
import { AppointmentsSection, AttachmentsSection, DiagnosticsSection, ReservationsSection } from './incident-records';
import styles from './incidents.module.css';
import { incidentsListHref } from './links';
import { incidentKeys } from './queries';

/** /support/incidents/{reference or id} (spec 2 §2, §3): every field group, the records, and adding a comment. */
export function IncidentDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data, error, isPending, isFetching, refetch } = useQuery(incidentKeys.detail(id));
  // Spec 1 §8: an answered failure redirects by status; a timeout or lost connection stays here with Retry.
  const redirect = error instanceof HttpError && !data ? redirectForStatus(error.status) : undefined;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const title = data ? `Incident ${data.service_now_incident_number ?? 'Pending'}` : 'Incident';
  return (
    <section aria-labelledby="incident-heading" aria-busy={isPending} className={styles.page}>
      <Breadcrumbs
        trail={[{ label: 'Support' }, { label: 'Incidents', href: incidentsListHref }]}
        current={data?.service_now_incident_number ?? id}
      />
      <h1 id="incident-heading" className={styles.title}>
        {title}
      </h1>
      {(isPending || redirect) && <LoadingLines label="Loading the incident" />}
      {error && !data && !redirect && (
        <LoadError title="We could not load this incident" onRetry={() => refetch()} retrying={isFetching} />
      )}
      {data && (
        <div className={styles.detailGrid}>
          <FaultSection incident={data} />
          <ServiceSection incident={data} />
          <ContactSection incident={data} />
          <TriageSection incident={data} />
          <ResolutionSection incident={data} />
          <AttachmentsSection incident={data} />
          <CommentsSection incident={data} detailKey={id} />
          <AppointmentsSection incident={data} />
          <ReservationsSection incident={data} />
          <DiagnosticsSection incident={data} />
        </div>
      )}
    </section>
  );
}
