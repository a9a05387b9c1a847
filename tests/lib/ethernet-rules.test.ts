import { describe, expect, it } from 'vitest';
import {
  defaultEthernetTerm,
  type EthernetCustomerContext,
  earliestSurveyDay,
  ethernetFieldErrors,
  ethernetFieldMessages,
  ethernetMessages,
  ethernetProductsOfTerm,
  ethernetTermsOf,
  ethernetVariantsFor,
  ffnCustomerRules,
  metroCustomerRules,
  presentationOptionsFor,
  ragStatusForDistance,
  surveyDayOffered,
  surveyDayProblem,
  svlanUseFor,
} from '../../src/lib/ethernet-rules';

// Friday 18/12/2026: the 6th working day after it is Wednesday 30/12 (Christmas Day and the Boxing Day substitute skipped).
const today = '2026-12-18';
const ennis = [
  { identifier: 'ENNI-SINGLE', tagging: 'Single Tag' as const },
  { identifier: 'ENNI-DOUBLE', tagging: 'Double Tag' as const },
  { identifier: 'ENNI-BOTH', tagging: 'Single and Double Tag' as const },
];
const context = (over: Partial<EthernetCustomerContext> = {}): EthernetCustomerContext => ({
  enniSelectionEnabled: true,
  ennis,
  defaultEnni: 'ENNI-SINGLE',
  presentationOptions: ['RJ45', 'Optical single mode', 'Optical Multimode'],
  terms: [12, 36, 60],
  today,
  ...over,
});

const common = {
  business_name: 'Acme Widgets Ltd',
  address: '1 Grey Street, Newcastle upon Tyne, NE1 6EE',
  buyer_reference: 'ETH-0001',
  room: 'Comms room',
  floor: '2',
  rack: 'R12',
  wayleave_name: 'Wendy Wayleave',
  wayleave_email: 'wendy@example.com',
  site_name: 'Sam Site',
  site_email: 'sam@example.com',
  enni: 'ENNI-DOUBLE',
  term: 60,
  product_name: 'Ethernet 1000 National',
  asbestos_register_onsite: 'N/A',
  ethernet_presentation: 'RJ45',
};
const metro = { ...common, wayleave_number: '', site_number: '01912345678', vlan: 100 };
const ffn = {
  ...common,
  wayleave_number: '01912345678',
  site_number: '+447700900123',
  route_approver_onsite: 'Yes',
  floor_plans_available: 'No',
  ppe_required: 'Yes',
  listed_building: 'No',
  building_landlord_contact: 'Yes',
  induction_required: 'No',
  parking_available: 'Yes',
  site_ready_for_installation: 'Yes',
  svlan: 200,
  cvlan: 300,
  requested_survey_date_1: '2026-12-30',
  requested_survey_date_2: '2027-01-04',
  requested_survey_date_3: '',
};

const errorsOf = (schema: ReturnType<typeof metroCustomerRules> | ReturnType<typeof ffnCustomerRules>, v: unknown) => {
  const result = schema.safeParse(v);
  return result.success ? {} : ethernetFieldErrors(result.error);
};

