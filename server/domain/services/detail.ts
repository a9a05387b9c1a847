import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import { finishedIncidentStatuses } from '../../../src/contracts/incidents';
import type { ServiceDetail, ServiceStatus, SwitchDirection } from '../../../src/contracts/services';
import type { Db } from '../../db/client';
import { incidents, orders, properties } from '../../db/schema';
import {
  type ServiceRow,
  serviceAppointments,
  serviceCaseComments,
  serviceCases,
  serviceContactMessages,
  serviceDelays,
  serviceHistory,
} from '../../db/schema-services';
import { activeMsoOf } from '../incidents/services';
import { findFttpService, regradeTokenFor, regradeUrlOf } from '../orders/regrade';
import { serviceActionFlags } from './action-flags';
import { currentServiceRow } from './cease';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The services a regrade link is offered for: Live FTTP services the regrade wizard knows (fttp_services). */
async function regradeLinkOf(db: Db, s: ServiceRow, now: Date): Promise<string | null> {
  if (s.status !== 'Live' || s.productFamily !== 'fttp') return null;
  const source = await findFttpService(db, s.orgId, s.serviceReference);
  return source ? regradeUrlOf(await regradeTokenFor(db, source, now)) : null;
}

/** The order the service came from, with its property's categories (spec 2 §3 Service order). */
async function orderOf(db: Db, s: ServiceRow, appointmentKey: string | null): Promise<ServiceDetail['order']> {
  if (!s.orderId) return null;
  const [row] = await db
    .select({ order: orders, dropCategory: properties.dropCategory, demandCategory: properties.demandCategory })
    .from(orders)
    .leftJoin(properties, eq(properties.uprn, orders.uprn))
    .where(and(eq(orders.id, s.orderId), eq(orders.orgId, s.orgId)));
  if (!row) return null;
  const o = row.order;
  const auxiliary = [
    o.cpeInstall ? 'CPE install' : null,
    o.bbuInstall ? 'Battery back-up' : null,
    o.voipInstall ? 'VoIP' : null,
    o.telecareInstall ? 'Telecare' : null,
  ].filter((x): x is string => x !== null);
  return {
    id: o.id,
    updated_at: o.updatedAt.toISOString(),
    drop_architecture_type_category: row.dropCategory,
    demand_point_type_category: row.demandCategory,
    rfs_status: o.rfsStatus,
    status: o.status,
    requested_date: o.requestedDate,
    auxiliary_services: auxiliary,
    appointment_key: appointmentKey,
  };
}

