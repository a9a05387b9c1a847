import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import {
  serviceActionHistoryTypes as historyTypes,
  type InstallOptionName,
  type InstallOptions,
  installOptionLabels,
  installOptionNames,
  type LineProfiles,
  serviceActionStatuses,
} from '../../../../src/contracts/service-actions';
import { addDays, formatDate, todayIso } from '../../../../src/lib/dates';
import {
  actionDayField,
  type ContactsBody,
  type InstallOptionsBody,
  type LocationBody,
  serviceActionMessages as messages,
  type NetworkBody,
  remoteActivationAllowed,
} from '../../../../src/lib/service-action-rules';
import type { Db } from '../../../db/client';
import { fttpProducts } from '../../../db/schema';
import { serviceContactCare } from '../../../db/schema-service-actions';
import { type ServiceRow, serviceCaseComments, serviceCases, services } from '../../../db/schema-services';
import { ceaseAtOf, ceaseDateFrom, ceaseDateText } from '../cease';
import {
  type ActionScope,
  type Caller,
  invalidFields,
  requireFlag,
  runServiceAction,
  ServiceActionRefused,
  serviceNotFound,
} from './run';

/** Refusal messages of actions whose flag is off (409). */
export const serviceActionRefusals = {
  cancel: 'This service can no longer be cancelled',
  cease: 'This service cannot be ceased',
  amend: 'This service cannot be amended now',
  lineProfile: 'The line profile of this service cannot be changed',
  requestedDate: 'The requested date of this service cannot be changed',
  switchDate: 'The switch date of this service cannot be changed',
  remoteActivation: 'Remote activation is not available for this service',
  caseNotFound: 'Case not found',
} as const;

const orNull = (v: string) => (v === '' ? null : v);
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** A day field checked against the sandbox's today (the route's schema checked its shape only). */
function checkDay(field: string, value: string, min: string, pastMessage?: string) {
  const parsed = actionDayField(min, pastMessage).safeParse(value);
  if (!parsed.success) throw invalidFields({ [field]: parsed.error.issues.map((i) => i.message) });
}

type Run = { db: Db; caller: Caller; serviceId: string };
const run = (r: Run, action: string, step: Parameters<typeof runServiceAction>[2]) =>
  runServiceAction(r.db, { caller: r.caller, serviceId: r.serviceId, action }, step);

// ── Confirm actions ──────────────────────────────────────────────────────────────────────────────────────────────

/** POST /v2/services/cancel/{id}: before the point of no return (allow_cancel_cease) → Cancelled. */
export const cancelService = (r: Run, body: { reason: string }) =>
  run(r, 'cancel', (scope) => {
    if (scope.service.status === serviceActionStatuses.cancel)
      return { replay: true, historyType: historyTypes.cancel };
    requireFlag(scope, 'allow_cancel_cease', serviceActionRefusals.cancel);
    return {
      set: { status: serviceActionStatuses.cancel },
      history: { type: historyTypes.cancel, action: 'Service cancelled', extraInfo: orNull(body.reason) },
    };
  });

/**
 * POST /v2/services/cease/{id}: a Live service (allow_cease_service) → Cease Pending, Ceased on its cease date, the
 * earliest allowed (server/domain/services/cease.ts; the call carries no date), which the history record gives.
 */
export const ceaseService = (r: Run, body: { reason: string }) =>
  run(r, 'cease', (scope) => {
    if (scope.service.status === serviceActionStatuses.cease) return { replay: true, historyType: historyTypes.cease };
    requireFlag(scope, 'allow_cease_service', serviceActionRefusals.cease);
    const ceaseAt = ceaseAtOf(ceaseDateFrom(scope.now));
    return {
      set: { status: serviceActionStatuses.cease, ceaseAt },
      history: {
        type: historyTypes.cease,
        action: 'Cease requested',
        extraInfo: [ceaseDateText(ceaseAt), orNull(body.reason)].filter(Boolean).join('; '),
      },
    };
  });

