import { incidentRaiseMachine } from '@machines/incident-raise.machine';
import type { IncidentDraft, RestoredDraft } from '@machines/incident-raise-draft';
import { termsMachine } from '@machines/terms.machine';
import { type AnyEventObject, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { createLazyInspector, getBrowserInspector, inspectionMode, sanitizeForInspection } from '@/lib/inspect';

describe('inspection', () => {
  it('shows the terms machine’s events to a plain inspect observer', () => {
    const seen: InspectionEvent[] = [];
    const actor = createActor(termsMachine, { inspect: (event) => seen.push(event) }).start();
    actor.send({ type: 'user.loaded', termsAccepted: false, locallyAccepted: false, onTermsPage: false });
    actor.send({ type: 'name.change', value: 'Ada Lovelace' });
    const received = seen
      .filter((e) => e.type === '@xstate.event' && e.actorRef === actor)
      .map((e) => (e as { event: { type: string } }).event.type);
    expect(received).toEqual(['xstate.init', 'user.loaded', 'name.change']);
    const last = seen.filter((e) => e.type === '@xstate.snapshot').at(-1);
    expect(last && 'snapshot' in last && actor.getSnapshot() === last.snapshot).toBe(true);
    expect(actor.getSnapshot().value).toBe('prompting');
  });

  it('strips an email, a name, a phone number and a token from a nested context', () => {
    const context = {
      user: { id: 'usr_1', name: 'Ada Lovelace', email: 'ada@northfibre.example', roles: ['Admin'] },
      contacts: [
        {
          fullName: 'Grace Hopper',
          telephone: '020 7946 0958',
          note: 'call 07700 900123 or mail grace@harbour.example',
        },
      ],
      auth: { accessToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', expiresOn: 1767600000000 },
      headers: { Authorization: 'Bearer abc' },
      message: 'token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln refreshed',
      step: 'address',
    };
    const clean = sanitizeForInspection(context);
    const text = JSON.stringify(clean);
    for (const secret of [
      'Ada Lovelace',
      'ada@northfibre',
      'Grace Hopper',
      '020 7946',
      '07700 900123',
      'grace@harbour',
      'eyJ',
      'Bearer',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(clean.user).toEqual({ id: 'usr_1', name: '[redacted]', email: '[redacted]', roles: ['Admin'] });
    expect(clean.contacts[0]?.note).toBe('call [phone] or mail [email]');
    expect(clean.auth.expiresOn).toBe(1767600000000);
    expect(clean.step).toBe('address');
    expect(context.user.name).toBe('Ada Lovelace');
  });

  it('keeps event types while sanitising their payload', () => {
    expect(sanitizeForInspection({ type: 'search.change', value: 'ada@northfibre.example' })).toEqual({
      type: 'search.change',
      value: '[email]',
    });
  });

  describe('the incident raise funnel', () => {
    const personal = {
      customer_onsite_contact_name: 'Grace Hopper',
      // Not a UK number, so only its key gives it away.
      customer_onsite_contact_number: '+1 415 555 0100',
      address_name: 'Hopper House',
      vulnerability_support: 'Uses a wheelchair; needs a call before arrival',
    };
    const values = {
      ...personal,
      customer_reference: 'CR-77',
      incident_severity: 'Service Outage',
      address_street: '1 High Street',
      address_postcode: 'AB1 2CD',
      vulnerable_customer: true,
      short_description: 'No sync since 9am',
    };
    const draft: IncidentDraft = {
      step: 'serviceDetails',
      serviceReference: 'NFB-000123',
      check: {
        service: {
          service_reference: 'NFB-000123',
          status: 'Live',
          stage: 'Live',
          customer_id: 7,
          businessServiceCategory: { id: 3, name: 'FTTP Broadband', legacy: false, isAppointable: true },
          site: { street: '1 High Street', city: 'Leeds', postcode: 'AB1 2CD' },
          mso_outages: [],
          active_mso_incident: null,
        },
        block: null,
        openIncidentLink: null,
        outage: null,
        diagnostics: null,
      },
      serviceValues: values,
      detailsValues: {},
      reservation: null,
      fallback: false,
      availability: null,
      confirmed: false,
    };
    const expectNoPersonalData = (clean: unknown) => {
      const text = JSON.stringify(clean);
      for (const secret of Object.values(personal)) expect(text).not.toContain(secret);
      expect(text).not.toContain('415 555');
    };

    it('redacts the on-site contact’s name and number from the funnel’s context, keeping non-personal fields', async () => {
      const restoring = incidentRaiseMachine.provide({
        actors: {
          restoreDraft: fromPromise(async (): Promise<RestoredDraft> => ({ draft, files: [], filesRestore: 'none' })),
        },
      });
      const input = { enableDiagnosticCheck: false, vulnerabilityEnabled: true };
      const actor = createActor(restoring, { input }).start();
      await vi.waitFor(() => expect(actor.getSnapshot().matches('serviceDetails')).toBe(true));
      const clean = sanitizeForInspection(actor.getSnapshot().context);
      expectNoPersonalData(clean);
      expect(clean.serviceValues).toEqual({
        ...values,
        customer_onsite_contact_name: '[redacted]',
        customer_onsite_contact_number: '[redacted]',
        address_name: '[redacted]',
        vulnerability_support: '[redacted]',
      });
      expect(clean.serviceReference).toBe('NFB-000123');
      expect(clean.check?.service?.status).toBe('Live');
      expect(clean.check?.service?.businessServiceCategory.name).toBe('FTTP Broadband');
      actor.stop();
    });

    it('redacts the on-site contact’s name and number from a form.change event', () => {
      const event = { type: 'form.change', values };
      const clean = sanitizeForInspection(event);
      expectNoPersonalData(clean);
      expect(clean.type).toBe('form.change');
      expect(clean.values.customer_reference).toBe('CR-77');
      expect(clean.values.incident_severity).toBe('Service Outage');
    });

    it('treats any key ending in name as a person’s name, except category names', () => {
      expect(
        sanitizeForInspection({
          contactName: 'Ada',
          engineer_name: 'Ada',
          business_service_category_name: 'Ethernet',
          category: { name: 'Ethernet' },
          mobileNo: '07700900123',
          Telephone_Number: '12345',
          customerContactNumber: '12345',
        }),
      ).toEqual({
        contactName: '[redacted]',
        engineer_name: '[redacted]',
        business_service_category_name: 'Ethernet',
        category: { name: 'Ethernet' },
        mobileNo: '[redacted]',
        Telephone_Number: '[redacted]',
        customerContactNumber: '[redacted]',
      });
    });
  });

  it('redacts the typed full name carried by the terms machine’s name.change event', async () => {
    const events: AnyEventObject[] = [];
    let sanitizeEvent: ((event: AnyEventObject) => AnyEventObject) | undefined;
    const createBrowserInspector = vi.fn((options) => {
      sanitizeEvent = options.sanitizeEvent;
      return { inspect: { next: (e: InspectionEvent) => e.type === '@xstate.event' && events.push(e.event) } };
    });
    const inspect = createLazyInspector(async () => ({ createBrowserInspector }) as never);
    const actor = createActor(termsMachine, { inspect }).start();
    actor.send({ type: 'user.loaded', termsAccepted: false, locallyAccepted: false, onTermsPage: false });
    actor.send({ type: 'name.change', value: 'Ada Lovelace' });
    await vi.waitFor(() => expect(sanitizeEvent).toBeDefined());
    const nameChange = events.find((e) => e.type === 'name.change');
    expect(nameChange && sanitizeEvent?.(nameChange)).toEqual({ type: 'name.change', value: '[redacted]' });
    expect(sanitizeForInspection({ type: 'agreement.toggle', checked: true })).toEqual({
      type: 'agreement.toggle',
      checked: true,
    });
    actor.stop();
  });

  it('is switched on only by ?inspect=1 or the build flag, or ?inspect=local for the rest of the tab', () => {
    expect(inspectionMode({ search: '?inspect=1' })).toBe('stately');
    expect(inspectionMode({ search: '', flag: '1' })).toBe('stately');
    expect(inspectionMode({ search: '?inspect=0', flag: undefined })).toBeUndefined();
    expect(getBrowserInspector(undefined)).toBeUndefined();
    const tab = new Map<string, string>();
    const storage = {
      getItem: (key: string) => tab.get(key) ?? null,
      setItem: (key: string, value: string) => void tab.set(key, value),
      removeItem: (key: string) => void tab.delete(key),
    };
    expect(inspectionMode({ search: '', storage })).toBeUndefined();
    expect(inspectionMode({ search: '?inspect=local', storage })).toBe('local');
    expect(inspectionMode({ search: '', storage }), 'after a reload').toBe('local');
    expect(inspectionMode({ search: '?inspect=off', storage })).toBeUndefined();
    expect(inspectionMode({ search: '', storage })).toBeUndefined();
  });

  it('buffers events until the inspector has loaded, then forwards them with sanitisers in place', async () => {
    const next = vi.fn();
    let options: Record<string, (value: never) => unknown> = {};
    const createBrowserInspector = vi.fn((given) => {
      options = given;
      return { inspect: { next } };
    });
    const inspect = createLazyInspector(async () => ({ createBrowserInspector }) as never);
    createActor(termsMachine, { inspect }).start();
    expect(next).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(next).toHaveBeenCalled());
    expect(next.mock.calls.map(([e]) => e.type)).toContain('@xstate.snapshot');
    expect(options.sanitizeContext?.({ email: 'a@b.example' } as never)).toEqual({ email: '[redacted]' });
    expect(options.sanitizeEvent?.({ type: 'x', accessToken: 't' } as never)).toEqual({
      type: 'x',
      accessToken: '[redacted]',
    });
  });
});