describe('metro customer rules (spec 3 §5 Ethernet customer)', () => {
  it('accepts a complete metro customer', () => {
    expect(errorsOf(metroCustomerRules(context()), metro)).toEqual({});
  });

  it.each([
    [99, ethernetMessages.vlan],
    [4095, ethernetMessages.vlan],
    [100.5, ethernetMessages.vlan],
    ['', ethernetMessages.vlan],
    [undefined, ethernetMessages.vlan],
  ])('vlan %s is refused with "VLAN must be between 100 and 4094"', (vlan, message) => {
    expect(errorsOf(metroCustomerRules(context()), { ...metro, vlan }).vlan).toEqual([message]);
    expect(message).toBe('VLAN must be between 100 and 4094');
  });

  it('accepts vlan 100 and 4094, typed or as numbers', () => {
    expect(errorsOf(metroCustomerRules(context()), { ...metro, vlan: '4094' })).toEqual({});
    expect(metroCustomerRules(context()).parse({ ...metro, vlan: ' 100 ' }).vlan).toBe(100);
  });

  it('reports every field in one round, each under its own key', () => {
    const errors = errorsOf(metroCustomerRules(context()), {
      business_name: 'x'.repeat(129),
      buyer_reference: 'a!',
      room: '',
      floor: 'f'.repeat(51),
      rack: 'r'.repeat(65),
      wayleave_email: `${'w'.repeat(70)}@example.com`,
      site_email: 'not-an-email',
      wayleave_number: '12345',
      site_number: 'phone',
      enni: 'ENNI-OTHER-ORG',
      term: 24,
      vlan: 5000,
      hazards: 'h'.repeat(1025),
      access_restrictions: 'a'.repeat(1025),
      additional_information: 'i'.repeat(256),
      ethernet_presentation: 'HDMI',
    });
    expect(errors).toEqual({
      business_name: [ethernetMessages.max128],
      address: [ethernetMessages.address],
      buyer_reference: ['Please enter a valid reference'],
      room: [ethernetMessages.room],
      floor: [ethernetMessages.max50],
      rack: [ethernetMessages.max64],
      wayleave_name: [ethernetMessages.wayleaveName],
      wayleave_email: ['Please ensure the Email is not greater than 74 characters'],
      site_name: [ethernetMessages.siteName],
      site_email: [ethernetMessages.siteEmail],
      wayleave_number: ['Please provide a valid phone number'],
      site_number: ['Please provide a valid phone number'],
      enni: [ethernetMessages.enniUnknown],
      term: [ethernetMessages.term],
      product_name: [ethernetMessages.productName],
      asbestos_register_onsite: [ethernetMessages.asbestos],
      vlan: ['VLAN must be between 100 and 4094'],
      hazards: ['Max 1024 characters allowed'],
      access_restrictions: ['Max 1024 characters allowed'],
      additional_information: ['Max 255 characters allowed'],
      ethernet_presentation: [ethernetMessages.presentation],
    });
  });

  it('requires an ENNI only with ENNI selection on; with it off the product default is used', () => {
    expect(errorsOf(metroCustomerRules(context()), { ...metro, enni: '' }).enni).toEqual([ethernetMessages.enni]);
    const off = metroCustomerRules(context({ enniSelectionEnabled: false }));
    expect(off.parse({ ...metro, enni: 'anything' }).enni).toBe('ENNI-SINGLE');
  });

  it('takes asbestos Yes, No or N/A and nothing else', () => {
    for (const answer of ['Yes', 'No', 'N/A'])
      expect(errorsOf(metroCustomerRules(context()), { ...metro, asbestos_register_onsite: answer })).toEqual({});
    expect(
      errorsOf(metroCustomerRules(context()), { ...metro, asbestos_register_onsite: 'Maybe' }).asbestos_register_onsite,
    ).toEqual([ethernetMessages.asbestos]);
  });
});

