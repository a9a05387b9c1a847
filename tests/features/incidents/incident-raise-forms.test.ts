import { attachmentProblemOf } from '@machines/incident-raise-attachments';
import {
  detailsErrorsOf,
  detailsStepSchema,
  normaliseServiceReference,
  serviceErrorsOf,
  serviceStepSchema,
  showsVulnerability,
} from '@machines/incident-raise-forms';
import type { ServiceCheck } from '@machines/incident-service-check.machine';
import dayjs from 'dayjs';
import { createFieldsOf } from '@/features/incidents/incident-raise/funnel-forms';
import { ukDateAndTime } from '@/lib/dates';
import { createIncidentFields } from '@/lib/incident-raise-fields';
import { supportMessages } from '@/lib/support-rules';
import { liveService as service } from '../../support/support-fixtures';

const check: ServiceCheck = { service, block: null, openIncidentLink: null, outage: null, diagnostics: null };
const serviceValues = {
  customer_reference: 'CUST-1',
  fault_start_date: dayjs().subtract(1, 'day').format('YYYY-MM-DD'),
  fault_start_hour: '08',
  fault_start_minute: '30',
  business_service_category_id: '1',
  incident_fault_category_id: '2',
  incident_severity: 'Service Outage',
  address_name: 'Unit 4',
  address_street: '1 High St',
  address_city: 'Leeds',
  address_postcode: 'LS1 1AA',
  customer_onsite_contact_name: 'Alex Morgan',
  customer_onsite_contact_number: '01234 567890',
  short_description: 'No light',
};
const detailsValues = {
  triage_1: 'Yes',
  triage_2: 'No',
  triage_3: 'Yes',
  triage_4: 'No',
  triage_5: 'No',
  triage_6: 'Yes',
  triage_9: 'Comms room',
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('funnel forms', () => {
  it('accepts a complete Service Details form and names what is missing with the spec wording', () => {
    expect(serviceStepSchema.safeParse(serviceValues).success).toBe(true);
    const { short_description: _, ...missing } = serviceValues;
    expect(messagesOf(serviceStepSchema.safeParse(missing))).toEqual([supportMessages.required]);
    expect(messagesOf(serviceStepSchema.safeParse({ ...serviceValues, address_postcode: 'LS1' }))).toEqual([
      supportMessages.postcode,
    ]);
    expect(
      messagesOf(serviceStepSchema.safeParse({ ...serviceValues, customer_onsite_contact_number: '12345' })),
    ).toEqual([supportMessages.phone]);
  });

  it('refuses a fault start in the future and asks for support text for a vulnerable customer', () => {
    const later = dayjs().add(2, 'hour');
    const future = {
      ...serviceValues,
      fault_start_date: later.format('YYYY-MM-DD'),
      fault_start_hour: later.format('HH'),
      fault_start_minute: later.format('mm'),
    };
    expect(messagesOf(serviceStepSchema.safeParse(future))).toContain(supportMessages.faultStartFuture);
    expect(messagesOf(serviceStepSchema.safeParse({ ...serviceValues, vulnerable_customer: true }))).toEqual([
      supportMessages.required,
    ]);
  });

  it('gives each field its first message, the fault start rule’s on the day or on the hour of today', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T09:00:00Z'), toFake: ['Date'] });
    try {
      const future = supportMessages.faultStartFuture;
      const filled = { ...serviceValues, fault_start_date: '2026-03-09' };
      expect(serviceErrorsOf(filled)).toEqual({});
      expect(serviceErrorsOf({ ...filled, fault_start_date: '2026-03-11' })).toEqual({ fault_start_date: future });
      expect(serviceErrorsOf({ ...filled, fault_start_date: '2026-03-10', fault_start_hour: '10' })).toEqual({
        fault_start_hour: future,
      });
      // With other fields missing, a future start is named all the same.
      expect(serviceErrorsOf({ fault_start_date: '2026-03-11' })).toMatchObject({
        fault_start_date: future,
        customer_reference: supportMessages.required,
      });
      expect(serviceErrorsOf({ ...filled, customer_reference: '' })).toEqual({
        customer_reference: supportMessages.required,
      });
      expect(serviceErrorsOf({ ...filled, vulnerable_customer: true })).toEqual({
        vulnerability_support: supportMessages.required,
      });
      expect(detailsErrorsOf(detailsValues)).toEqual({});
      expect(detailsErrorsOf({ ...detailsValues, triage_4: 'Maybe', triage_9: '' })).toEqual({
        triage_4: supportMessages.required,
        triage_9: supportMessages.required,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('needs all seven triage answers', () => {
    expect(detailsStepSchema.safeParse(detailsValues).success).toBe(true);
    expect(detailsStepSchema.safeParse({ ...detailsValues, triage_9: ' ' }).success).toBe(false);
    expect(detailsStepSchema.safeParse({ ...detailsValues, triage_4: 'Maybe' }).success).toBe(false);
  });

  it('judges attachments by the 8 MB limit and the accepted types', () => {
    expect(attachmentProblemOf({ name: 'photo.PNG', size: 1000 })).toBeUndefined();
    expect(attachmentProblemOf({ name: 'big.pdf', size: 9 * 1024 * 1024 })?.description).toBe(
      supportMessages.fileTooLarge,
    );
    expect(attachmentProblemOf({ name: 'setup.exe', size: 1000 })?.description).toBe(supportMessages.fileType);
    expect(attachmentProblemOf({ name: 'pdf', size: 1000 })?.description).toBe(supportMessages.fileType);
  });

  it('shows the vulnerability section only for an appointable service, Service Outage and no outage', () => {
    expect(showsVulnerability(check, 'Service Outage', true)).toBe(true);
    expect(showsVulnerability(check, 'Service Outage', false)).toBe(false);
    expect(showsVulnerability(check, 'Service Degraded', true)).toBe(false);
    expect(showsVulnerability(null, 'Service Outage', true)).toBe(false);
    expect(showsVulnerability({ ...check, service: null, block: 'notFound' }, 'Service Outage', true)).toBe(false);
    const ethernet = {
      ...service,
      businessServiceCategory: { ...service.businessServiceCategory, isAppointable: false },
    };
    expect(showsVulnerability({ ...check, service: ethernet }, 'Service Outage', true)).toBe(false);
    const outage = {
      ...service,
      active_mso_incident: { id: 'm', service_now_incident_number: 'MSO1', short_description: null, status: 'New' },
    };
    expect(showsVulnerability({ ...check, service: outage }, 'Service Outage', true)).toBe(false);
  });

  it('maps a finished draft to fields the sandbox accepts, without support text for a non-vulnerable customer', () => {
    const fields = createFieldsOf({
      step: 'summary',
      serviceReference: 'S1000001',
      check,
      serviceValues: { ...serviceValues, vulnerability_support: 'left over' },
      detailsValues,
      reservation: null,
      fallback: true,
      availability: { date: '2030-01-02', slot: 'PM' },
      confirmed: true,
    });
    const parsed = createIncidentFields.safeParse(fields);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({
      business_service_reference: 'S1000001',
      vulnerable_customer: '0',
      vulnerability_support: undefined,
      availability_date: '2030-01-02',
      availability_slot: 'PM',
    });
    expect(JSON.parse(fields.triage_answers ?? '[]')).toHaveLength(7);
    // The fault start is UK wall time, whatever the zone of the browser.
    expect(ukDateAndTime(fields.fault_start_time ?? '')?.time).toBe('08:30');
  });

  it.each([
    ['s1000001', 'S1000001'],
    ['S1234', 'S1234'],
    ['Other (S12345)', 'S12345'],
    ['  S1000001 ', 'S1000001'],
    ['!!', null],
  ])('reads the typed reference %s as %s (spec 2 §5)', (typed, reference) => {
    expect(normaliseServiceReference(typed)).toBe(reference);
  });
});