/** POST /v2/service/{id}/remote-activation?remote-activation-date=: the day it is activated. */
export const scheduleRemoteActivation = (r: Run, date: string) =>
  run(r, 'remoteActivation', (scope) => {
    if (!remoteActivationAllowed(scope.service))
      throw new ServiceActionRefused('conflict', serviceActionRefusals.remoteActivation);
    checkDay('remote-activation-date', date, todayIso(scope.now));
    if (scope.service.remoteActivation && scope.service.remoteActivationDate === date)
      return { replay: true, historyType: historyTypes.remoteActivation };
    return {
      set: { remoteActivation: true, remoteActivationDate: date },
      history: {
        type: historyTypes.remoteActivation,
        action: 'Remote activation scheduled',
        extraInfo: `Remote activation on ${formatDate(date)}`,
      },
    };
  });

// ── Amendments (allow_amend_service) ─────────────────────────────────────────────────────────────────────────────

/** PUT /v2/services-contact-update/{id}: the site and wayleave contacts, and the site contact's care needs. */
export const updateContacts = (r: Run, body: ContactsBody) =>
  run(r, 'contacts', async (scope) => {
    requireFlag(scope, 'allow_amend_service', serviceActionRefusals.amend);
    const s = scope.service;
    const set = {
      siteContactName: body.site_contact_name,
      siteContactEmail: body.site_contact_email,
      siteContactTelephone: body.site_contact_telephone,
      wayleaveContactName: orNull(body.wayleave_contact_name),
      wayleaveContactEmail: orNull(body.wayleave_contact_email),
      wayleaveContactTelephone: orNull(body.wayleave_contact_telephone),
    };
    const [care] = await scope.tx.select().from(serviceContactCare).where(eq(serviceContactCare.serviceId, s.id));
    const careSame =
      (care?.vulnerableCustomer ?? false) === body.vulnerable_customer &&
      same(care?.vulnerabilitySupport, orNull(body.vulnerability_support));
    if (careSame && Object.entries(set).every(([k, v]) => same(s[k as keyof typeof set], v)))
      return { replay: true, historyType: historyTypes.contacts };
    const careRow = {
      serviceId: s.id,
      orgId: s.orgId,
      vulnerableCustomer: body.vulnerable_customer,
      vulnerabilitySupport: orNull(body.vulnerability_support),
      updatedAt: scope.now,
    };
    return {
      set,
      history: {
        type: historyTypes.contacts,
        action: 'Contacts updated',
        extraInfo: [
          `Site contact: ${body.site_contact_name}, ${body.site_contact_email}, ${body.site_contact_telephone}`,
          body.vulnerable_customer ? 'Vulnerable customer' : null,
          body.wayleave_contact_name ? `Wayleave contact: ${body.wayleave_contact_name}` : null,
        ]
          .filter(Boolean)
          .join('; '),
      },
      also: async (tx) => {
        await tx
          .insert(serviceContactCare)
          .values(careRow)
          .onConflictDoUpdate({ target: serviceContactCare.serviceId, set: careRow });
      },
    };
  });

/** GET /v2/services-contact/{id}: the site contact's care needs (none until the contacts were updated). */
export async function contactCareOf(db: Db, orgId: string, id: string) {
  const service = await findService(db, orgId, id);
  const [row] = await db
    .select()
    .from(serviceContactCare)
    .where(and(eq(serviceContactCare.serviceId, service.id), eq(serviceContactCare.orgId, orgId)));
  return {
    service_id: service.id,
    vulnerable_customer: row?.vulnerableCustomer ?? false,
    vulnerability_support: row?.vulnerabilitySupport ?? '',
  };
}

/** PUT /v2/services-location-update/{id}: where in the premises (the address and UPRN stay). */
export const updateLocation = (r: Run, body: LocationBody) =>
  run(r, 'location', (scope) => {
    requireFlag(scope, 'allow_amend_service', serviceActionRefusals.amend);
    const set = {
      siteBusinessName: orNull(body.business_name),
      siteFloor: orNull(body.floor),
      siteRoom: orNull(body.room),
      siteRack: orNull(body.rack),
      siteAccessRestrictions: orNull(body.access_restrictions),
      siteHazards: orNull(body.hazards),
    };
    if (Object.entries(set).every(([k, v]) => same(scope.service[k as keyof typeof set], v)))
      return { replay: true, historyType: historyTypes.location };
    return {
      set,
      history: {
        type: historyTypes.location,
        action: 'Location updated',
        extraInfo: [body.business_name, body.floor && `Floor ${body.floor}`, body.room && `Room ${body.room}`]
          .filter(Boolean)
          .join(', '),
      },
    };
  });

