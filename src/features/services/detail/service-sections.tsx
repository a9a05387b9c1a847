import { Tag } from 'antd';
import { Link } from 'wouter';
import { CommentList } from '@/components/comment-thread';
import type { SectionProps } from '@/components/detail-page';
import { DetailSection, Facts, None, yesNo } from '@/components/detail-section';
import { ListTable } from '@/components/list-table';
import { StatusBadge } from '@/components/status-badge';
import type { ServiceDetail } from '@/contracts/services';
import { formatDate, formatDateTime } from '@/lib/dates';
import { sectionPaths } from '@/lib/section-paths';
import { CaseCommentForm } from '../actions/case-comment-form';
import { ServiceActions } from '../actions/service-actions';
import { ServiceAppointmentSection } from '../appointments/service-appointment-section';
import { ServicePtwSection } from '../ptw/service-ptw-section';
import styles from '../services.module.css';
import { switchLabel } from '../services-table';
import { historyUserLabel, ispMigrationLabel } from './history';

type Props = SectionProps<ServiceDetail>;
const day = (value: string | null) => (value ? formatDate(value) : null);
const moment = (value: string | null) => (value ? formatDateTime(value) : null);
const orderTypeLabels: Record<string, string> = {
  fttp: 'New Provide',
  wlto: 'WLTO',
  switch: 'Switch',
  regrade: 'Regrade',
  ethernet: 'Ethernet',
};

/** The actions the service's flags allow (sa1's component): first, above the facts. */
export function ActionsSection({ record }: Props) {
  return <ServiceActions service={record} />;
}

/** The links out of the service: its open incident, the outage affecting it, the regrade wizard. */
function ServiceLinks({ service }: { service: ServiceDetail }) {
  const incident = service.open_incidents[0];
  const outage = service.active_mso_incident;
  const links = [
    incident && (
      <li key="incident">
        <Link href={`${sectionPaths.incidents.path}/${encodeURIComponent(incident.number ?? incident.id)}`}>
          Open incident {incident.number ?? 'Pending'}
        </Link>
      </li>
    ),
    outage && (
      <li key="outage">
        <Link href={`${sectionPaths.msoIncidents.path}/${encodeURIComponent(outage.id)}`}>
          Active outage {outage.service_now_incident_number}
        </Link>
      </li>
    ),
    service.regrade_link && (
      <li key="regrade">
        <Link href={service.regrade_link}>Regrade this service</Link>
      </li>
    ),
  ].filter(Boolean);
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} aria-label="Related">
      {links}
    </ul>
  );
}

export function SummarySection({ record: s }: Props) {
  return (
    <DetailSection id="service-summary" title="Service">
      <ServiceLinks service={s} />
      <Facts
        facts={[
          ['Service reference', s.service_reference],
          ['Customer reference', s.customer_reference],
          ['Status', <StatusBadge key="status" status={s.status} />],
          ['Product', s.product.name],
          ['Product code', s.product.product_code],
          ['Family', s.isFtth ? 'FTTP' : 'Ethernet'],
          ['Ethernet product', s.ethernet_product],
          ['Type', s.type],
          ['Line profile', s.line_profile],
          ['Order type', orderTypeLabels[s.new_order_type] ?? s.new_order_type],
          ['ISP migration', ispMigrationLabel(s.isp_migration)],
          ['Seller order reference', s.seller_order_reference],
          ['Salesforce id', s.salesforce_id],
          ['Project reference', s.project_reference],
          ['BDUK subsidised', yesNo(s.bduk_subsidised)],
          ['Pre-order', yesNo(s.pre_order)],
          ['Created', moment(s.created_at)],
          ['Last updated', moment(s.updated_at)],
        ]}
      />
    </DetailSection>
  );
}

export function DatesSection({ record: s }: Props) {
  return (
    <DetailSection id="service-dates" title="Dates">
      <Facts
        facts={[
          ['Requested date', day(s.requested_date)],
          ['Appointment date', day(s.appointment_date)],
          ['Contract start', day(s.contract_start)],
          ['Contract end', day(s.contract_end)],
          ['Point of no return', moment(s.ponr_time)],
          ['Remote activation', yesNo(s.remote_activation)],
          ['Remote activation date', day(s.remote_activation_date)],
          ['Latest order status', s.latest_order_status],
        ]}
      />
    </DetailSection>
  );
}

