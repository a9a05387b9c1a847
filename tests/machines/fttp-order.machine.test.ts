import { type FttpStep, fttpOrderMachine } from '@machines/fttp-order.machine';
import { fttpOrderModel } from '@machines/fttp-order.model';
import type { FttpDraft } from '@machines/fttp-order-draft';
import { parseFttpDraft } from '@machines/fttp-order-draft';
import {
  choiceErrorsOf,
  customerErrorsOf,
  isChoiceValid,
  orderTypesOf,
  showsVulnerableFields,
} from '@machines/fttp-order-rules';
import type { PropertyCheckOutput } from '@machines/fttp-property-check.machine';
import type { ProductRetrievalOutput } from '@machines/product-retrieval.machine';
import { fromCallback, fromPromise } from 'xstate';
import type { FttpProduct, Property } from '@/contracts/orders';
import { orderMessages, orderToasts } from '@/lib/order-rules';
import {
  done,
  fieldError,
  orderFunnelTests,
  searchAndCheck,
  settle,
  startOrderFunnel,
  testOrderFunnelWithModel,
} from '../support/order-funnel-testing';
import { httpError } from '../support/support-fixtures';
import {
  activeProperty,
  appointmentProduct,
  customerValues,
  otherProperty,
  remoteProduct,
  slot,
} from './fttp-order.fixtures';

const flags = { rfs3RemoteActivations: true, wltoGplAndHouseMoves: true, showVulnerableFields: true };
const ok: PropertyCheckOutput = { outcome: 'ok', isRegrade: false, gplWlto: false };
const placed = { id: 'ord-1', buyer_order_reference: 'ORD-0001' };

function startFunnel(
  options: {
    properties?: Property[];
    check?: PropertyCheckOutput;
    products?: FttpProduct[];
    retrievalFailed?: boolean;
    restored?: FttpDraft | undefined;
    validate?: () => Promise<true>;
    place?: () => Promise<unknown>;
    flags?: Partial<typeof flags>;
  } = {},
) {
  return startOrderFunnel(fttpOrderMachine, {
    ...options,
    flags: { ...flags, ...options.flags },
    placed,
    actors: () => ({
      lookupAddresses: fromPromise(async () => options.properties ?? [activeProperty, otherProperty]),
      checkProperty: done(options.check ?? ok) as never,
      retrieveProducts: done<ProductRetrievalOutput>({
        products: options.products ?? [appointmentProduct, remoteProduct],
        failed: options.retrievalFailed ?? false,
      }) as never,
      loadCustomerOptions: fromPromise(async () => ({
        orderTypes: [
          { value: 'wlto', label: 'WLTO' },
          { value: 'switch', label: 'Switch' },
        ],
        projects: [{ id: 'p-1', name: 'Leeds build' }],
      })),
      appointmentSlots: fromCallback(() => undefined) as never,
    }),
  });
}
type Funnel = ReturnType<typeof startFunnel>;

const toProducts = (f: Funnel, uprn = activeProperty.uprn) => searchAndCheck(f, 'ls1 4ap', uprn);
async function toCustomer(f: Funnel, product = appointmentProduct, uprn = activeProperty.uprn) {
  await toProducts(f, uprn);
  f.send({ type: 'product.select', product: product.productName });
  f.send({ type: 'lineProfile.select', lineProfile: product.lineProfiles[0]?.value ?? '' });
  f.send({ type: 'step.next' });
  await settle();
  expect(f.snapshot().matches({ customer: 'editing' })).toBe(true);
}
async function toSummary(f: Funnel, values: Record<string, unknown> = customerValues) {
  await toCustomer(f);
  f.send({ type: 'customer.change', values });
  f.send({ type: 'step.next' });
  await settle();
  // Spec 3 §4: after reserving an appointment the journey goes to the summary.
  f.send({ type: 'appointmentSlots.reserved', slot });
  expect(f.snapshot().matches({ summary: 'reviewing' })).toBe(true);
}
// The tests of the funnel kit's part, as every funnel passes them.
const kit = orderFunnelTests({
  start: startFunnel,
  postcodes: { valid: 'LS1 4AP', malformed: 'LS1 4A' },
  toSummary,
  toCustomer,
  errorsOf: (f) => customerErrorsOf(f.snapshot().context),
  placed,
  cleared: { appointment: null },
  parse: parseFttpDraft,
  spoil: (draft: FttpDraft) => ({ ...draft, customer: { ...draft.customer, email: 'no' } }),
});

