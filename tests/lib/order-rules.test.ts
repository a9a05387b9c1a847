import type { FttpProduct, RfsCode } from '@/contracts/orders';
import {
  type CustomerContext,
  exportRangeFits,
  fttpCustomerFields,
  fttpCustomerRules,
  isResidentialProduct,
  lineProfileFits,
  orderExportQuery,
  orderMessages,
  orderTypesFor,
  postcodeField,
  productChoice,
  regradeCustomerRules,
  requestedDateReplacesAppointment,
  residentialProductCodes,
} from '@/lib/order-rules';

const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

const valid = {
  buyer_reference: 'ABC-123',
  authentication_agent: 'DHCP Option 82',
  agent_id: 'agent-01',
  name: 'Jordan Customer',
  email: 'jordan@example.com',
  phone: '07700900123',
};

const context = (
  over: Partial<Omit<CustomerContext, 'journey'>> & { journey?: Partial<CustomerContext['journey']> } = {},
): CustomerContext => ({
  productCode: 'fttpl2b-1000',
  vulnerableFieldsFlag: true,
  today: '2026-03-10',
  ...over,
  journey: {
    appointmentRequired: 'yes',
    rfsCode: 'RFS_2',
    remoteActivationsFlag: true,
    cpeInstall: false,
    ...over.journey,
  },
});