describe('over-FFN customer rules (spec 3 §5 Ethernet over FFN)', () => {
  it('accepts a complete over-FFN customer', () => {
    expect(errorsOf(ffnCustomerRules(context()), ffn)).toEqual({});
  });

  it('has no vlan and requires the numbers, the yes/no answers and the cvlan', () => {
    const errors = errorsOf(ffnCustomerRules(context()), {
      ...common,
      vlan: 'ignored',
      wayleave_number: '',
      site_number: '',
    });
    expect(errors.vlan).toBeUndefined();
    expect(errors.wayleave_number).toEqual(['Please provide a valid phone number']);
    expect(errors.site_number).toEqual(['Please provide a valid phone number']);
    for (const field of [
      'route_approver_onsite',
      'floor_plans_available',
      'ppe_required',
      'listed_building',
      'building_landlord_contact',
      'induction_required',
      'parking_available',
      'site_ready_for_installation',
    ])
      expect(errors[field], field).toEqual([ethernetMessages.yesNo]);
    expect(errors.cvlan).toEqual([ethernetMessages.cvlanRequired]);
    // Double Tag ENNI chosen and no svlan: the cross-field rule still runs although other fields failed.
    expect(errors.svlan).toEqual([ethernetMessages.svlanRequired]);
  });

  it('refuses a cvlan over 4094 with the spec message', () => {
    expect(errorsOf(ffnCustomerRules(context()), { ...ffn, cvlan: 4095 }).cvlan).toEqual([
      'The CVlan must be max of 4094.',
    ]);
    expect(errorsOf(ffnCustomerRules(context()), { ...ffn, cvlan: 0 }).cvlan).toEqual([ethernetMessages.cvlanRequired]);
    expect(errorsOf(ffnCustomerRules(context()), { ...ffn, cvlan: 4094 })).toEqual({});
  });

  it('requires svlan for Double Tag, allows it for Single and Double Tag, drops it for Single Tag', () => {
    const rules = ffnCustomerRules(context());
    expect(errorsOf(rules, { ...ffn, svlan: '' }).svlan).toEqual([ethernetMessages.svlanRequired]);
    expect(errorsOf(rules, { ...ffn, svlan: 4095 }).svlan).toEqual([ethernetMessages.svlan]);
    expect(rules.parse({ ...ffn, enni: 'ENNI-BOTH', svlan: '' }).svlan).toBeUndefined();
    expect(rules.parse({ ...ffn, enni: 'ENNI-BOTH', svlan: 7 }).svlan).toBe(7);
    expect(rules.parse({ ...ffn, enni: 'ENNI-SINGLE', svlan: 7 }).svlan).toBeUndefined();
    expect(svlanUseFor('Double Tag')).toBe('required');
    expect(svlanUseFor('Single Tag')).toBe('disabled');
    expect(svlanUseFor('Single and Double Tag')).toBe('optional');
  });

  it('uses the default ENNI tagging when ENNI selection is off', () => {
    const rules = ffnCustomerRules(context({ enniSelectionEnabled: false, defaultEnni: 'ENNI-DOUBLE' }));
    expect(errorsOf(rules, { ...ffn, enni: undefined, svlan: '' }).svlan).toEqual([ethernetMessages.svlanRequired]);
  });

  it.each([
    ['30/12/2026', 'Invalid date format.'],
    ['2026-12-32', 'Invalid date format.'],
    ['2026-02-30', 'Invalid date format.'],
    ['2026-12-17', ethernetMessages.surveyPast],
    ['2026-12-26', 'The survey date cannot be on a weekend'],
    ['2026-12-28', 'The survey date cannot be on a bank holiday in England and Wales'],
    ['2026-12-25', 'The survey date cannot be on a bank holiday in England and Wales'],
    ['2026-12-18', ethernetMessages.surveyTooSoon],
    ['2026-12-29', ethernetMessages.surveyTooSoon],
  ])('survey date %s is refused: %s', (day, message) => {
    for (const field of ['requested_survey_date_1', 'requested_survey_date_2', 'requested_survey_date_3']) {
      const errors = errorsOf(ffnCustomerRules(context()), {
        ...ffn,
        requested_survey_date_1: '',
        requested_survey_date_2: '',
        [field]: day,
      });
      expect(errors).toEqual({ [field]: [message] });
    }
  });

  it('takes the 6th working day ahead (inclusive) and no earlier', () => {
    expect(earliestSurveyDay(today)).toBe('2026-12-30');
    expect(surveyDayProblem('2026-12-30', today)).toBeNull();
    expect(surveyDayProblem('2026-12-29', today)).toBe(ethernetMessages.surveyTooSoon);
    // Across Easter 2027: Thursday 25/03 + 6 working days skips Good Friday and Easter Monday.
    expect(earliestSurveyDay('2027-03-25')).toBe('2027-04-06');
  });

  it('needs 2 working days between survey dates, the later field named', () => {
    const rules = ffnCustomerRules(context());
    expect(
      errorsOf(rules, { ...ffn, requested_survey_date_1: '2026-12-30', requested_survey_date_2: '2026-12-31' }),
    ).toEqual({ requested_survey_date_2: [ethernetMessages.surveyApart] });
    // 31/12 → 04/01: New Year's Day in between, so only one working day apart.
    expect(
      errorsOf(rules, {
        ...ffn,
        requested_survey_date_1: '2027-01-04',
        requested_survey_date_2: '2027-01-08',
        requested_survey_date_3: '2026-12-31',
      }),
    ).toEqual({ requested_survey_date_3: [ethernetMessages.surveyApart] });
    expect(
      errorsOf(rules, {
        ...ffn,
        requested_survey_date_1: '2026-12-30',
        requested_survey_date_2: '2027-01-04',
        requested_survey_date_3: '2027-01-06',
      }),
    ).toEqual({});
    expect(errorsOf(rules, { ...ffn, requested_survey_date_2: '2026-12-30' })).toEqual({
      requested_survey_date_2: [ethernetMessages.surveyApart],
    });
  });

  it('offers in the calendar only the days the rules allow', () => {
    expect(surveyDayOffered('2026-12-30', today, [])).toBe(true);
    expect(surveyDayOffered('2026-12-29', today, [])).toBe(false);
    expect(surveyDayOffered('2027-01-02', today, [])).toBe(false);
    expect(surveyDayOffered('2026-12-31', today, ['2026-12-30'])).toBe(false);
    expect(surveyDayOffered('2027-01-04', today, ['2026-12-30', ''])).toBe(true);
  });
});