describe('FTTP order machine: availability', () => {
  kit.postcode();

  it('refuses Next without a property, with the spec message', async () => {
    const f = startFunnel();
    await settle();
    f.send({ type: 'postcode.change', postcode: 'LS1 4AP' });
    f.send({ type: 'postcode.submit' });
    await settle();
    f.send({ type: 'step.next' });
    expect(f.snapshot().matches({ availability: 'choosing' })).toBe(true);
    expect(f.snapshot().context.postcodeError).toBe(orderMessages.propertyRequired);
  });

  it('stays on the property with the 5 s existing-order toast when an order is in progress', async () => {
    const f = startFunnel({ check: { outcome: 'existingOrder' } });
    await toProducts(f);
    expect(f.snapshot().matches({ availability: 'choosing' })).toBe(true);
    expect(f.actions.notify).toHaveBeenCalledWith({ kind: 'error', ...orderToasts.existingOrder });
  });

  it('shows the no-products box and toast when the product lookup finds none', async () => {
    const f = startFunnel({ check: { outcome: 'noProducts' } });
    await toProducts(f);
    expect(f.snapshot().matches({ availability: 'noProducts' })).toBe(true);
    expect(f.actions.notify).toHaveBeenCalledWith({ kind: 'error', ...orderToasts.noProducts });
  });

  it('keeps is_regrade from the RFS_4 service status and offers Regrade among the RFS_4 order types', async () => {
    const f = startFunnel({ check: { outcome: 'ok', isRegrade: true, gplWlto: false } });
    await toCustomer(f);
    expect(orderTypesOf(f.snapshot().context).map((t) => t.value)).toEqual(['fttp', 'wlto', 'switch', 'regrade']);
  });

  it('offers only New Provide without the WLTO/GPL/house-moves flag, or on a property that is not RFS_4', async () => {
    const off = startFunnel({ flags: { wltoGplAndHouseMoves: false } });
    await toCustomer(off);
    expect(orderTypesOf(off.snapshot().context).map((t) => t.value)).toEqual(['fttp']);
    const rfs1 = startFunnel();
    await toCustomer(rfs1, appointmentProduct, otherProperty.uprn);
    expect(orderTypesOf(rfs1.snapshot().context).map((t) => t.value)).toEqual(['fttp']);
  });
});

describe('FTTP order machine: products', () => {
  it('needs a product and a line profile of that product; a new product drops the old line profile', async () => {
    const f = startFunnel();
    await toProducts(f);
    // No message before any attempt: 'Please select a product' shows once Next is pressed without one.
    expect(choiceErrorsOf(f.snapshot().context)).toEqual({});
    f.send({ type: 'step.next' });
    expect(f.snapshot().matches({ products: 'choosing' })).toBe(true);
    expect(choiceErrorsOf(f.snapshot().context)).toEqual({ product: orderMessages.productRequired });
    f.send({ type: 'product.select', product: appointmentProduct.productName });
    expect(choiceErrorsOf(f.snapshot().context)).toEqual({ line_profile: orderMessages.lineProfileRequired });
    f.send({ type: 'lineProfile.select', lineProfile: 'LP-1200-900' });
    expect(choiceErrorsOf(f.snapshot().context)).toEqual({});
    f.send({ type: 'product.select', product: remoteProduct.productName });
    expect(f.snapshot().context.choice).toEqual({ product: remoteProduct.productName, line_profile: '' });
    f.send({ type: 'lineProfile.select', lineProfile: 'LP-1200-900' });
    f.send({ type: 'step.next' });
    expect(f.snapshot().matches({ products: 'choosing' })).toBe(true);
    // Back to the start and on again: the products step opens without a message (no stale attempt).
    f.send({ type: 'step.back' });
    f.send({ type: 'step.next' });
    await settle();
    expect(f.snapshot().matches({ products: 'choosing' })).toBe(true);
    expect(choiceErrorsOf(f.snapshot().context)).toEqual({});
  });

  it('shows the no-products notice when the retrieval stays empty, and offers a retry when it fails', async () => {
    const empty = startFunnel({ products: [] });
    await toProducts(empty);
    expect(empty.snapshot().matches({ products: 'none' })).toBe(true);
    expect(empty.actions.notify).toHaveBeenCalledWith({ kind: 'error', ...orderToasts.noProducts });
    const failed = startFunnel({ products: [], retrievalFailed: true });
    await toProducts(failed);
    expect(failed.snapshot().matches({ products: 'failed' })).toBe(true);
  });

  it('going back to the start clears what later steps held', async () => {
    const f = startFunnel();
    await toCustomer(f);
    f.send({ type: 'customer.change', values: customerValues });
    f.send({ type: 'step.back' });
    f.send({ type: 'step.back' });
    expect(f.snapshot().matches({ availability: 'choosing' })).toBe(true);
    expect(f.snapshot().context).toMatchObject({
      products: [],
      customer: {},
      choice: { product: '', line_profile: '' },
      uprn: activeProperty.uprn,
    });
  });
});