export function SwitchSection({ record: s }: Props) {
  if (!s.isp_switch_gaining && !s.isp_switch_losing && !s.switch_type) return null;
  return (
    <DetailSection id="service-switch" title="ISP switch">
      <Facts
        facts={[
          ['Switch type', switchLabel(s.switch_type)],
          ['Switch date', day(s.switch_date)],
          ['Gaining', yesNo(s.isp_switch_gaining)],
          ['Losing', yesNo(s.isp_switch_losing)],
          ['Gaining requested date', day(s.isp_switch_gaining_requested_date)],
        ]}
      />
    </DetailSection>
  );
}

export function SiteSection({ record: s }: Props) {
  const site = s.site;
  return (
    <DetailSection id="service-site" title="Site">
      <Facts
        facts={[
          ['Business name', site.business_name],
          ['Street', site.street],
          ['City', site.city],
          ['Postcode', site.postcode],
          ['UPRN', site.uprn],
          ['Floor', site.floor],
          ['Room', site.room],
          ['Rack', site.rack],
          ['Access restrictions', site.access_restrictions],
          ['Hazards', site.hazards],
        ]}
      />
    </DetailSection>
  );
}

export function ContactsSection({ record: s }: Props) {
  const none = !s.site_contact_name && !s.wayleave_contact_name;
  return (
    <DetailSection id="service-contacts" title="Contacts">
      {none ? (
        <None>No contacts.</None>
      ) : (
        <Facts
          facts={[
            ['Site contact', s.site_contact_name],
            ['Site contact e-mail', s.site_contact_email],
            ['Site contact telephone', s.site_contact_telephone],
            ['Wayleave contact', s.wayleave_contact_name],
            ['Wayleave contact e-mail', s.wayleave_contact_email],
            ['Wayleave contact telephone', s.wayleave_contact_telephone],
          ]}
        />
      )}
    </DetailSection>
  );
}

export function NetworkSection({ record: s }: Props) {
  const n = s.network;
  return (
    <DetailSection id="service-network" title="Network">
      <Facts
        facts={[
          ['Customer VLAN', n.customer_vlan?.toString() ?? null],
          ['Service VLAN', n.service_vlan?.toString() ?? null],
          ['ENNI', n.enni_string],
          ['ENNI name', n.enni_display_name],
          ['Remote agent id', n.remote_agent_id],
          ['Authentication agent', n.authentication_agent],
          ['ONT port', s.ont_port],
          ['ONT serial number', s.ont_serial_number],
        ]}
      />
    </DetailSection>
  );
}

export function InstallOptionsSection({ record: s }: Props) {
  const o = s.install_options;
  return (
    <DetailSection id="service-install-options" title="Install options">
      <Facts
        facts={[
          ['CPE install', yesNo(o.cpe_install)],
          ['Battery back-up', yesNo(o.bbu_install)],
          ['VoIP', yesNo(o.voip_install)],
          ['Telecare', yesNo(o.telecare_install)],
        ]}
      />
    </DetailSection>
  );
}

export function AppointmentSection({ record: s }: Props) {
  const a = s.appointment;
  const engineer = a && [a.engineer_first_name, a.engineer_last_name].filter(Boolean).join(' ');
  return (
    <DetailSection id="service-appointment" title="Appointment">
      {a ? (
        <Facts
          facts={[
            ['Date', day(a.date)],
            ['Time', `${a.start_time}–${a.end_time}`],
            ['Status', <StatusBadge key="status" status={a.status} />],
            ['Appointment key', a.key],
            ['End date', day(a.end_date)],
            ['Engineer', engineer || null],
            ['Engineer telephone', a.engineer_phone],
            ['Engineer employee number', a.engineer_employee_number],
            ['Engineer on the way', a.engineer_on_way ? 'Yes' : null],
            ['Engineer on site', a.engineer_on_site ? 'Yes' : null],
            ['Outcome', a.secondary_closure_code_description],
            ['Cannot reappoint', a.cannot_reappoint_reason],
            ['Incident number', a.incident_number],
            ['Incident task number', a.incident_task_number],
            ['Vulnerable customer', yesNo(a.vulnerable_customer)],
            ['Vulnerability support', a.vulnerability_support],
          ]}
        />
      ) : (
        <None>No appointment.</None>
      )}
    </DetailSection>
  );
}

/** Searching, reserving and amending the appointment (sa2's component), beside the appointment's facts. */
export function AppointmentBookingSection({ record }: Props) {
  return <ServiceAppointmentSection service={record} />;
}