/** PUT /v2/services-network-update/{id}: VLANs and the authentication agent. */
export const updateNetwork = (r: Run, body: NetworkBody) =>
  run(r, 'network', (scope) => {
    requireFlag(scope, 'allow_amend_service', serviceActionRefusals.amend);
    const set = {
      customerVlan: body.customer_vlan,
      serviceVlan: body.service_vlan,
      authenticationAgent: body.authentication_agent,
      remoteAgentId: body.remote_agent_id,
    };
    if (Object.entries(set).every(([k, v]) => same(scope.service[k as keyof typeof set], v)))
      return { replay: true, historyType: historyTypes.network };
    return {
      set,
      history: {
        type: historyTypes.network,
        action: 'Network details updated',
        extraInfo: `Customer VLAN ${body.customer_vlan}, service VLAN ${body.service_vlan}, ${body.authentication_agent} ${body.remote_agent_id}`,
      },
    };
  });

// ── Line profile, dates, install options ─────────────────────────────────────────────────────────────────────────

async function findService(db: Db, orgId: string, id: string): Promise<ServiceRow> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.orgId, orgId)));
  if (!row) throw serviceNotFound();
  return row;
}

async function productOf(db: Db, code: string) {
  const [row] = await db.select().from(fttpProducts).where(eq(fttpProducts.code, code));
  return row;
}

/** GET /v2/line-profiles/{id}: the profiles of the service's product (none for Ethernet) and its current one. */
export async function lineProfilesOf(db: Db, orgId: string, id: string): Promise<LineProfiles> {
  const service = await findService(db, orgId, id);
  const product = await productOf(db, service.productCode);
  return { service_id: service.id, current: service.lineProfile, options: product?.lineProfiles ?? [] };
}

/** PUT /v2/line-profiles/update: a Live FTTP service (allow_line_profile_change) to another profile of its product. */
export const changeLineProfile = (r: Run, lineProfile: string) =>
  run(r, 'lineProfile', async (scope) => {
    requireFlag(scope, 'allow_line_profile_change', serviceActionRefusals.lineProfile);
    if (scope.service.lineProfile === lineProfile) return { replay: true, historyType: historyTypes.lineProfile };
    const options = (await productOf(scope.tx, scope.service.productCode))?.lineProfiles ?? [];
    const chosen = options.find((o) => o.value === lineProfile);
    if (!chosen) throw invalidFields({ line_profile: [messages.lineProfile] });
    const before = options.find((o) => o.value === scope.service.lineProfile)?.label ?? scope.service.lineProfile;
    return {
      set: { lineProfile },
      history: {
        type: historyTypes.lineProfile,
        action: 'Line profile changed',
        extraInfo: `From ${before ?? 'none'} to ${chosen.label}`,
      },
    };
  });

const dayChange = (from: string | null, to: string) => `From ${from ? formatDate(from) : 'none'} to ${formatDate(to)}`;

/** POST /v2/services/requested-date: not yet installed with a requested date (allow_change_requested_date). */
export const changeRequestedDate = (r: Run, day: string) =>
  run(r, 'requestedDate', (scope) => {
    requireFlag(scope, 'allow_change_requested_date', serviceActionRefusals.requestedDate);
    checkDay('requested_date', day, todayIso(scope.now), messages.requestedDatePast);
    if (scope.service.requestedDate === day) return { replay: true, historyType: historyTypes.requestedDate };
    return {
      set: { requestedDate: day },
      history: {
        type: historyTypes.requestedDate,
        action: 'Requested date changed',
        extraInfo: dayChange(scope.service.requestedDate, day),
      },
    };
  });

/** POST /v2/services/switch-date: a gaining ISP switch whose date is ahead (allow_switch_date), to a later working day. */
export const changeSwitchDate = (r: Run, day: string) =>
  run(r, 'switchDate', (scope) => {
    requireFlag(scope, 'allow_switch_date', serviceActionRefusals.switchDate);
    checkDay('switch_date', day, addDays(todayIso(scope.now), 1), messages.switchDateAfterToday);
    if (scope.service.switchDate === day) return { replay: true, historyType: historyTypes.switchDate };
    return {
      set: { switchDate: day },
      history: {
        type: historyTypes.switchDate,
        action: 'Switch date changed',
        extraInfo: dayChange(scope.service.switchDate, day),
      },
    };
  });

