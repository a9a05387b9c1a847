import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { appointmentWindows } from '../../../src/contracts/appointment-windows';
import { serviceActionHistoryTypes } from '../../../src/contracts/service-actions';
import { addDays, addWorkingDays, todayIso } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import { fttpServices, orders, properties, supportServices } from '../../db/schema';
import {
  type NewServiceRow,
  serviceAppointments,
  serviceCaseComments,
  serviceCases,
  serviceContactMessages,
  serviceDelays,
  serviceHistory,
  services,
} from '../../db/schema-services';
import { weekOf } from '../../domain/dashboard/attention';
import { ceaseAtOf } from '../../domain/services/cease';
import { serviceIdOf, serviceOfOrder } from '../../domain/services/from-order';
import { fixedId } from '../ids';
import { seedNow } from '../incidents/seed-clock';
import { type OrgKey, orgByKey } from '../organisations';
import { personaByEmail } from '../personas';

type History = typeof serviceHistory.$inferInsert;
type Case = typeof serviceCases.$inferInsert;
type Comment = typeof serviceCaseComments.$inferInsert;
type Delay = typeof serviceDelays.$inferInsert;
type Appointment = typeof serviceAppointments.$inferInsert;
type Message = typeof serviceContactMessages.$inferInsert;

/** The service.* scenario keys (server/seed/scenarios.json) and their references. */
export const serviceScenarios = {
  liveFttp: 'SF1000001',
  cancellable: 'S5000002',
  ceasable: 'S5000003',
  lineProfile: 'S5000004',
  requestedDate: 'S5000005',
  switchDate: 'S5000006',
  remoteActivation: 'S5000007',
  installOptions: 'S5000008',
  withCases: 'S5000009',
  withDelays: 'S5000010',
  appointmentAmend: 'S5000011',
  ethernet: 'S5000012',
  losing: 'S5000013',
  gaining: 'S5000014',
  ceased: 'S5000015',
  cancelled: 'S5000016',
  replaced: 'S5000017',
  otherTenant: 'S6000001',
} as const;

const products = [
  ['fttpl2b-1000', 'FTTP Business 1000', 'LP-1000-1000'],
  ['fttpl2b-500', 'FTTP Business 500', 'LP-500-100'],
  ['ftthl2r', 'FTTH Residential 1000', 'LP-1000-115'],
  ['fttpl2r-2000n', 'FTTP Residential 2000', 'LP-2000-200'],
  ['fttpl2rlite', 'FTTP Residential Lite 150', 'LP-150-30'],
] as const;
const places = [
  ['14 Park Row', 'Leeds', 'LS1 5HD'],
  ['3 Portland Street', 'Manchester', 'M1 3BE'],
  ['22 Stonegate', 'York', 'YO1 8AS'],
  ['9 Collingwood Street', 'Newcastle upon Tyne', 'NE1 1JF'],
  ['41 Division Street', 'Sheffield', 'S1 4GF'],
  ['7 Corn Street', 'Bristol', 'BS1 1HT'],
  ['18 Castle Street', 'Liverpool', 'L2 4SW'],
  ['5 Bridlesmith Gate', 'Nottingham', 'NG1 2GR'],
] as const;
const firstNames = ['Priya', 'Tom', 'Grace', 'Liam', 'Chloe', 'Oliver', 'Amira', 'Jack'];
const lastNames = ['Shah', 'Walker', 'Evans', 'Murphy', 'Clarke', 'Hughes', 'Begum', 'Taylor'];
const engineers = [
  ['Dan', 'Fletcher', '07700 900118', 'ENG-20417'],
  ['Maria', 'Lopes', '07700 900254', 'ENG-20533'],
  ['Kwame', 'Mensah', '07700 900371', 'ENG-20688'],
] as const;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const hours = 3_600_000;
/** The statuses of a service that went live once: only these have a 'Service live' record. */
export const wentLiveStatuses = ['Live', 'Cease Pending', 'Ceased', 'Replaced'] as const;
const wentLive = (status: string | null | undefined) => (wentLiveStatuses as readonly string[]).includes(status ?? '');