describe('products, terms, variants and charge guidance', () => {
  it('picks RAG from the distance to the nearest point of presence', () => {
    expect(ragStatusForDistance(0)).toBe('green');
    expect(ragStatusForDistance(1000)).toBe('green');
    expect(ragStatusForDistance(1001)).toBe('amber');
    expect(ragStatusForDistance(2500)).toBe('amber');
    expect(ragStatusForDistance(2501)).toBe('red');
    expect(ragStatusForDistance(5000)).toBe('red');
    expect(ragStatusForDistance(5001)).toBe('black');
  });

  it('defaults to the highest term and filters products by term', () => {
    const products = [{ contractTerm: 12 }, { contractTerm: 60 }, { contractTerm: 36 }, { contractTerm: 60 }];
    expect(ethernetTermsOf(products)).toEqual([60, 36, 12]);
    expect(defaultEthernetTerm(products)).toBe(60);
    expect(defaultEthernetTerm([])).toBeUndefined();
    expect(ethernetProductsOfTerm(products, 60)).toHaveLength(2);
  });

  it('offers over FFN only where the area has it and the flag is on', () => {
    expect(ethernetVariantsFor('metro_ffn', { ethernetOverFFN: true })).toEqual(['metro', 'ffn']);
    expect(ethernetVariantsFor('metro_ffn', { ethernetOverFFN: false })).toEqual(['metro']);
    expect(ethernetVariantsFor('ffn', { ethernetOverFFN: false })).toEqual([]);
    expect(ethernetVariantsFor('metro', { ethernetOverFFN: true })).toEqual(['metro']);
  });

  it('offers the three presentations on metro, the product list or RJ45 over FFN', () => {
    expect(presentationOptionsFor('metro')).toEqual(['RJ45', 'Optical single mode', 'Optical Multimode']);
    expect(presentationOptionsFor('ffn', { ethernetPresentationOptions: [] })).toEqual(['RJ45']);
    expect(presentationOptionsFor('ffn', { ethernetPresentationOptions: ['Optical Multimode'] })).toEqual([
      'Optical Multimode',
    ]);
  });

  it('places server errors on fields, first message each, except the three non-form keys', () => {
    expect(
      ethernetFieldMessages({
        vlan: ['VLAN must be between 100 and 4094', 'second'],
        interconnect_service: ['x'],
        opportunity_name: ['y'],
        enni_tagging: ['z'],
      }),
    ).toEqual({ vlan: 'VLAN must be between 100 and 4094' });
  });
});
