import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/db/client';
import { serviceCaseComments, serviceContactCare, serviceHistory, services } from '../../../../server/db/schema';
import { cancelService, serviceActionRefusals } from '../../../../server/domain/services/actions/actions';
import { orgByKey } from '../../../../server/seed/organisations';
import { personaByEmail } from '../../../../server/seed/personas';
import {
  installOptionsResponse,
  lineProfilesResponse,
  serviceActionResult,
} from '../../../../src/contracts/service-actions';
import { addDays, formatDate } from '../../../../src/lib/dates';
import { serviceActionMessages as messages } from '../../../../src/lib/service-action-rules';
import { drivers } from '../../helpers/test-env';
import { useActionSandbox } from '../setup';
import { insertActionService, sandboxDays } from './action-fixtures';

const hugo = 'admin@harbour.example';
const sam = personaByEmail('support@northfibre.example');
const saturdayAfter = (day: string) => {
  let d = day;
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 6) d = addDays(d, 1);
  return d;
};

describe.each(drivers)('service actions (%s)', (driver) => {
  const { db, api, row } = useActionSandbox(driver);

  const history = (id: string) => db().select().from(serviceHistory).where(eq(serviceHistory.serviceId, id));
  const ok = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return serviceActionResult.parse(res.json()).data;
  };
  const refused = (
    res: { statusCode: number; body: string; json: () => unknown },
    status: number,
    message?: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    if (message) expect((res.json() as { error: { message: string } }).error.message).toBe(message);
  };
  const fieldsOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(400);
    return (res.json() as { error: { fields: Record<string, string[]> } }).error.fields;
  };

  it('cancel: a Pending service before its point of no return becomes Cancelled with a portal_cancel history row by the user; a double click is replayed', async () => {
    const s = await insertActionService(db(), { status: 'Pending' });
    const first = ok(await api('POST', `/v2/services/cancel/${s.id}`, { reason: 'Customer moved out' }));
    expect(first).toMatchObject({ status: 'Cancelled', replayed: false });
    expect((await row(s.id)).status).toBe('Cancelled');
    const rows = await history(s.id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: first.history_id,
        type: 'portal_cancel',
        userId: sam.id,
        userName: 'Sam Support',
        action: 'Service cancelled',
        extraInfo: 'Customer moved out',
      }),
    ]);
    const again = ok(await api('POST', `/v2/services/cancel/${s.id}`, { reason: 'Customer moved out' }));
    expect(again).toMatchObject({ replayed: true, history_id: first.history_id });
    expect(await history(s.id)).toHaveLength(1);
    // Flag off (Live: allow_cancel_cease false): the sandbox refuses whatever the portal shows.
    const live = await insertActionService(db(), { status: 'Live' });
    refused(await api('POST', `/v2/services/cancel/${live.id}`, {}), 409, serviceActionRefusals.cancel);
    // Past the point of no return too.
    const late = await insertActionService(db(), { status: 'Pending', ponrTime: new Date(Date.now() - 60_000) });
    refused(await api('POST', `/v2/services/cancel/${late.id}`, {}), 409, serviceActionRefusals.cancel);
    expect((await row(live.id)).status).toBe('Live');
    expect(await history(live.id)).toHaveLength(0);
    expect(fieldsOf(await api('POST', `/v2/services/cancel/${s.id}`, { reason: 'x'.repeat(501) }))).toEqual({
      reason: [messages.max(500)],
    });
    refused(await api('POST', `/v2/services/cancel/${s.id}`, {}, hugo), 404);
  });

  it('cease: a Live service becomes Cease Pending (portal_cease); a Pending one is refused; the cancel-cease call does either', async () => {
    const s = await insertActionService(db());
    expect(ok(await api('POST', `/v2/services/cease/${s.id}`, {}))).toMatchObject({ status: 'Cease Pending' });
    expect((await history(s.id))[0]).toMatchObject({
      type: 'portal_cease',
      action: 'Cease requested',
      userName: 'Sam Support',
    });
    const pending = await insertActionService(db(), { status: 'Pending' });
    refused(await api('POST', `/v2/services/cease/${pending.id}`, {}), 409, serviceActionRefusals.cease);
    refused(await api('POST', `/v2/services/cease/${s.id}`, {}, hugo), 404);
    const viaBody = await insertActionService(db(), { status: 'Provisioning' });
    expect(
      ok(await api('POST', '/v2/services/cancel-cease', { service_id: viaBody.id, action: 'cancel' })),
    ).toMatchObject({ status: 'Cancelled' });
    expect(
      fieldsOf(await api('POST', '/v2/services/cancel-cease', { service_id: viaBody.id, action: 'stop' })),
    ).toHaveProperty('action');
    refused(await api('POST', '/v2/services/cancel-cease', { service_id: pending.id, action: 'cancel' }, hugo), 404);
  });

  it('remote activation: a not yet installed FTTP service gets its day (working day, not past) and remote_activation on', async () => {
    const { today, next } = await sandboxDays(db());
    const s = await insertActionService(db(), { status: 'Provisioning' });
    const url = (d: string, id = s.id) => `/v2/service/${id}/remote-activation?remote-activation-date=${d}`;
    expect(fieldsOf(await api('POST', url(addDays(today, -1))))).toEqual({
      'remote-activation-date': [messages.remoteActivationPast],
    });
    expect(fieldsOf(await api('POST', url(saturdayAfter(today))))).toEqual({
      'remote-activation-date': [messages.workingDay],
    });
    expect(fieldsOf(await api('POST', url('31/12/2026')))).toHaveProperty('remote-activation-date');
    ok(await api('POST', url(next)));
    expect(await row(s.id)).toMatchObject({ remoteActivation: true, remoteActivationDate: next });
    expect((await history(s.id))[0]).toMatchObject({
      type: 'portal_remote_activation',
      extraInfo: `Remote activation on ${formatDate(next)}`,
    });
    const live = await insertActionService(db(), { remoteActivation: true });
    const ethernet = await insertActionService(db(), { status: 'Provisioning', productFamily: 'ethernet' });
    refused(await api('POST', url(next, ethernet.id)), 409, serviceActionRefusals.remoteActivation);
    refused(await api('POST', url(next, live.id)), 409, serviceActionRefusals.remoteActivation);
    refused(await api('POST', url(next), undefined, hugo), 404);
  });

  it('contacts: the site contact rules of spec 2 §5 verbatim; saved with the care needs; flag off refused', async () => {
    const s = await insertActionService(db());
    const fields = fieldsOf(
      await api('PUT', `/v2/services-contact-update/${s.id}`, {
        site_contact_name: ' ',
        site_contact_email: 'not-an-email',
        site_contact_telephone: '0770',
        vulnerable_customer: true,
        vulnerability_support: '',
        wayleave_contact_name: '',
        wayleave_contact_email: '',
        wayleave_contact_telephone: '',
      }),
    );
    expect(fields).toEqual({
      site_contact_name: ['Required'],
      site_contact_email: ['Please enter a valid email'],
      site_contact_telephone: ['Telephone must contain at least 9 characters'],
      vulnerability_support: ['Vulnerability support is required'],
    });
    const body = {
      site_contact_name: 'Sam Site',
      site_contact_email: 'sam.site@example.com',
      site_contact_telephone: '07700 900123',
      vulnerable_customer: true,
      vulnerability_support: 'Hard of hearing: call, do not knock',
      wayleave_contact_name: '',
      wayleave_contact_email: '',
      wayleave_contact_telephone: '',
    };
    ok(await api('PUT', `/v2/services-contact-update/${s.id}`, body));
    expect(await row(s.id)).toMatchObject({
      siteContactName: 'Sam Site',
      siteContactEmail: 'sam.site@example.com',
      siteContactTelephone: '07700 900123',
      wayleaveContactName: null,
    });
    const [care] = await db().select().from(serviceContactCare).where(eq(serviceContactCare.serviceId, s.id));
    expect(care).toMatchObject({
      vulnerableCustomer: true,
      vulnerabilitySupport: 'Hard of hearing: call, do not knock',
    });
    // The contacts form opens with them (the detail does not carry them).
    const cared = await api('GET', `/v2/services-contact/${s.id}`);
    expect(cared.json()).toEqual({
      data: {
        service_id: s.id,
        vulnerable_customer: true,
        vulnerability_support: 'Hard of hearing: call, do not knock',
      },
    });
    refused(await api('GET', `/v2/services-contact/${s.id}`, undefined, hugo), 404);
    expect(ok(await api('PUT', `/v2/services-contact-update/${s.id}`, body)).replayed).toBe(true);
    expect(await history(s.id)).toHaveLength(1);
    const ended = await insertActionService(db(), { status: 'Ceased' });
    refused(await api('PUT', `/v2/services-contact-update/${ended.id}`, body), 409, serviceActionRefusals.amend);
    refused(await api('PUT', `/v2/services-contact-update/${s.id}`, body, hugo), 404);
  });

  it('location and network: amended while the service may be amended, with history; bad input 400 with fields', async () => {
    const s = await insertActionService(db(), { status: 'In Progress' });
    const location = {
      business_name: 'Acme Ltd',
      floor: '2',
      room: 'Comms room',
      rack: 'R4',
      access_restrictions: 'Weekdays only',
      hazards: '',
    };
    ok(await api('PUT', `/v2/services-location-update/${s.id}`, location));
    expect(await row(s.id)).toMatchObject({
      siteBusinessName: 'Acme Ltd',
      siteFloor: '2',
      siteRack: 'R4',
      siteHazards: null,
    });
    expect(
      fieldsOf(await api('PUT', `/v2/services-location-update/${s.id}`, { ...location, floor: 'x'.repeat(65) })),
    ).toEqual({ floor: [messages.max(64)] });
    const network = {
      customer_vlan: 101,
      service_vlan: 2001,
      authentication_agent: 'PPPoE Intermediate Agent',
      remote_agent_id: 'nf-remote-0042',
    };
    ok(await api('PUT', `/v2/services-network-update/${s.id}`, network));
    expect(await row(s.id)).toMatchObject({ customerVlan: 101, serviceVlan: 2001, remoteAgentId: 'nf-remote-0042' });
    expect(
      fieldsOf(
        await api('PUT', `/v2/services-network-update/${s.id}`, {
          ...network,
          customer_vlan: 5000,
          authentication_agent: 'X',
        }),
      ),
    ).toEqual({ customer_vlan: [messages.vlan], authentication_agent: [messages.agent] });
    expect((await history(s.id)).map((h) => h.type).sort()).toEqual([
      'portal_location_update',
      'portal_network_update',
    ]);
    const ended = await insertActionService(db(), { status: 'Cancelled' });
    refused(await api('PUT', `/v2/services-network-update/${ended.id}`, network), 409, serviceActionRefusals.amend);
    refused(await api('PUT', `/v2/services-location-update/${s.id}`, location, hugo), 404);
  });

  it('an update carries every field it replaces: a PUT missing some is refused with 400 naming each, and nothing stored is wiped', async () => {
    const s = await insertActionService(db(), {
      status: 'In Progress',
      siteBusinessName: 'Solent Print Works',
      siteRoom: 'Comms room',
      siteRack: 'R2',
      siteHazards: 'Forklift traffic in the yard',
      siteContactName: 'Priya Shah',
      wayleaveContactName: 'Harriet Doyle',
      cpeInstall: true,
    });
    const required = [messages.fieldRequired];
    expect(fieldsOf(await api('PUT', `/v2/services-location-update/${s.id}`, { floor: '3' }))).toEqual({
      business_name: required,
      room: required,
      rack: required,
      access_restrictions: required,
      hazards: required,
    });
    const site = {
      site_contact_name: 'Sam Site',
      site_contact_email: 'sam@example.com',
      site_contact_telephone: '07700 900123',
    };
    expect(fieldsOf(await api('PUT', `/v2/services-contact-update/${s.id}`, site))).toEqual({
      vulnerable_customer: required,
      vulnerability_support: required,
      wayleave_contact_name: required,
      wayleave_contact_email: required,
      wayleave_contact_telephone: required,
    });
    expect(fieldsOf(await api('POST', `/v2/service/${s.id}/install-options`, { voip_install: true }))).toEqual({
      cpe_install: required,
      bbu_install: required,
      telecare_install: required,
    });
    expect(await row(s.id)).toMatchObject({
      siteBusinessName: 'Solent Print Works',
      siteFloor: null,
      siteRoom: 'Comms room',
      siteRack: 'R2',
      siteHazards: 'Forklift traffic in the yard',
      siteContactName: 'Priya Shah',
      wayleaveContactName: 'Harriet Doyle',
      cpeInstall: true,
      voipInstall: false,
    });
    expect(await history(s.id)).toEqual([]);
  });

  it("line profile: the product's profiles; a Live FTTP service changes to another; Ethernet or not Live refused", async () => {
    const s = await insertActionService(db());
    const profiles = lineProfilesResponse.parse((await api('GET', `/v2/line-profiles/${s.id}`)).json()).data;
    expect(profiles).toEqual({
      service_id: s.id,
      current: 'LP-1000-1000',
      options: [
        { value: 'LP-1000-1000', label: '1000 Mbps down / 1000 Mbps up' },
        { value: 'LP-1000-500', label: '1000 Mbps down / 500 Mbps up' },
      ],
    });
    expect(fieldsOf(await api('PUT', '/v2/line-profiles/update', { service_id: s.id, line_profile: 'LP-9' }))).toEqual({
      line_profile: [messages.lineProfile],
    });
    ok(await api('PUT', '/v2/line-profiles/update', { service_id: s.id, line_profile: 'LP-1000-500' }));
    expect((await row(s.id)).lineProfile).toBe('LP-1000-500');
    expect((await history(s.id))[0]).toMatchObject({
      type: 'portal_line_profile_change',
      extraInfo: 'From 1000 Mbps down / 1000 Mbps up to 1000 Mbps down / 500 Mbps up',
    });
    const ethernet = await insertActionService(db(), { productFamily: 'ethernet', productCode: 'eth-1g' });
    refused(
      await api('PUT', '/v2/line-profiles/update', { service_id: ethernet.id, line_profile: 'LP-1000-500' }),
      409,
      serviceActionRefusals.lineProfile,
    );
    refused(await api('GET', `/v2/line-profiles/${s.id}`, undefined, hugo), 404);
    refused(
      await api('PUT', '/v2/line-profiles/update', { service_id: s.id, line_profile: 'LP-1000-1000' }, hugo),
      404,
    );
  });

  it('requested date: not yet installed with a date set; never in the past, a working day', async () => {
    const { today, later } = await sandboxDays(db());
    const s = await insertActionService(db(), { status: 'Provisioning', requestedDate: later });
    const send = (d: string, as?: typeof hugo) =>
      api('POST', '/v2/services/requested-date', { service_id: s.id, requested_date: d }, as);
    expect(fieldsOf(await send(addDays(today, -1)))).toEqual({ requested_date: [messages.requestedDatePast] });
    expect(fieldsOf(await send(saturdayAfter(today)))).toEqual({ requested_date: [messages.workingDay] });
    expect(fieldsOf(await api('POST', '/v2/services/requested-date', { service_id: s.id }))).toHaveProperty(
      'requested_date',
    );
    const { next } = await sandboxDays(db());
    ok(await send(next));
    expect((await row(s.id)).requestedDate).toBe(next);
    expect((await history(s.id))[0]).toMatchObject({
      type: 'portal_requested_date_change',
      extraInfo: `From ${formatDate(later)} to ${formatDate(next)}`,
    });
    const live = await insertActionService(db(), { requestedDate: later });
    refused(
      await api('POST', '/v2/services/requested-date', { service_id: live.id, requested_date: next }),
      409,
      serviceActionRefusals.requestedDate,
    );
    refused(await send(next, hugo), 404);
  });

  it('switch date: a gaining switch whose date is ahead moves to a later working day', async () => {
    const { today, later } = await sandboxDays(db());
    const s = await insertActionService(db(), {
      status: 'Pending',
      switchType: 'gaining',
      ispSwitchGaining: true,
      switchDate: later,
    });
    const send = (id: string, d: string, as?: typeof hugo) =>
      api('POST', '/v2/services/switch-date', { service_id: id, switch_date: d }, as);
    expect(fieldsOf(await send(s.id, today))).toEqual({ switch_date: [messages.switchDateAfterToday] });
    const { next } = await sandboxDays(db());
    ok(await send(s.id, next));
    expect((await row(s.id)).switchDate).toBe(next);
    expect((await history(s.id))[0]).toMatchObject({ type: 'portal_switch_date_change' });
    const losing = await insertActionService(db(), {
      switchType: 'losing',
      ispSwitchLosing: true,
      switchDate: later,
    });
    refused(await send(losing.id, next), 409, serviceActionRefusals.switchDate);
    refused(await send(s.id, later, hugo), 404);
  });

  it('install options: the options of the product; one it lacks is refused field by field', async () => {
    const s = await insertActionService(db(), { status: 'Provisioning' });
    const options = installOptionsResponse.parse((await api('GET', `/v2/service/${s.id}/install-options`)).json()).data;
    expect(options.options.map((o) => o.value)).toEqual(['cpe_install', 'bbu_install', 'voip_install']);
    expect(options.current).toEqual({
      cpe_install: false,
      bbu_install: false,
      voip_install: false,
      telecare_install: false,
    });
    const none = { cpe_install: false, bbu_install: false, voip_install: false, telecare_install: false };
    expect(
      fieldsOf(await api('POST', `/v2/service/${s.id}/install-options`, { ...none, telecare_install: true })),
    ).toEqual({ telecare_install: [messages.installOptionUnavailable] });
    ok(await api('POST', `/v2/service/${s.id}/install-options`, { ...none, cpe_install: true, voip_install: true }));
    expect(await row(s.id)).toMatchObject({ cpeInstall: true, voipInstall: true, bbuInstall: false });
    expect((await history(s.id))[0]).toMatchObject({
      type: 'portal_install_options',
      extraInfo: 'CPE install, VoIP install',
    });
    const ended = await insertActionService(db(), { status: 'Ceased' });
    refused(
      await api('POST', `/v2/service/${ended.id}/install-options`, { ...none, cpe_install: true }),
      409,
      serviceActionRefusals.amend,
    );
    refused(await api('GET', `/v2/service/${s.id}/install-options`, undefined, hugo), 404);
  });

  it("case comments: on the service's own case, by the user (source portal); a double click is one comment", async () => {
    const s = await insertActionService(db());
    const body = { service_id: s.id, case_id: s.caseId, text: 'Any update on this?' };
    ok(await api('POST', '/v2/service_case_comments', body));
    expect(ok(await api('POST', '/v2/service_case_comments', body)).replayed).toBe(true);
    const comments = await db()
      .select()
      .from(serviceCaseComments)
      .where(and(eq(serviceCaseComments.caseId, s.caseId)));
    expect(comments).toEqual([
      expect.objectContaining({ source: 'portal', text: 'Any update on this?', userName: 'Sam Support' }),
    ]);
    expect(fieldsOf(await api('POST', '/v2/service_case_comments', { ...body, text: '  ' }))).toEqual({
      text: [messages.fieldRequired],
    });
    const other = await insertActionService(db());
    refused(await api('POST', '/v2/service_case_comments', { ...body, case_id: other.caseId }), 404, 'Case not found');
    refused(await api('POST', '/v2/service_case_comments', body, hugo), 404);
  });

  it('another organisation acting on its own service is fine; the persona without the support role is refused', async () => {
    const harbour = await insertActionService(db(), { org: 'harbour', status: 'Pending' });
    ok(await api('POST', `/v2/services/cancel/${harbour.id}`, {}, hugo));
    refused(await api('POST', `/v2/services/cancel/${harbour.id}`, {}, 'ordering@northfibre.example'), 403);
  });
});

describe('service actions survive a restart (PGlite data folder)', () => {
  // Migrated, not seeded: the action needs only the services tables and the sandbox clock.
  it('a cancelled service is still cancelled, with its history, when the store is opened again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'service-actions-'));
    try {
      const first = await openDatabase({ dataDir });
      const s = await insertActionService(first.db, { status: 'Pending' });
      await cancelService(
        { db: first.db, caller: { orgId: orgByKey(sam.org).id, userId: sam.id, name: sam.name }, serviceId: s.id },
        { reason: '' },
      );
      await first.close();
      const second = await openDatabase({ dataDir });
      try {
        const [found] = await second.db.select().from(services).where(eq(services.id, s.id));
        expect(found?.status).toBe('Cancelled');
        const rows = await second.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, s.id));
        expect(rows.map((h) => h.type)).toEqual(['portal_cancel']);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