/** GET /v2/services/{id}: the service with every part of spec 2 §3, its flags on the sandbox clock `now`. */
export async function serviceDetailOf(db: Db, row: ServiceRow, now: Date): Promise<ServiceDetail> {
  // A cease whose date has come is applied first (nothing to do, and no statement, for any other service).
  const s = await currentServiceRow(db, row, now);
  const [history, cases, comments, delays, appointments, messages, open, active, regradeLink] = await Promise.all([
    db
      .select()
      .from(serviceHistory)
      .where(and(eq(serviceHistory.serviceId, s.id), eq(serviceHistory.orgId, s.orgId)))
      .orderBy(desc(serviceHistory.createdAt), desc(serviceHistory.id)),
    db
      .select()
      .from(serviceCases)
      .where(and(eq(serviceCases.serviceId, s.id), eq(serviceCases.orgId, s.orgId)))
      .orderBy(desc(serviceCases.dateRaised)),
    db
      .select()
      .from(serviceCaseComments)
      .where(and(eq(serviceCaseComments.serviceId, s.id), eq(serviceCaseComments.orgId, s.orgId)))
      .orderBy(asc(serviceCaseComments.datePublished), asc(serviceCaseComments.id)),
    db
      .select()
      .from(serviceDelays)
      .where(and(eq(serviceDelays.serviceId, s.id), eq(serviceDelays.orgId, s.orgId)))
      .orderBy(desc(serviceDelays.createdAt)),
    db
      .select()
      .from(serviceAppointments)
      .where(
        and(
          eq(serviceAppointments.serviceId, s.id),
          eq(serviceAppointments.orgId, s.orgId),
          notInArray(serviceAppointments.status, ['Cancelled']),
        ),
      )
      .orderBy(desc(serviceAppointments.createdAt), desc(serviceAppointments.id))
      .limit(1),
    db
      .select()
      .from(serviceContactMessages)
      .where(and(eq(serviceContactMessages.serviceId, s.id), eq(serviceContactMessages.orgId, s.orgId)))
      .orderBy(desc(serviceContactMessages.eventTime)),
    db
      .select({ id: incidents.id, number: incidents.number, status: incidents.status })
      .from(incidents)
      .where(
        and(
          eq(incidents.orgId, s.orgId),
          eq(incidents.serviceReference, s.serviceReference),
          notInArray(incidents.status, [...finishedIncidentStatuses]),
        ),
      )
      .orderBy(desc(incidents.createdAt))
      .limit(5),
    activeMsoOf(db, s.orgId, s.serviceReference),
    regradeLinkOf(db, s, now),
  ]);
  const appointment = appointments[0];
  const appointmentKey = appointment?.key ?? null;
  const order = await orderOf(db, s, appointmentKey);
  const enni = s.enniId ? { id: s.enniId, name: s.enniName ?? s.enniId } : null;
  return {
    id: s.id,
    salesforce_id: s.salesforceId,
    product: { name: s.productName, product_code: s.productCode, family: s.productFamily as 'fttp' | 'ethernet' },
    service_name: `${s.productName} (${s.serviceReference})`,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    isp_migration: s.ispMigration,
    seller_order_reference: s.sellerOrderReference,
    status: s.status as ServiceStatus,
    line_profile: s.lineProfile,
    service_reference: s.serviceReference,
    customer_reference: s.customerReference,
    type: s.type,
    switch_type: (s.switchType as SwitchDirection | null) ?? null,
    new_order_type: s.newOrderType,
    switch_date: s.switchDate,
    isp_switch_gaining: s.ispSwitchGaining,
    isp_switch_losing: s.ispSwitchLosing,
    isp_switch_gaining_requested_date: s.ispSwitchGainingRequestedDate,
    regrade_link: regradeLink,
    isLive: s.status === 'Live',
    isFtth: s.productFamily === 'fttp',
    project_reference: s.projectReference,
    bduk_subsidised: s.bdukSubsidised,
    remote_activation: s.remoteActivation,
    remote_activation_date: s.remoteActivationDate,
    requested_date: s.requestedDate,
    appointment_date: s.appointmentDate,
    contract_start: s.contractStart,
    contract_end: s.contractEnd,
    pre_order: s.preOrder,
    site_contact_name: s.siteContactName,
    site_contact_email: s.siteContactEmail,
    site_contact_telephone: s.siteContactTelephone,
    wayleave_contact_name: s.wayleaveContactName,
    wayleave_contact_email: s.wayleaveContactEmail,
    wayleave_contact_telephone: s.wayleaveContactTelephone,
    ont_port: s.ontPort,
    ont_serial_number: s.ontSerialNumber,
    ethernet_product: s.ethernetProduct,
    ponr_time: iso(s.ponrTime),
    install_options: {
      cpe_install: s.cpeInstall,
      bbu_install: s.bbuInstall,
      voip_install: s.voipInstall,
      telecare_install: s.telecareInstall,
    },
    appointment_key: appointmentKey,
    latest_order_status: order?.status ?? null,
    site: {
      uprn: s.uprn,
      street: s.siteStreet,
      city: s.siteCity,
      postcode: s.sitePostcode,
      business_name: s.siteBusinessName,
      floor: s.siteFloor,
      room: s.siteRoom,
      rack: s.siteRack,
      access_restrictions: s.siteAccessRestrictions,
      hazards: s.siteHazards,
      contact: s.siteContactName,
      email: s.siteContactEmail,
      telephone: s.siteContactTelephone,
    },
    appointment: appointment
      ? {
          id: appointment.id,
          date: appointment.date,
          start_time: appointment.startTime,
          end_time: appointment.endTime,
          status: appointment.status,
          key: appointment.key,
          cannot_reappoint_reason: appointment.cannotReappointReason,
          secondary_closure_code_description: appointment.secondaryClosureCodeDescription,
          incident_number: appointment.incidentNumber,
          incident_task_number: appointment.incidentTaskNumber,
          engineer_first_name: appointment.engineerFirstName,
          engineer_last_name: appointment.engineerLastName,
          engineer_phone: appointment.engineerPhone,
          engineer_employee_number: appointment.engineerEmployeeNumber,
          engineer_on_way: appointment.engineerOnWay,
          engineer_on_site: appointment.engineerOnSite,
          end_date: appointment.endDate,
          vulnerable_customer: appointment.vulnerableCustomer,
          vulnerability_support: appointment.vulnerabilitySupport,
        }
      : null,
    cases: cases.map((c) => ({
      id: c.id,
      number: c.number,
      subject: c.subject,
      status: c.status,
      date_raised: c.dateRaised.toISOString(),
      updated_at: c.updatedAt.toISOString(),
      description: c.description,
      comments: comments
        .filter((m) => m.caseId === c.id)
        .map((m) => ({
          id: m.id,
          date_published: m.datePublished.toISOString(),
          source: m.source as 'portal' | 'api' | 'provider',
          text: m.text,
          user_name: m.userName,
        })),
    })),
    delays: delays.map((d) => ({
      id: d.id,
      created_at: d.createdAt.toISOString(),
      nba_description: d.nbaDescription,
      warning_code: d.warningCode,
      active: d.active,
    })),
    network: {
      customer_vlan: s.customerVlan,
      service_vlan: s.serviceVlan,
      enni,
      enni_string: enni ? `${enni.id} (${enni.name})` : null,
      enni_display_name: enni?.name ?? null,
      remote_agent_id: s.remoteAgentId,
      authentication_agent: s.authenticationAgent,
    },
    history: history.map((h) => ({
      id: h.id,
      created_at: h.createdAt.toISOString(),
      type: h.type,
      user_name: h.userName,
      action: h.action,
      extra_info: h.extraInfo,
    })),
    order,
    contact_messages: messages.map((m) => ({
      id: m.id,
      verbatim: m.verbatim,
      event_time: m.eventTime.toISOString(),
      event_type: m.eventType,
      contact_method: m.contactMethod,
      issue_raised: m.issueRaised,
    })),
    open_incidents: open.map((i) => ({ id: i.id, number: i.number, status: i.status })),
    active_mso_incident: active,
    ...serviceActionFlags(s, now),
  };
}
