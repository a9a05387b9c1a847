import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { HttpError, redirectForStatus } from '@/api/http';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { msoIncidentsListHref } from './links';
import { MsoCommentsSection } from './mso-comments';
import { LocationSection, OutageSection, ResolutionSection, TriageSection } from './mso-fields';
import styles from './mso-incidents.module.css';
import { OutagesSection } from './mso-outages';
import { msoKeys } from './queries';

/** /support/mso_incidents/{reference or id} (spec 2 §2, §3): the MSO fields, affected outages and comments. */
export function MsoIncidentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data, error, isPending, isFetching, refetch } = useQuery(msoKeys.detail(id));
  // Spec 1 §8: an answered failure redirects by status; a timeout or lost connection stays here with Retry.
  const redirect = error instanceof HttpError && !data ? redirectForStatus(error.status) : undefined;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const reference = data?.service_now_incident_number ?? id;
  return (
    <section aria-labelledby="mso-incident-heading" aria-busy={isPending} className={styles.page}>
      <Breadcrumbs
        trail={[{ label: 'Support' }, { label: 'MSO Incidents', href: msoIncidentsListHref }]}
        current={reference}
      />
      <h1 id="mso-incident-heading" className={styles.title}>
        {data ? `MSO Incident ${reference}` : 'MSO Incident'}
      </h1>
      {(isPending || redirect) && <LoadingLines label="Loading the MSO incident" />}
      {error && !data && !redirect && (
        <LoadError title="We could not load this MSO incident" onRetry={() => refetch()} retrying={isFetching} />
      )}
      {data && (
        <div className={styles.detailGrid}>
          <OutageSection mso={data} />
          <LocationSection mso={data} />
          <div className={styles.wide}>
            <OutagesSection mso={data} />
          </div>
          <div className={styles.wide}>
            <MsoCommentsSection mso={data} detailKey={id} />
          </div>
          <TriageSection mso={data} />
          <ResolutionSection mso={data} />
        </div>
      )}
    </section>
  );
}