describe('FTTP order machine: customer and the §4 journey', () => {
  kit.customerMessages(
    'shows the rules’ messages once Next is pressed, and refuses Next',
    { ...customerValues, buyer_reference: 'x', reseller_id: 'AB' },
    {
      buyer_reference: 'Please enter a valid reference',
      reseller_id: 'Please ensure the Reseller ID is 3 characters long and contains only letters',
    },
  );

  it('the order type the step shows (New Provide) is in the draft from the start', async () => {
    const f = startFunnel();
    await toCustomer(f);
    expect(f.snapshot().context.customer.new_order_type).toBe('fttp');
    expect(f.actions.saveDraft.mock.lastCall?.[0]).toMatchObject({ customer: { new_order_type: 'fttp' } });
  });

  it('sets the sandbox’s field errors on their fields (first message each) until the field changes', async () => {
    const f = startFunnel({
      validate: () => Promise.reject(fieldError({ buyer_reference: ['Taken', 'Second'], phone: ['Bad phone'] })),
    });
    await toCustomer(f);
    f.send({ type: 'customer.change', values: customerValues });
    f.send({ type: 'step.next' });
    await settle();
    expect(f.snapshot().matches({ customer: 'editing' })).toBe(true);
    expect(customerErrorsOf(f.snapshot().context)).toEqual({ buyer_reference: 'Taken', phone: 'Bad phone' });
    f.send({ type: 'customer.change', values: { ...customerValues, buyer_reference: 'ORD-0002' } });
    expect(customerErrorsOf(f.snapshot().context)).toEqual({ phone: 'Bad phone' });
  });

  it('applies the vulnerable fields only to residential products with the flag on', async () => {
    const residential = startFunnel();
    await toCustomer(residential, appointmentProduct);
    expect(showsVulnerableFields(residential.snapshot().context)).toBe(true);
    residential.send({ type: 'customer.change', values: { ...customerValues, vulnerable_customer: true } });
    residential.send({ type: 'step.next' });
    expect(customerErrorsOf(residential.snapshot().context).vulnerable_customer_support).toBe(
      'Vulnerable customer support is required for this order',
    );
    const business = startFunnel();
    await toCustomer(business, remoteProduct);
    expect(showsVulnerableFields(business.snapshot().context)).toBe(false);
    const flagOff = startFunnel({ flags: { showVulnerableFields: false } });
    await toCustomer(flagOff, appointmentProduct);
    expect(showsVulnerableFields(flagOff.snapshot().context)).toBe(false);
  });

  it('offers only the product’s install options, dropping answers for others', async () => {
    const f = startFunnel();
    await toCustomer(f, remoteProduct);
    f.send({ type: 'customer.change', values: { ...customerValues, cpe_install: true, bbu_install: true } });
    expect(f.snapshot().context.customer).toMatchObject({ bbu_install: true });
    expect(f.snapshot().context.customer).not.toHaveProperty('cpe_install');
  });

  it.each([
    [
      'RFS_4, no appointment needed, no CPE: a requested date replaces the appointment',
      activeProperty,
      remoteProduct,
      {},
      'summary',
    ],
    ['RFS_4 but the product needs an appointment', activeProperty, appointmentProduct, {}, 'appointment'],
    [
      'RFS_3 with remote activations on',
      { ...activeProperty, rfs_status: { code: 'RFS_3', definition: 'x' } },
      remoteProduct,
      {},
      'summary',
    ],
    [
      'RFS_3 with remote activations off',
      { ...activeProperty, rfs_status: { code: 'RFS_3', definition: 'x' } },
      remoteProduct,
      { rfs3RemoteActivations: false },
      'appointment',
    ],
    ['RFS_1', otherProperty, remoteProduct, {}, 'appointment'],
  ] as const)('%s', async (_, property, product, flagOverride, step) => {
    const f = startFunnel({ properties: [property as Property], flags: flagOverride });
    await toCustomer(f, product, property.uprn);
    f.send({ type: 'customer.change', values: customerValues });
    f.send({ type: 'step.next' });
    await settle();
    expect(f.snapshot().matches(step === 'summary' ? { summary: 'reviewing' } : 'appointment')).toBe(true);
    // A requested date is dropped when an appointment is needed; an appointment when a date replaces it.
    expect(f.snapshot().context.customer.requested_date).toBe(step === 'summary' ? customerValues.requested_date : '');
  });

  it('a CPE install means an appointment even on RFS_4 (spec 3 §4)', async () => {
    const cpeProduct = { ...remoteProduct, availableInstallProducts: ['cpe' as const] };
    const f = startFunnel({ products: [cpeProduct] });
    await toCustomer(f, cpeProduct);
    f.send({ type: 'customer.change', values: { ...customerValues, cpe_install: true } });
    f.send({ type: 'step.next' });
    await settle();
    expect(f.snapshot().matches('appointment')).toBe(true);
  });

  it('refuses a requested date in the past', async () => {
    const f = startFunnel();
    await toCustomer(f, remoteProduct);
    f.send({ type: 'customer.change', values: { ...customerValues, requested_date: '2026-01-04' } });
    f.send({ type: 'step.next' });
    expect(customerErrorsOf(f.snapshot().context).requested_date).toBe(orderMessages.requestedDatePast);
  });
});