interface Built {
  services: NewServiceRow[];
  history: History[];
  cases: Case[];
  comments: Comment[];
  delays: Delay[];
  appointments: Appointment[];
  messages: Message[];
}

/** Builds every seeded service and its parts, dated back from the sandbox clock `now`. */
function build(now: Date, sources: Sources): Built {
  const today = todayIso(now);
  const ago = (h: number) => new Date(now.getTime() - h * hours);
  // A record is never dated after the clock: one due later is not there yet.
  const byNow = (at: Date) => (at.getTime() > now.getTime() ? now : at);
  const out: Built = { services: [], history: [], cases: [], comments: [], delays: [], appointments: [], messages: [] };
  const sam = personaByEmail('support@northfibre.example');
  const hugo = personaByEmail('admin@harbour.example');
  const aisha = personaByEmail('agent@skyline.example');
  const userOf: Record<OrgKey, { id: string; name: string }> = {
    northfibre: sam,
    harbour: hugo,
    skyline: aisha,
  };

  const add = (
    org: OrgKey,
    ref: string,
    i: number,
    over: Partial<NewServiceRow> = {},
    opts: { history?: boolean } = {},
  ): NewServiceRow => {
    const [code, name, profile] = pick(products, i);
    const [street, city, postcode] = pick(places, i);
    const created = over.createdAt ?? ago(24 * (30 + ((i * 37) % 400)));
    const first = pick(firstNames, i);
    const last = pick(lastNames, i + 3);
    const row: NewServiceRow = {
      id: serviceIdOf(ref),
      orgId: orgByKey(org).id,
      salesforceId: `a0X${String(4_000_000 + i * 7919).padStart(9, '0')}`,
      serviceReference: ref,
      customerReference: `${org === 'northfibre' ? 'NF' : org === 'harbour' ? 'HT' : 'SK'}-CUST-${ref.slice(1)}`,
      productName: name,
      productCode: code,
      productFamily: 'fttp',
      status: 'Live',
      lineProfile: profile,
      type: code.includes('l2b') ? 'Business' : 'Residential',
      newOrderType: 'fttp',
      sellerOrderReference: `ORD${String(30_000_000 + i * 131)}`,
      uprn: `9${String(200_000_000 + i * 17).padStart(11, '0')}`,
      siteStreet: `${(i % 90) + 1} ${street.replace(/^\d+ /, '')}`,
      siteCity: city,
      sitePostcode: postcode,
      siteContactName: `${first} ${last}`,
      siteContactEmail: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
      siteContactTelephone: `07700 9${String(10_000 + ((i * 53) % 89_999)).padStart(5, '0')}`,
      projectReference: i % 5 === 0 ? `PRJ-${1000 + (i % 40)}` : null,
      bdukSubsidised: i % 11 === 0,
      contractStart: todayIso(created),
      contractEnd: addDays(todayIso(created), 365),
      customerVlan: 100 + (i % 3000),
      serviceVlan: 2000 + (i % 1000),
      remoteAgentId: `${org.slice(0, 2)}-remote-${String(i).padStart(4, '0')}`,
      authenticationAgent: i % 2 === 0 ? 'PPPoE Intermediate Agent' : 'DHCP Option 82',
      ontPort: `${1 + (i % 4)}`,
      ontSerialNumber: `ALCL${String(0xb000000 + i * 97).toUpperCase()}`,
      createdAt: created,
      updatedAt: byNow(new Date(created.getTime() + 24 * hours * 5)),
      ...over,
    };
    out.services.push(row);
    if (opts.history ?? true) {
      const live = byNow(new Date(created.getTime() + 24 * hours * 5));
      const wasLive = wentLive(row.status);
      const h = (
        key: string,
        at: Date,
        type: string,
        action: string,
        user: { id: string; name: string } | null,
        extra?: string,
      ) =>
        out.history.push({
          id: fixedId('svh_', `${ref}:${key}`),
          serviceId: row.id,
          orgId: row.orgId,
          createdAt: at,
          type,
          userId: user?.id ?? null,
          userName: user?.name ?? null,
          action,
          extraInfo: extra ?? null,
        });
      h('created', created, 'portal_order', 'Order placed', userOf[org], `Customer reference ${row.customerReference}`);
      if (wasLive) h('live', live, 'status_change', 'Service live', null);
      if (i % 3 === 0) {
        // Two days after it went live (or was ordered), or halfway to now when that is still to come.
        const from = wasLive ? live : created;
        const due = from.getTime() + 24 * hours * 2;
        h(
          'api',
          new Date(due > now.getTime() ? Math.round((from.getTime() + now.getTime()) / 2) : due),
          'api_contact_update',
          'Site contact updated',
          {
            id: 'api',
            name: 'Integration key NF-01',
          },
          `Telephone changed to ${row.siteContactTelephone}`,
        );
      }
      // How it ended, when it did, on the day it was last updated.
      const ended = row.updatedAt ?? now;
      if (row.status === 'Ceased') h('ceased', ended, 'status_change', 'Service ceased', null);
      if (row.status === 'Cancelled')
        h('cancelled', ended, serviceActionHistoryTypes.cancel, 'Service cancelled', userOf[org]);
    }
    return row;
  };

  // ── Scenario services (Northfibre unless said) ──
  const s = serviceScenarios;
  const live = sources.fttp.find((f) => f.serviceReference === s.liveFttp);
  const rich = add(
    'northfibre',
    s.liveFttp,
    0,
    {
      productCode: live?.product ?? 'fttpl2b-500',
      productName: 'FTTP Business 500',
      lineProfile: 'LP-500-100',
      uprn: live?.uprn ?? '100010001401',
      siteStreet: live ? (live.address.split(',')[0] ?? live.address) : '18 Oxford Street',
      siteCity: 'Southampton',
      sitePostcode: live?.postcode ?? 'SO14 3RG',
      siteBusinessName: 'Solent Print Works',
      siteFloor: 'Ground',
      siteRoom: 'Comms room',
      siteRack: 'R2',
      siteAccessRestrictions: 'Site open 08:00–17:00, sign in at reception',
      siteHazards: 'Forklift traffic in the yard',
      wayleaveContactName: 'Harriet Doyle',
      wayleaveContactEmail: 'h.doyle@solentestates.example',
      wayleaveContactTelephone: '023 8049 6621',
      remoteAgentId: live?.remoteAgentId ?? 'nf-remote-0001',
      authenticationAgent: live?.authenticationAgent ?? 'PPPoE Intermediate Agent',
      enniId: 'ENNI-LDN-04',
      enniName: 'London Docklands 4',
      createdAt: ago(24 * 200),
    },
    { history: true },
  );
  const engineer = pick(engineers, 0);
  out.appointments.push({
    id: fixedId('sva_', s.liveFttp),
    serviceId: rich.id,
    orgId: rich.orgId,
    date: addDays(todayIso(ago(24 * 196)), 0),
    startTime: appointmentWindows.AM.start,
    endTime: appointmentWindows.AM.end,
    status: 'Completed',
    key: `APT-${s.liveFttp}`,
    secondaryClosureCodeDescription: 'Installed and tested',
    engineerFirstName: engineer[0],
    engineerLastName: engineer[1],
    engineerPhone: engineer[2],
    engineerEmployeeNumber: engineer[3],
    engineerOnWay: false,
    engineerOnSite: false,
    endDate: todayIso(ago(24 * 196)),
    createdAt: ago(24 * 200),
    updatedAt: ago(24 * 196),
  });
  out.messages.push(
    {
      id: fixedId('svm_', `${s.liveFttp}:1`),
      serviceId: rich.id,
      orgId: rich.orgId,
      verbatim: `Your engineer Dan is on the way and should arrive between ${appointmentWindows.AM.start} and ${appointmentWindows.AM.end}.`,
      eventTime: ago(24 * 196 + 2),
      eventType: 'engineer_on_way',
      contactMethod: 'sms',
      issueRaised: false,
    },
    {
      id: fixedId('svm_', `${s.liveFttp}:2`),
      serviceId: rich.id,
      orgId: rich.orgId,
      verbatim: 'Customer called: the router lights were off after install; talked through the power cycle.',
      eventTime: ago(24 * 195),
      eventType: 'customer_call',
      contactMethod: 'call',
      issueRaised: true,
    },
  );

  add('northfibre', s.cancellable, 2, {
    status: 'Pending',
    ponrTime: new Date(now.getTime() + 10 * 24 * hours),
    requestedDate: null,
    appointmentDate: addWorkingDays(today, 12),
    contractStart: null,
    contractEnd: null,
    createdAt: ago(48),
    updatedAt: ago(47),
  });
  add('northfibre', s.ceasable, 3);
  add('northfibre', s.lineProfile, 4, {
    productCode: 'fttpl2r-2000n',
    productName: 'FTTP Residential 2000',
    lineProfile: 'LP-2000-200',
  });
  add('northfibre', s.requestedDate, 5, {
    status: 'In Progress',
    ponrTime: ago(24),
    requestedDate: addWorkingDays(today, 10),
    contractStart: null,
    contractEnd: null,
    createdAt: ago(24 * 6),
    updatedAt: ago(24),
  });
  add('northfibre', s.switchDate, 6, {
    status: 'Pending',
    newOrderType: 'switch',
    switchType: 'gaining',
    ispSwitchGaining: true,
    ispSwitchGainingRequestedDate: addWorkingDays(today, 9),
    switchDate: addWorkingDays(today, 10),
    ispMigration: 1,
    contractStart: null,
    contractEnd: null,
    createdAt: ago(24 * 3),
    updatedAt: ago(24 * 3),
  });
  add('northfibre', s.remoteActivation, 7, {
    status: 'Provisioning',
    remoteActivation: false,
    requestedDate: addWorkingDays(today, 8),
    ponrTime: new Date(now.getTime() + 3 * 24 * hours),
    contractStart: null,
    contractEnd: null,
    createdAt: ago(24 * 4),
    updatedAt: ago(24 * 4),
  });
  add('northfibre', s.installOptions, 8, {
    status: 'Pending',
    cpeInstall: true,
    bbuInstall: false,
    voipInstall: false,
    telecareInstall: false,
    ponrTime: new Date(now.getTime() + 7 * 24 * hours),
    appointmentDate: addWorkingDays(today, 9),
    contractStart: null,
    contractEnd: null,
    createdAt: ago(24 * 2),
    updatedAt: ago(24 * 2),
  });
  const withCases = add('northfibre', s.withCases, 9);
  const caseRows: [string, string, string, string, [string, 'portal' | 'api' | 'provider', string | null][]][] = [
    [
      'CS0041201',
      'Intermittent drops in the evening',
      'In Progress',
      'The customer reports the line dropping two or three times an evening since last week.',
      [
        ['Line tests run clean; we will monitor the port for 48 hours.', 'provider', null],
        ['Customer confirms drops continue at around 20:00.', 'portal', sam.name],
        ['Port monitoring attached to ticket via the API.', 'api', 'Integration key NF-01'],
      ],
    ],
    [
      'CS0039877',
      'Static IP not routing',
      'Resolved',
      'The static IP block assigned at order does not route.',
      [['Routing corrected on the BNG; please retest.', 'provider', null]],
    ],
  ];
  caseRows.forEach(([number, subject, status, description, comments], c) => {
    const id = fixedId('svc_case_', number);
    const raised = ago(24 * (12 + c * 8));
    out.cases.push({
      id,
      serviceId: withCases.id,
      orgId: withCases.orgId,
      number,
      subject,
      status,
      description,
      dateRaised: raised,
      updatedAt: new Date(raised.getTime() + 30 * hours),
    });
    comments.forEach(([text, source, user], k) => {
      out.comments.push({
        id: fixedId('svcc_', `${number}:${k}`),
        caseId: id,
        serviceId: withCases.id,
        orgId: withCases.orgId,
        datePublished: new Date(raised.getTime() + (k + 1) * 6 * hours),
        source,
        text,
        userId: source === 'portal' ? sam.id : null,
        userName: user,
      });
    });
  });
  const withDelays = add('northfibre', s.withDelays, 10, {
    status: 'Provisioning',
    ponrTime: ago(24 * 10),
    contractStart: null,
    contractEnd: null,
    appointmentDate: addWorkingDays(today, 15),
    createdAt: ago(24 * 25),
    updatedAt: ago(24 * 2),
  });
  out.delays.push(
    {
      id: fixedId('svd_', `${s.withDelays}:1`),
      serviceId: withDelays.id,
      orgId: withDelays.orgId,
      createdAt: ago(24 * 12),
      nbaDescription: 'Civil works needed: blocked duct between the chamber and the property',
      warningCode: 'W-CIV-012',
      active: true,
    },
    {
      id: fixedId('svd_', `${s.withDelays}:2`),
      serviceId: withDelays.id,
      orgId: withDelays.orgId,
      createdAt: ago(24 * 20),
      nbaDescription: 'Wayleave awaited from the landlord',
      warningCode: 'W-WAY-004',
      active: false,
    },
  );
  // A survey of the blocked duct on this week's Wednesday: the dashboard's appointments this week always has one.
  const survey = addDays(weekOf(now).from, 2);
  out.appointments.push({
    id: fixedId('sva_', s.withDelays),
    serviceId: withDelays.id,
    orgId: withDelays.orgId,
    date: survey,
    startTime: appointmentWindows.AM.start,
    endTime: appointmentWindows.AM.end,
    status: survey < today ? 'Completed' : 'Booked',
    key: `APT-${s.withDelays}`,
    engineerOnWay: false,
    engineerOnSite: false,
    ...(survey < today ? { endDate: survey, secondaryClosureCodeDescription: 'Duct survey done' } : {}),
    createdAt: ago(24 * 12),
    updatedAt: ago(24 * 2),
  });
  const amend = add('northfibre', s.appointmentAmend, 11, {
    status: 'Pending',
    ponrTime: new Date(now.getTime() + 5 * 24 * hours),
    appointmentDate: addWorkingDays(today, 6),
    contractStart: null,
    contractEnd: null,
    createdAt: ago(24 * 3),
    updatedAt: ago(24 * 3),
  });
  out.appointments.push({
    id: fixedId('sva_', s.appointmentAmend),
    serviceId: amend.id,
    orgId: amend.orgId,
    date: addWorkingDays(today, 6),
    startTime: appointmentWindows.PM.start,
    endTime: appointmentWindows.PM.end,
    status: 'Booked',
    key: `APT-${s.appointmentAmend}`,
    engineerOnWay: false,
    engineerOnSite: false,
    vulnerableCustomer: true,
    vulnerabilitySupport: 'Hard of hearing: please knock loudly and text on arrival',
    createdAt: ago(24 * 3),
    updatedAt: ago(24 * 3),
  });
  add('northfibre', s.ethernet, 12, {
    productFamily: 'ethernet',
    productCode: 'eth-metro-1g',
    productName: 'Metro Ethernet 1 Gbit/s',
    ethernetProduct: 'Metro Ethernet 1G (EPL)',
    lineProfile: null,
    type: 'Business',
    newOrderType: 'ethernet',
    enniId: 'ENNI-MAN-02',
    enniName: 'Manchester Central 2',
    customerVlan: 410,
    serviceVlan: 2410,
    ontPort: null,
    ontSerialNumber: null,
  });
  add('northfibre', s.losing, 13, {
    switchType: 'losing',
    ispSwitchLosing: true,
    newOrderType: 'fttp',
    switchDate: addWorkingDays(today, 5),
  });
  add('northfibre', s.gaining, 14, {
    status: 'Pending',
    newOrderType: 'wlto',
    switchType: 'gaining',
    ispSwitchGaining: true,
    ispSwitchGainingRequestedDate: addWorkingDays(today, 7),
    switchDate: addWorkingDays(today, 7),
    contractStart: null,
    contractEnd: null,
    createdAt: ago(24 * 5),
    updatedAt: ago(24 * 5),
  });
  add('northfibre', s.ceased, 15, { status: 'Ceased', updatedAt: ago(24 * 9) });
  add('northfibre', s.cancelled, 16, {
    status: 'Cancelled',
    contractStart: null,
    contractEnd: null,
    updatedAt: ago(24 * 30),
  });
  add('northfibre', s.replaced, 17, { status: 'Replaced', updatedAt: ago(24 * 60) });
  add('harbour', s.otherTenant, 18);

  // ── The incident funnel's services (support_services) and the regrade sources (fttp_services) ──
  const taken = new Set(out.services.map((r) => r.serviceReference));
  const statusOf = (st: string): string => (['Live', 'In Progress', 'Provisioning'].includes(st) ? st : 'Live');
  sources.support.forEach((sup, i) => {
    if (taken.has(sup.serviceReference)) return;
    taken.add(sup.serviceReference);
    add(
      orgKeyOf(sup.orgId),
      sup.serviceReference,
      100 + i,
      {
        status: statusOf(sup.status),
        siteStreet: sup.siteStreet,
        siteCity: sup.siteCity,
        sitePostcode: sup.sitePostcode,
      },
      { history: i < 60 },
    );
  });
  sources.fttp.forEach((f, i) => {
    if (taken.has(f.serviceReference)) return;
    taken.add(f.serviceReference);
    add(orgKeyOf(f.orgId), f.serviceReference, 600 + i, {
      productCode: f.product,
      uprn: f.uprn,
      siteStreet: f.address.split(',')[0] ?? f.address,
      siteCity: f.address.split(',').at(-1)?.trim() ?? '',
      sitePostcode: f.postcode,
      remoteAgentId: f.remoteAgentId,
      authenticationAgent: f.authenticationAgent,
      createdAt: f.createdAt,
    });
  });

  // ── A realistic mix for each organisation: every status, switches both ways, ended services ──
  const mix = (org: OrgKey, first: number, count: number) => {
    for (let k = 0; k < count; k++) {
      const i = 700 + Math.floor((first % 1_000_000) / 1000) + k;
      const r = k % 20;
      const status =
        r < 11
          ? 'Live'
          : r < 13
            ? 'Pending'
            : r === 13
              ? 'Provisioning'
              : r === 14
                ? 'In Progress'
                : r === 15
                  ? 'Cease Pending'
                  : r === 16
                    ? 'Ceased'
                    : r === 17
                      ? 'Cancelled'
                      : r === 18
                        ? 'Replaced'
                        : 'Live';
      const losing = k % 13 === 4 && status === 'Live';
      const gaining = k % 40 === 12 && status === 'Pending';
      add(
        org,
        `S${first + k}`,
        i,
        {
          status,
          ...(status === 'Pending'
            ? {
                ponrTime: new Date(now.getTime() + ((k % 9) + 1) * 24 * hours),
                appointmentDate: addWorkingDays(today, 5 + (k % 10)),
              }
            : {}),
          ...(losing
            ? { ispSwitchLosing: true, switchType: 'losing', switchDate: addWorkingDays(today, 3 + (k % 8)) }
            : {}),
          ...(gaining
            ? {
                ispSwitchGaining: true,
                switchType: 'gaining',
                newOrderType: k % 2 ? 'switch' : 'wlto',
                switchDate: addWorkingDays(today, 4 + (k % 8)),
              }
            : {}),
          // Ended after it went live (at least 25 days ago: created 30 or more days ago, live 5 days on).
          ...(['Ceased', 'Cancelled', 'Replaced'].includes(status) ? { updatedAt: ago(24 * (3 + (k % 20))) } : {}),
          // Requested some days ago: ceased on its date, 2 to 10 working days ahead (server/domain/services/cease.ts).
          ...(status === 'Cease Pending' ? { ceaseAt: ceaseAtOf(addWorkingDays(today, 2 + (k % 9))) } : {}),
        },
        { history: k < 40 },
      );
    }
  };
  mix('northfibre', 7_000_001, 100);
  mix('harbour', 7_200_001, 30);
  mix('skyline', 7_300_001, 20);
  return out;
}