const installColumns = {
  cpe_install: 'cpeInstall',
  bbu_install: 'bbuInstall',
  voip_install: 'voipInstall',
  telecare_install: 'telecareInstall',
} as const satisfies Record<InstallOptionName, keyof ServiceRow>;

/** The install options the service's product offers (its install products: cpe → cpe_install…). */
async function availableInstallOptions(db: Db, service: ServiceRow): Promise<InstallOptionName[]> {
  const product = await productOf(db, service.productCode);
  const offered = new Set((product?.installProducts ?? []).map((p) => `${p}_install`));
  return installOptionNames.filter((name) => offered.has(name));
}

/** GET /v2/service/{id}/install-options: the options the product offers and the service's choice now. */
export async function installOptionsOf(db: Db, orgId: string, id: string): Promise<InstallOptions> {
  const service = await findService(db, orgId, id);
  const available = await availableInstallOptions(db, service);
  return {
    service_id: service.id,
    options: available.map((value) => ({ value, label: installOptionLabels[value] })),
    current: Object.fromEntries(
      installOptionNames.map((name) => [name, service[installColumns[name]]]),
    ) as InstallOptions['current'],
  };
}

/** POST /v2/service/{id}/install-options: while the service may be amended, each option the product offers. */
export const updateInstallOptions = (r: Run, body: InstallOptionsBody) =>
  run(r, 'installOptions', async (scope) => {
    requireFlag(scope, 'allow_amend_service', serviceActionRefusals.amend);
    const available = await availableInstallOptions(scope.tx, scope.service);
    const refused = installOptionNames.filter((name) => body[name] && !available.includes(name));
    if (refused.length > 0)
      throw invalidFields(Object.fromEntries(refused.map((name) => [name, [messages.installOptionUnavailable]])));
    const set = Object.fromEntries(installOptionNames.map((name) => [installColumns[name], body[name]]));
    if (installOptionNames.every((name) => scope.service[installColumns[name]] === body[name]))
      return { replay: true, historyType: historyTypes.installOptions };
    const chosen = installOptionNames.filter((name) => body[name]).map((name) => installOptionLabels[name]);
    return {
      set,
      history: {
        type: historyTypes.installOptions,
        action: 'Install options updated',
        extraInfo: chosen.length > 0 ? chosen.join(', ') : 'No install options',
      },
    };
  });

// ── Case comments ────────────────────────────────────────────────────────────────────────────────────────────────

/** A second identical comment from the same user on the same case within this time is a double click: replayed. */
const commentReplayWindowMs = 30_000;

/** POST /v2/service_case_comments: a comment by the caller on one of the service's cases. */
export const addCaseComment = (r: Run, body: { case_id: string; text: string }) =>
  run(r, 'caseComment', async (scope: ActionScope) => {
    const [found] = await scope.tx
      .select()
      .from(serviceCases)
      .where(and(eq(serviceCases.id, body.case_id), eq(serviceCases.serviceId, scope.service.id)));
    if (!found) throw new ServiceActionRefused('not_found', serviceActionRefusals.caseNotFound);
    const [recent] = await scope.tx
      .select({ text: serviceCaseComments.text })
      .from(serviceCaseComments)
      .where(
        and(
          eq(serviceCaseComments.caseId, found.id),
          eq(serviceCaseComments.userId, scope.caller.userId),
          gt(serviceCaseComments.datePublished, new Date(scope.now.getTime() - commentReplayWindowMs)),
        ),
      )
      .orderBy(desc(serviceCaseComments.datePublished))
      .limit(1);
    if (recent?.text === body.text) return { replay: true, historyType: historyTypes.caseComment };
    return {
      set: {},
      history: { type: historyTypes.caseComment, action: `Comment added to case ${found.number}`, extraInfo: null },
      also: async (tx) => {
        await tx.insert(serviceCaseComments).values({
          id: `scc_${randomUUID().replaceAll('-', '')}`,
          caseId: found.id,
          serviceId: scope.service.id,
          orgId: scope.service.orgId,
          datePublished: scope.now,
          source: 'portal',
          text: body.text,
          userId: scope.caller.userId,
          userName: scope.caller.name,
        });
        await tx.update(serviceCases).set({ updatedAt: scope.now }).where(eq(serviceCases.id, found.id));
      },
    };
  });
