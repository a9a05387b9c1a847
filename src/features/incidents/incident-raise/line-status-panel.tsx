import type { DiagnosticOutcome } from '@machines/diagnostics-check.machine';
import type { ServiceCheck } from '@machines/incident-service-check.machine';
import { Alert, Spin } from 'antd';
import { Link } from 'wouter';
import { appointmentWindows } from '@/contracts/appointment-windows';
import type { MsoIncident } from '@/contracts/mso';
import { supportMessages } from '@/lib/support-rules';
import { msoIncidentHref } from '../links';
import { styles } from './styles';

const outcomeColour: Record<DiagnosticOutcome, string> = {
  up: '#389e0d',
  down: '#cf1322',
  dyingGasp: '#d46b08',
  unknown: '#8c8c8c',
  error: '#8c8c8c',
  provisioning: '#0958d9',
};

const notFoundText =
  'We could not find this service reference in your organisation. Check the reference and try again.';

/** Why Next is blocked, verbatim from spec 2 §4 and §8. */
function BlockBanner({ check }: { check: ServiceCheck }) {
  switch (check.block) {
    case 'notLive':
      return <Alert type="error" showIcon title={supportMessages.notLive} />;
    case 'provisioning':
      return (
        <Alert
          type="error"
          showIcon
          title={supportMessages.provisioning}
          description="Raising an incident is not possible while the service is provisioning."
        />
      );
    case 'notFound':
      return <Alert type="error" showIcon title={notFoundText} />;
    case 'unavailable':
      return (
        <Alert
          type="error"
          showIcon
          title="We could not check this service just now, so an incident cannot be raised yet."
          description="Look the service up again in a moment. If this keeps happening, contact our support team."
        />
      );
    case 'openIncident':
      return (
        <Alert
          type="error"
          showIcon
          title={supportMessages.openIncident}
          description={check.openIncidentLink && <Link href={check.openIncidentLink}>View the open incident</Link>}
        />
      );
    default:
      return null;
  }
}

/** The yellow outage banner (spec 2 §4): the outage's details, or that they are unavailable. */
export function OutageBanner({ check }: { check: ServiceCheck }) {
  const active = check.service?.active_mso_incident;
  if (!active) return null;
  if (check.outage?.status !== 'loaded') {
    return <Alert type="warning" showIcon title={check.outage?.message ?? supportMessages.msoUnavailable} />;
  }
  const detail = check.outage.detail as Partial<MsoIncident>;
  const number = detail.service_now_incident_number ?? active.service_now_incident_number;
  return (
    <Alert
      type="warning"
      showIcon
      title={`A multi-service outage (${number}) is affecting this service`}
      description={
        <>
          {detail.short_description ?? active.short_description ?? ''} No engineer appointment is needed: the customer's
          availability is set to today at {appointmentWindows.PM.start}.{' '}
          <Link href={msoIncidentHref(number)}>View the outage</Link>
        </>
      }
    />
  );
}

interface LineStatusPanelProps {
  check: ServiceCheck | null;
  /** What the running check is doing, in words (its state's `meta`), while it runs. */
  progress: string | null;
}

/** The line-status panel of the Service Details step: the service, its line test, and every banner that applies. */
export function LineStatusPanel({ check, progress }: LineStatusPanelProps) {
  if (progress) {
    return (
      <div className={styles.banners} role="status">
        <Spin size="small" /> <span>{progress}</span>
      </div>
    );
  }
  if (!check) return null;
  const { service, diagnostics } = check;
  return (
    <div className={styles.banners} aria-live="polite">
      {service && (
        <dl className={styles.facts} aria-label="Service">
          <dt>Service</dt>
          <dd>{service.service_reference}</dd>
          <dt>Status</dt>
          <dd>
            {service.status} (stage {service.stage})
          </dd>
          <dt>Category</dt>
          <dd>{service.businessServiceCategory.name}</dd>
          <dt>Site</dt>
          <dd>{[service.site.street, service.site.city, service.site.postcode].filter(Boolean).join(', ')}</dd>
          {diagnostics && (
            <>
              <dt>Line status</dt>
              <dd>
                <span className={styles.lineStatus}>
                  <span
                    aria-hidden="true"
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      background: outcomeColour[diagnostics.outcome],
                    }}
                  />
                  {diagnostics.message}
                </span>
                {diagnostics.outcome === 'error' &&
                  ' (reference not recognised by the line test; an incident may still be raised)'}
                {diagnostics.result?.nba_description && <div>{diagnostics.result.nba_description}</div>}
              </dd>
            </>
          )}
        </dl>
      )}
      <BlockBanner check={check} />
      <OutageBanner check={check} />
    </div>
  );
}