describe('postcode (spec 3 §5)', () => {
  it.each(['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'ne14xf', ' LS1 6PR '])(
    'accepts %j',
    (p) => {
      expect(postcodeField.safeParse(p).success).toBe(true);
    },
  );
  it('asks for a postcode when empty', () => {
    expect(firstMessages(postcodeField.safeParse('  '))).toEqual({ '': orderMessages.postcodeRequired });
  });
  it.each(['12345', 'SW1A', 'ABC1 1AA', 'S1 1A', 'S1 1AAA', 'SW1A  1AA', '1A 1AA', 'S11 AA'])('refuses %j', (p) => {
    expect(firstMessages(postcodeField.safeParse(p))).toEqual({ '': orderMessages.postcodeInvalid });
  });
  it('keeps the messages verbatim', () => {
    expect(orderMessages.postcodeInvalid).toBe('Invalid postcode');
    expect(orderMessages.postcodeRequired).toBe('Please enter a postcode');
    expect(orderMessages.propertyRequired).toBe(
      'Postcode is required to proceed, please enter a valid postcode and select a property from the available options',
    );
    expect(orderMessages.notAvailable).toBe('Sorry! We are not yet available in this area.');
  });
});

describe('product options (spec 3 §5)', () => {
  it('requires a product and a line profile, with their messages', () => {
    expect(firstMessages(productChoice.safeParse({ product: '', line_profile: '' }))).toEqual({
      product: 'Please select a product',
      line_profile: 'Please select a line profile',
    });
    expect(productChoice.safeParse({ product: 'a', line_profile: 'b' }).success).toBe(true);
  });
  it('accepts only a line profile of the chosen product', () => {
    const product = { lineProfiles: [{ value: 'LP-1', label: '1' }] } as FttpProduct;
    expect(lineProfileFits(product, 'LP-1')).toBe(true);
    expect(lineProfileFits(product, 'LP-2')).toBe(false);
    expect(lineProfileFits(undefined, 'LP-1')).toBe(false);
  });
});

describe('FTTP customer fields (spec 3 §5)', () => {
  const check = (over: Record<string, unknown>) => firstMessages(fttpCustomerFields.safeParse({ ...valid, ...over }));

  it('accepts a valid customer', () => {
    expect(fttpCustomerFields.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['buyer_reference', 'ab', orderMessages.buyerReference],
    ['buyer_reference', 'a'.repeat(37), orderMessages.buyerReference],
    ['buyer_reference', 'ab_c', orderMessages.buyerReference],
    ['buyer_reference', '', orderMessages.buyerReference],
    ['authentication_agent', '', orderMessages.agent],
    ['authentication_agent', 'Other', orderMessages.agent],
    ['agent_id', '', orderMessages.agentId],
    ['agent_id', 'a'.repeat(64), orderMessages.agentId],
    ['agent_id', 'a b', orderMessages.agentId],
    ['agent_id', 'a#b', orderMessages.agentId],
    ['name', '', orderMessages.nameRequired],
    ['name', 'n'.repeat(256), orderMessages.max255],
    ['email', '', orderMessages.emailInvalid],
    ['email', 'jordan@', orderMessages.emailInvalid],
    ['email', `${'a'.repeat(63)}@example.com`, orderMessages.emailTooLong],
    ['reseller_id', 'AB', orderMessages.resellerId],
    ['reseller_id', 'ABCD', orderMessages.resellerId],
    ['reseller_id', 'A1C', orderMessages.resellerId],
    ['phone', '', orderMessages.phone],
    ['phone', '012345678', orderMessages.phone],
    ['phone', '077009001234', orderMessages.phone],
    ['phone', '+4477009001', orderMessages.phone],
    ['phone', '1234567890', orderMessages.phone],
    ['vulnerable_customer_support', 's'.repeat(256), orderMessages.max255],
    ['hazards', 'h'.repeat(1025), orderMessages.max1024],
    ['restrictions', 'r'.repeat(1025), orderMessages.max1024],
  ])('refuses %s (case %#)', (field, value, message) => {
    expect(check({ [field]: value })[field]).toBe(message);
  });

  it.each([
    ['buyer_reference', 'abc'],
    ['buyer_reference', `${'A'.repeat(35)}-`],
    ['agent_id', 'a'],
    ['agent_id', `${'a'.repeat(54)}@._()/+:-`],
    ['email', `${'a'.repeat(62)}@example.com`],
    ['reseller_id', ''],
    ['reseller_id', 'abc'],
    ['phone', '00441234567'],
    ['phone', '+44123456789'],
    ['phone', '01234567890'],
    ['phone', '01234567'],
    ['phone', '0123456789'],
    ['phone', '07700 900 123'],
    ['vulnerable_customer_support', 's'.repeat(255)],
    ['hazards', 'h'.repeat(1024)],
    ['restrictions', 'r'.repeat(1024)],
  ])('accepts the boundary %s (case %#)', (field, value) => {
    expect(check({ [field]: value })[field]).toBeUndefined();
  });

  it('keeps the spec messages verbatim', () => {
    expect(orderMessages.buyerReference).toBe('Please enter a valid reference');
    expect(orderMessages.agent).toBe('Please select an agent');
    expect(orderMessages.agentId).toBe('Please provide a valid agent ID');
    expect(orderMessages.emailTooLong).toBe('Please ensure the Email is not greater than 74 characters');
    expect(orderMessages.resellerId).toBe(
      'Please ensure the Reseller ID is 3 characters long and contains only letters',
    );
    expect(orderMessages.phone).toBe('Please provide a valid phone number');
    expect(orderMessages.max255).toBe('Max 255 characters allowed');
    expect(orderMessages.vulnerableSupportRequired).toBe('Vulnerable customer support is required for this order');
    expect(orderMessages.requestedDateRequired).toBe('Requested date is required for this order');
  });
});

describe('customer rules in context (spec 3 §4, §5)', () => {
  const vulnerable = { ...valid, vulnerable_customer: true, vulnerable_customer_support: '' };

  it('requires vulnerable support only for residential codes with showVulnerableFields on', () => {
    for (const code of residentialProductCodes) {
      expect(firstMessages(fttpCustomerRules(context({ productCode: code })).safeParse(vulnerable))).toEqual({
        vulnerable_customer_support: orderMessages.vulnerableSupportRequired,
      });
    }
    expect(fttpCustomerRules(context({ productCode: 'FTTHL2R' })).safeParse(vulnerable).success).toBe(false);
    expect(fttpCustomerRules(context({ productCode: 'fttpl2b-1000' })).safeParse(vulnerable).success).toBe(true);
    expect(
      fttpCustomerRules(context({ productCode: 'ftthl2r', vulnerableFieldsFlag: false })).safeParse(vulnerable).success,
    ).toBe(true);
  });

  it('drops the vulnerable fields where they do not apply', () => {
    const parsed = fttpCustomerRules(context({ productCode: 'fttpl2b-1000' })).parse({
      ...valid,
      vulnerable_customer: true,
      vulnerable_customer_support: 'Hearing aid',
    });
    expect(parsed).toMatchObject({ vulnerable_customer: false, vulnerable_customer_support: '' });
    const kept = fttpCustomerRules(context({ productCode: 'ftthl2r' })).parse({
      ...valid,
      vulnerable_customer: true,
      vulnerable_customer_support: 'Hearing aid',
    });
    expect(kept).toMatchObject({ vulnerable_customer: true, vulnerable_customer_support: 'Hearing aid' });
  });

  it('requires a requested date when it replaces the appointment: not before today, a real yyyy-MM-dd day', () => {
    const dated = context({ journey: { appointmentRequired: 'no', rfsCode: 'RFS_4' } });
    const rules = fttpCustomerRules(dated);
    expect(firstMessages(rules.safeParse(valid))).toEqual({ requested_date: orderMessages.requestedDateRequired });
    expect(firstMessages(rules.safeParse({ ...valid, requested_date: '2026-03-09' }))).toEqual({
      requested_date: orderMessages.requestedDatePast,
    });
    expect(firstMessages(rules.safeParse({ ...valid, requested_date: '10/03/2026' }))).toEqual({
      requested_date: orderMessages.invalidDate,
    });
    expect(firstMessages(rules.safeParse({ ...valid, requested_date: '2026-02-30' }))).toEqual({
      requested_date: orderMessages.invalidDate,
    });
    expect(rules.safeParse({ ...valid, requested_date: '2026-03-10' }).success).toBe(true);
    expect(orderMessages.requestedDatePast).toBe('A requested date cannot be in the past');
  });

  it('drops a requested date when an appointment is needed', () => {
    const parsed = fttpCustomerRules(context()).parse({ ...valid, requested_date: '2020-01-01' });
    expect(parsed.requested_date).toBe('');
  });
});

describe('every customer message in one round (one parse reports every rule)', () => {
  const empty = {
    buyer_reference: '',
    authentication_agent: '',
    agent_id: '',
    name: '',
    email: '',
    phone: '',
    reseller_id: 'A1',
    vulnerable_customer: true,
    vulnerable_customer_support: '',
    hazards: 'h'.repeat(1025),
  };

  it('FTTP: field errors, vulnerable support and the requested date together', () => {
    const rules = fttpCustomerRules(
      context({ productCode: 'ftthl2r', journey: { appointmentRequired: 'no', rfsCode: 'RFS_4' } }),
    );
    expect(firstMessages(rules.safeParse(empty))).toEqual({
      buyer_reference: orderMessages.buyerReference,
      authentication_agent: orderMessages.agent,
      agent_id: orderMessages.agentId,
      name: orderMessages.nameRequired,
      email: orderMessages.emailInvalid,
      phone: orderMessages.phone,
      reseller_id: orderMessages.resellerId,
      hazards: orderMessages.max1024,
      vulnerable_customer_support: orderMessages.vulnerableSupportRequired,
      requested_date: orderMessages.requestedDateRequired,
    });
  });

  it('FTTP: a past or malformed requested date is reported next to a failing field', () => {
    const rules = fttpCustomerRules(context({ journey: { appointmentRequired: 'maybe', rfsCode: 'RFS_4' } }));
    expect(firstMessages(rules.safeParse({ ...valid, phone: '123', requested_date: '2026-03-09' }))).toEqual({
      phone: orderMessages.phone,
      requested_date: orderMessages.requestedDatePast,
    });
    expect(firstMessages(rules.safeParse({ ...valid, email: 'x', requested_date: '2026-02-30' }))).toEqual({
      email: orderMessages.emailInvalid,
      requested_date: orderMessages.invalidDate,
    });
  });

  it('FTTP: vulnerable support is reported next to a failing field, only where the fields apply', () => {
    const failing = { ...valid, name: '', vulnerable_customer: true, vulnerable_customer_support: '  ' };
    expect(firstMessages(fttpCustomerRules(context({ productCode: 'fttpl2r-1200an' })).safeParse(failing))).toEqual({
      name: orderMessages.nameRequired,
      vulnerable_customer_support: orderMessages.vulnerableSupportRequired,
    });
    expect(firstMessages(fttpCustomerRules(context({ productCode: 'fttpl2b-1000' })).safeParse(failing))).toEqual({
      name: orderMessages.nameRequired,
    });
  });

  it('FTTP: a body of the wrong shape is refused with field errors, never a throw', () => {
    const rules = fttpCustomerRules(context({ productCode: 'ftthl2r' }));
    expect(rules.safeParse(null).success).toBe(false);
    expect(rules.safeParse('x').success).toBe(false);
    const odd = firstMessages(
      rules.safeParse({ ...valid, vulnerable_customer: 'yes', vulnerable_customer_support: 7 }),
    );
    expect(Object.keys(odd).sort()).toEqual(['vulnerable_customer', 'vulnerable_customer_support']);
  });

  it('Regrade: field errors and the past requested date together', () => {
    const rules = regradeCustomerRules({ appointmentRequired: false, today: '2026-03-10' });
    expect(
      firstMessages(
        rules.safeParse({ buyer_reference: 'x', name: '', email: 'no', phone: '1', requested_date: '2026-03-01' }),
      ),
    ).toEqual({
      buyer_reference: orderMessages.buyerReference,
      name: orderMessages.nameRequired,
      email: orderMessages.emailInvalid,
      phone: orderMessages.phone,
      requested_date: orderMessages.requestedDatePast,
    });
    expect(
      firstMessages(
        rules.safeParse({
          buyer_reference: 'x',
          name: 'n',
          email: 'a@b.co',
          phone: '07700900123',
          requested_date: '1/2/2026',
        }),
      ),
    ).toEqual({
      buyer_reference: orderMessages.buyerReference,
      requested_date: orderMessages.invalidDate,
    });
  });
});

describe('the FTTP journey rule (spec 3 §4): requested date instead of the appointment', () => {
  const appointments = ['yes', 'no', 'maybe'] as const;
  const codes: RfsCode[] = ['RFS_2', 'RFS_3', 'RFS_4', 'NOT_RFS_3'];
  const cases = appointments.flatMap((appointmentRequired) =>
    codes.flatMap((rfsCode) =>
      [true, false].flatMap((remoteActivationsFlag) =>
        [true, false].map((cpeInstall) => ({ appointmentRequired, rfsCode, remoteActivationsFlag, cpeInstall })),
      ),
    ),
  );

  it.each(cases)('%o', (facts) => {
    const expected =
      facts.appointmentRequired !== 'yes' &&
      ((facts.rfsCode === 'RFS_3' && facts.remoteActivationsFlag) || facts.rfsCode === 'RFS_4') &&
      !facts.cpeInstall;
    expect(requestedDateReplacesAppointment(facts)).toBe(expected);
  });

  it('has exactly the true rows the spec describes', () => {
    const trues = cases.filter(requestedDateReplacesAppointment);
    // no|maybe × (RFS_3 with the flag, RFS_4 either way) × no CPE = 2 × 3 = 6.
    expect(trues).toHaveLength(6);
    expect(trues.every((c) => !c.cpeInstall && c.appointmentRequired !== 'yes')).toBe(true);
  });
});

describe('order types (spec 3 §4)', () => {
  const rfs4Types = [
    { value: 'wlto', label: 'WLTO' },
    { value: 'switch', label: 'Switch' },
  ];
  it('offers fttp only, unless RFS_4 with the flag on; Regrade when is_regrade', () => {
    expect(orderTypesFor({ rfsCode: 'RFS_2', flagOn: true, isRegrade: true, rfs4Types }).map((o) => o.value)).toEqual([
      'fttp',
    ]);
    expect(orderTypesFor({ rfsCode: 'RFS_4', flagOn: false, isRegrade: true, rfs4Types }).map((o) => o.value)).toEqual([
      'fttp',
    ]);
    expect(orderTypesFor({ rfsCode: 'RFS_4', flagOn: true, isRegrade: false, rfs4Types }).map((o) => o.value)).toEqual([
      'fttp',
      'wlto',
      'switch',
    ]);
    expect(orderTypesFor({ rfsCode: 'RFS_4', flagOn: true, isRegrade: true, rfs4Types }).map((o) => o.value)).toEqual([
      'fttp',
      'wlto',
      'switch',
      'regrade',
    ]);
  });
  it('knows the residential codes of spec 3 §9 in any case', () => {
    expect(residentialProductCodes).toHaveLength(12);
    expect(isResidentialProduct('FTTPL2R-1200AN')).toBe(true);
    expect(isResidentialProduct('fttpl2b-1000')).toBe(false);
  });
});

describe('regrade customer (spec 3 §5 Regrade)', () => {
  const regrade = { buyer_reference: 'RG-1', name: 'R', email: 'r@example.com', phone: '07700900123' };
  it('requires reference, name, email and phone', () => {
    expect(
      firstMessages(
        regradeCustomerRules({ appointmentRequired: true }).safeParse({
          buyer_reference: '',
          name: '',
          email: '',
          phone: '',
        }),
      ),
    ).toEqual({
      buyer_reference: orderMessages.buyerReference,
      name: orderMessages.nameRequired,
      email: orderMessages.emailInvalid,
      phone: orderMessages.phone,
    });
  });
  it('takes an optional requested date, not in the past, only without an appointment', () => {
    const noAppointment = regradeCustomerRules({ appointmentRequired: false, today: '2026-03-10' });
    expect(noAppointment.safeParse(regrade).success).toBe(true);
    expect(firstMessages(noAppointment.safeParse({ ...regrade, requested_date: '2026-03-09' }))).toEqual({
      requested_date: orderMessages.requestedDatePast,
    });
    expect(noAppointment.parse({ ...regrade, requested_date: '2026-03-10' }).requested_date).toBe('2026-03-10');
    const withAppointment = regradeCustomerRules({ appointmentRequired: true, today: '2026-03-10' });
    expect(withAppointment.parse({ ...regrade, requested_date: '2026-03-09' }).requested_date).toBe('');
    expect(orderMessages.regradeAppointment).toBe('Note: An appointment will be mandatory for this order.');
  });
});

describe('export date range (spec 3 §5: at most 365 days)', () => {
  it('fits 0 to 365 days, not 366 or a reversed range', () => {
    expect(exportRangeFits('2026-01-01', '2026-01-01')).toBe(true);
    expect(exportRangeFits('2025-01-01', '2026-01-01')).toBe(true);
    expect(exportRangeFits('2024-01-01', '2024-12-31')).toBe(true);
    expect(exportRangeFits('2024-01-01', '2025-01-01')).toBe(false);
    expect(exportRangeFits('2026-01-02', '2026-01-01')).toBe(false);
  });
  it('refuses a longer range on date_to with the message', () => {
    const base = { columns: 'status', date_from: '2024-01-01' };
    expect(firstMessages(orderExportQuery.safeParse({ ...base, date_to: '2025-01-01' }))).toEqual({
      date_to: orderMessages.exportRange,
    });
    expect(orderExportQuery.safeParse({ ...base, date_to: '2024-12-31' }).success).toBe(true);
  });
});