describe('FTTP order machine: appointment, summary and placement', () => {
  it("needs a reserved slot: Next without one toasts 'Appointment required'", async () => {
    const f = startFunnel();
    await toCustomer(f);
    f.send({ type: 'customer.change', values: customerValues });
    f.send({ type: 'step.next' });
    await settle();
    f.send({ type: 'step.next' });
    expect(f.snapshot().matches('appointment')).toBe(true);
    expect(f.actions.notify).toHaveBeenCalledWith({ kind: 'error', ...orderToasts.appointmentRequired });
  });

  it('after reserving an appointment the journey goes to the summary (spec 3 §4)', async () => {
    const f = startFunnel();
    await toCustomer(f);
    f.send({ type: 'customer.change', values: customerValues });
    f.send({ type: 'step.next' });
    await settle();
    f.send({ type: 'appointmentSlots.reserved', slot });
    expect(f.snapshot().matches({ summary: 'reviewing' })).toBe(true);
    expect(f.snapshot().context.appointment).toEqual(slot);
  });

  it('Back from the summary goes to the appointment, or to the customer step when a requested date exists', async () => {
    const f = startFunnel();
    await toSummary(f);
    f.send({ type: 'step.back' });
    expect(f.snapshot().matches('appointment')).toBe(true);
    const remote = startFunnel();
    await toCustomer(remote, remoteProduct);
    remote.send({ type: 'customer.change', values: customerValues });
    remote.send({ type: 'step.next' });
    await settle();
    remote.send({ type: 'step.back' });
    expect(remote.snapshot().matches({ customer: 'editing' })).toBe(true);
  });

  it('places the order with everything gathered and one Idempotency-Key, and a double press sends once', async () => {
    const f = startFunnel();
    await toSummary(f);
    f.send({ type: 'step.submit' });
    f.send({ type: 'step.submit' });
    await settle();
    expect(f.calls.placeOrder).toHaveBeenCalledTimes(1);
    const { body, idempotencyKey } = f.calls.placeOrder.mock.calls[0]?.[0] ?? {};
    expect(idempotencyKey).toBe('key-1');
    expect(body).toMatchObject({
      uprn: activeProperty.uprn,
      rfs_status: 'RFS_4',
      product: appointmentProduct.productName,
      product_display_name: appointmentProduct.displayName,
      line_profile: 'LP-1200-900',
      enni: 'NNI-LDS-01',
      opportunity_name: 'Leeds build',
      requested_date: '',
      appointment: {
        appointmentDate: slot.appointmentDate,
        appointmentStartTime: '09:00',
        appointmentEndTime: '13:00',
        appointmentReservationKey: 'res-1',
      },
      appointment_required: 'yes',
      bduk_subsidised: true,
      is_regrade: false,
      gpl_wlto: false,
    });
    expect(f.snapshot().matches('placed')).toBe(true);
    expect(f.actions.notify).toHaveBeenCalledWith({ kind: 'success', ...orderToasts.orderPlaced });
    expect(f.actions.clearStoredDraft).toHaveBeenCalled();
  });

  kit.afterPlacement();
});

describe('FTTP order machine: the draft', () => {
  kit.draftOffer();

  it('a draft still on the first step resumes there without an offer', async () => {
    const first = startFunnel();
    await toProducts(first);
    const draft = first.actions.saveDraft.mock.calls
      .map((c) => c[0] as FttpDraft)
      .findLast((d) => d.step === 'availability');
    const resumed = startFunnel({ restored: draft });
    await settle();
    expect(resumed.snapshot().matches({ availability: 'choosing' })).toBe(true);
  });

  it('discards a draft of an older version or shape', () => {
    expect(parseFttpDraft({ version: 0, step: 'summary' })).toBeUndefined();
    expect(parseFttpDraft({ step: 'customer', customer: 7 })).toBeUndefined();
    expect(parseFttpDraft('nonsense')).toBeUndefined();
  });

  kit.resumesNoFurther(
    'resumes no further than the draft allows (a summary without a valid customer step resumes at the customer)',
  );
});