interface Sources {
  support: (typeof supportServices.$inferSelect)[];
  fttp: (typeof fttpServices.$inferSelect & { address: string; postcode: string })[];
}

const orgKeys: OrgKey[] = ['northfibre', 'harbour', 'skyline'];
function orgKeyOf(orgId: string): OrgKey {
  return orgKeys.find((k) => orgByKey(k).id === orgId) ?? 'northfibre';
}

async function insertChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * Demo data of the services (the service.* scenario keys), written once: on a new store and on the first start of an
 * older one (marked by the scenario service of service.cancellable). Completed FTTP orders already in the store become
 * Live services too (new completions are written as orders progress: server/domain/services/from-order.ts).
 */
export async function seedServicesIfMissing(db: Db): Promise<void> {
  const [marker] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.serviceReference, serviceScenarios.cancellable));
  if (marker) return;
  const now = await seedNow(db);
  const [support, fttp] = await Promise.all([
    db.select().from(supportServices),
    db
      .select({ f: fttpServices, address: properties.address, postcode: properties.postcode })
      .from(fttpServices)
      .leftJoin(properties, eq(properties.uprn, fttpServices.uprn)),
  ]);
  const built = build(now, {
    support,
    fttp: fttp.map((r) => ({ ...r.f, address: r.address ?? '', postcode: r.postcode ?? '' })),
  });
  // Completed FTTP orders with a service reference (seeded history) that are not services yet.
  const completed = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'Completed'), eq(orders.orderType, 'fttp'), isNotNull(orders.serviceReference)));
  const refs = new Set(built.services.map((r) => r.serviceReference));
  const existing = new Set(
    completed.length === 0
      ? []
      : (
          await db
            .select({ ref: services.serviceReference })
            .from(services)
            .where(
              inArray(
                services.serviceReference,
                completed.map((o) => o.serviceReference as string),
              ),
            )
        ).map((r) => r.ref),
  );
  for (const o of completed) {
    const ref = o.serviceReference as string;
    if (refs.has(ref) || existing.has(ref)) continue;
    refs.add(ref);
    built.services.push(serviceOfOrder(o, ref, o.updatedAt));
  }
  await insertChunks(built.services, (c) => db.insert(services).values(c).onConflictDoNothing(), 200);
  await insertChunks(built.history, (c) => db.insert(serviceHistory).values(c).onConflictDoNothing());
  if (built.cases.length) await db.insert(serviceCases).values(built.cases).onConflictDoNothing();
  if (built.comments.length) await db.insert(serviceCaseComments).values(built.comments).onConflictDoNothing();
  if (built.delays.length) await db.insert(serviceDelays).values(built.delays).onConflictDoNothing();
  if (built.appointments.length) await db.insert(serviceAppointments).values(built.appointments).onConflictDoNothing();
  if (built.messages.length) await db.insert(serviceContactMessages).values(built.messages).onConflictDoNothing();
}