export function PtwSection({ record }: Props) {
  return <ServicePtwSection service={record} />;
}

export function CasesSection({ record: s }: Props) {
  return (
    <DetailSection id="service-cases" title="Cases" wide>
      {s.cases.length === 0 ? (
        <None>No cases.</None>
      ) : (
        <ul className={styles.plainList}>
          {s.cases.map((c) => (
            <li key={c.id} className={styles.case}>
              <h3 className={styles.caseTitle}>
                {c.number}: {c.subject} <StatusBadge status={c.status} />
              </h3>
              <p className={styles.secondary}>
                Raised {formatDateTime(c.date_raised)} · updated {formatDateTime(c.updated_at)}
              </p>
              <p>{c.description}</p>
              <CommentList
                comments={c.comments.map((m) => ({
                  id: m.id,
                  name: m.user_name ?? '',
                  source: m.source === 'portal' ? 'PORTAL' : m.source === 'api' ? 'API' : 'SERVICE_NOW',
                  createdAt: m.date_published,
                  text: m.text,
                }))}
              />
              <CaseCommentForm serviceId={s.id} caseId={c.id} caseNumber={c.number} />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

export function DelaysSection({ record: s }: Props) {
  return (
    <DetailSection id="service-delays" title="Delays">
      {s.delays.length === 0 ? (
        <None>No delays.</None>
      ) : (
        <div className={styles.fitTable}>
          <ListTable
            caption="Delays"
            rows={s.delays}
            rowKey={(d) => d.id}
            columns={[
              { header: 'Raised', nowrap: true, cell: (d) => formatDate(d.created_at) },
              { header: 'Warning', nowrap: true, cell: (d) => d.warning_code },
              { header: 'Description', cell: (d) => d.nba_description },
              { header: 'Active', cell: (d) => (d.active ? <Tag color="orange">Active</Tag> : 'Cleared') },
            ]}
          />
        </div>
      )}
    </DetailSection>
  );
}

export function OrderSection({ record: s }: Props) {
  const o = s.order;
  return (
    <DetailSection id="service-order" title="Order">
      {o ? (
        <Facts
          facts={[
            ['Order status', <StatusBadge key="status" status={o.status} />],
            ['Last updated', moment(o.updated_at)],
            ['RFS status', o.rfs_status],
            ['Drop architecture type', o.drop_architecture_type_category],
            ['Demand point type', o.demand_point_type_category],
            ['Requested date', day(o.requested_date)],
            ['Auxiliary services', o.auxiliary_services.join(', ') || null],
            ['Appointment key', o.appointment_key],
          ]}
        />
      ) : (
        <None>No order on record.</None>
      )}
    </DetailSection>
  );
}

export function ContactMessagesSection({ record: s }: Props) {
  return (
    <DetailSection id="service-contact-messages" title="Contact messages" wide>
      {s.contact_messages.length === 0 ? (
        <None>No contact messages.</None>
      ) : (
        <div className={styles.fitTable}>
          <ListTable
            caption="Contact messages"
            rows={s.contact_messages}
            rowKey={(m) => m.id}
            columns={[
              { header: 'Time', nowrap: true, cell: (m) => formatDateTime(m.event_time) },
              { header: 'Event', nowrap: true, cell: (m) => m.event_type.replaceAll('_', ' ') },
              { header: 'Method', nowrap: true, cell: (m) => m.contact_method.toUpperCase() },
              { header: 'Message', cell: (m) => m.verbatim },
              { header: 'Issue raised', cell: (m) => (m.issue_raised ? 'Yes' : 'No') },
            ]}
          />
        </div>
      )}
    </DetailSection>
  );
}

export function HistorySection({ record: s }: Props) {
  return (
    <DetailSection id="service-history" title="History" wide>
      {s.history.length === 0 ? (
        <None>No history.</None>
      ) : (
        <div className={styles.fitTable}>
          <ListTable
            caption="History"
            rows={s.history}
            rowKey={(h) => h.id}
            columns={[
              { header: 'Date', nowrap: true, cell: (h) => formatDateTime(h.created_at) },
              { header: 'User', nowrap: true, cell: historyUserLabel },
              { header: 'Action', cell: (h) => h.action },
              { header: 'Details', cell: (h) => h.extra_info ?? '' },
            ]}
          />
        </div>
      )}
    </DetailSection>
  );
}