// The model's drivers: what makes each model event happen to the production machine (the kit's events as every
// funnel's, tests/support/order-funnel-testing.ts).
testOrderFunnelWithModel({
  name: 'fttp-order',
  machine: fttpOrderMachine,
  model: fttpOrderModel,
  steps: ['availability', 'products', 'customer', 'appointment', 'summary'] satisfies FttpStep[],
  // Without an appointment step, the summary's previous is the customer step.
  previous: (here, c) => (here === 'summary' && c.remote ? 'customer' : undefined),
  flags: () => flags,
  readBack: (draft: FttpDraft) => parseFttpDraft(JSON.parse(JSON.stringify(draft))),
  postcodes: { valid: 'LS1 4AP', invalid: 'LS1' },
  lookup: { actor: 'lookupAddresses', found: [activeProperty, otherProperty] },
  placed,
  answers: () => ({ ...customerValues, requested_date: '2026-01-12' }),
  reference: 'ORD',
  drivers: {
    'property.select': ({ send }) => send({ type: 'property.select', uprn: activeProperty.uprn }),
    'check.ok': ({ resolve }) => resolve('checkProperty', ok),
    'check.existingOrder': ({ resolve }) => resolve('checkProperty', { outcome: 'existingOrder' }),
    'check.noProducts': ({ resolve }) => resolve('checkProperty', { outcome: 'noProducts' }),
    'check.fail': ({ resolve }) => resolve('checkProperty', { outcome: 'failed', error: httpError(500) }),
    'products.found': ({ resolve }) =>
      resolve('retrieveProducts', { products: [appointmentProduct, remoteProduct], failed: false }),
    'products.empty': ({ resolve }) => resolve('retrieveProducts', { products: [], failed: false }),
    'products.fail': ({ resolve }) => resolve('retrieveProducts', { products: [], failed: true }),
    'product.choose': async ({ send }) => {
      await send({ type: 'product.select', product: appointmentProduct.productName });
      await send({ type: 'lineProfile.select', lineProfile: 'LP-1200-900' });
    },
    'product.chooseRemote': async ({ send }) => {
      await send({ type: 'product.select', product: remoteProduct.productName });
      await send({ type: 'lineProfile.select', lineProfile: 'LP-1000-1000' });
    },
    'options.loaded': ({ resolve }) => resolve('loadCustomerOptions', { orderTypes: [], projects: [] }),
    'options.fail': ({ reject }) => reject('loadCustomerOptions', httpError(500)),
    'form.invalid': ({ send }) => send({ type: 'customer.change', values: { ...customerValues, name: '' } }),
    'slot.reserved': ({ send }) => send({ type: 'appointmentSlots.reserved', slot }),
  },
  assertState: ({ step, snapshot }) => {
    const state = JSON.stringify(step.expectedState);
    const c = step.modelContext;
    // Next is offered either way on the products step; it moves on only with a valid choice.
    if (state.includes('choosing') && state.includes('products'))
      expect(isChoiceValid(snapshot().context)).toBe(c.choice);
    if (state.includes('editing')) expect(snapshot().can({ type: 'step.next' })).toBe(true); // refused Next still shows the messages
  },
});

describe('FTTP order machine: the customer step’s messages', () => {
  it('gives every untouched required field its own message (never a generic one)', async () => {
    const f = startFunnel();
    await toCustomer(f, remoteProduct);
    f.send({ type: 'step.next' });
    expect(customerErrorsOf(f.snapshot().context)).toEqual({
      buyer_reference: 'Please enter a valid reference',
      authentication_agent: 'Please select an agent',
      agent_id: 'Please provide a valid agent ID',
      name: orderMessages.nameRequired,
      email: orderMessages.emailInvalid,
      phone: 'Please provide a valid phone number',
      // The context rules speak in the same round (a requested date replaces this product's appointment).
      requested_date: orderMessages.requestedDateRequired,
    });
    // Once the fields are valid, the context rule's message stays until it is met.
    f.send({ type: 'customer.change', values: { ...customerValues, requested_date: '' } });
    expect(customerErrorsOf(f.snapshot().context)).toEqual({ requested_date: orderMessages.requestedDateRequired });
  });
});
