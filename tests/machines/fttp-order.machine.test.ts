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
import { createActor, createMachine, fromCallback, fromPromise } from 'xstate';
import type { FttpProduct, Property } from '@/contracts/orders';
import { orderMessages, orderToasts } from '@/lib/order-rules';
import { testMachineWithModel } from '../support/model-testing';
import { httpError } from '../support/support-fixtures';
import {
  activeProperty,
  appointmentProduct,
  customerValues,
  otherProperty,
  remoteProduct,
  slot,
} from './fttp-order.fixtures';

const NOW = new Date('2026-01-05T09:00:00Z').getTime();
const flags = { rfs3RemoteActivations: true, wltoGplAndHouseMoves: true, showVulnerableFields: true };
const ok: PropertyCheckOutput = { outcome: 'ok', isRegrade: false, gplWlto: false };
const placed = { id: 'ord-1', buyer_order_reference: 'ORD-0001' };
const fieldError = (fields: Record<string, string[]>) =>
  Object.assign(httpError(400), { fields, message: 'validation_failed' });

/** A child that finishes at once with the given output. */
const done = <T>(output: T) =>
  createMachine({
    types: {} as { output: T },
    initial: 'done',
    states: { done: { type: 'final' } },
    output: () => output,
  });

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
  const calls = { placeOrder: vi.fn(), validateCustomer: vi.fn() };
  const actions = {
    notify: vi.fn(),
    reportFailure: vi.fn(),
    clearStoredDraft: vi.fn(),
    showStep: vi.fn(),
    saveDraft: vi.fn(),
    refreshOrders: vi.fn(),
    navigateToOrders: vi.fn(),
  };
  let keys = 0;
  const machine = fttpOrderMachine.provide({
    actors: {
      restoreDraft: fromPromise(async () => options.restored),
      address: fromCallback(() => undefined),
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
      validateCustomer: fromPromise(async ({ input }) => {
        calls.validateCustomer(input);
        return (options.validate ?? (async () => true as const))();
      }),
      appointmentSlots: fromCallback(() => undefined) as never,
      placeOrder: fromPromise(async ({ input }) => {
        calls.placeOrder(input);
        return (options.place ?? (async () => placed))() as never;
      }),
    },
    actions: {
      notify: (_, p) => actions.notify(p),
      reportFailure: (_, p) => actions.reportFailure(p),
      clearStoredDraft: () => actions.clearStoredDraft(),
      showStep: (_, p) => actions.showStep(p),
      saveDraft: (_, p) => actions.saveDraft(p),
      refreshOrders: () => actions.refreshOrders(),
      navigateToOrders: () => actions.navigateToOrders(),
    },
  });
  const actor = createActor(machine, {
    input: { flags: { ...flags, ...options.flags }, now: () => NOW, newKey: () => `key-${++keys}` },
  }).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, snapshot, calls, actions, send: actor.send.bind(actor) };
}
type Funnel = ReturnType<typeof startFunnel>;
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

async function toProducts(f: Funnel, uprn = activeProperty.uprn) {
  await settle();
  f.send({ type: 'postcode.change', postcode: 'ls1 4ap' });
  f.send({ type: 'postcode.submit' });
  await settle();
  f.send({ type: 'property.select', uprn });
  f.send({ type: 'step.next' });
  await settle();
}
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

describe('FTTP order machine: availability', () => {
  it('asks for a postcode, refuses a malformed one, and says when nothing is found (spec 3 §5)', async () => {
    const f = startFunnel({ properties: [] });
    await settle();
    f.send({ type: 'postcode.submit' });
    expect(f.snapshot().context.postcodeError).toBe('Please enter a postcode');
    f.send({ type: 'postcode.change', postcode: 'LS1 4A' });
    f.send({ type: 'postcode.submit' });
    expect(f.snapshot().context.postcodeError).toBe('Invalid postcode');
    f.send({ type: 'postcode.change', postcode: 'LS1 4AP' });
    f.send({ type: 'postcode.submit' });
    await settle();
    expect(f.snapshot().matches({ availability: 'idle' })).toBe(true);
    expect(f.snapshot().context.notAvailable).toBe(true);
  });

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
  it('shows the rules’ messages once Next is pressed, and refuses Next', async () => {
    const f = startFunnel();
    await toCustomer(f);
    f.send({ type: 'customer.change', values: { ...customerValues, buyer_reference: 'x', reseller_id: 'AB' } });
    expect(customerErrorsOf(f.snapshot().context)).toEqual({});
    f.send({ type: 'step.next' });
    expect(f.snapshot().matches({ customer: 'editing' })).toBe(true);
    expect(customerErrorsOf(f.snapshot().context)).toMatchObject({
      buyer_reference: 'Please enter a valid reference',
      reseller_id: 'Please ensure the Reseller ID is 3 characters long and contains only letters',
    });
  });

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

  it('retries a failed attempt with the same key and body; a new attempt after Back gets a new key', async () => {
    let fail = true;
    const f = startFunnel({ place: async () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : placed) });
    await toSummary(f);
    f.send({ type: 'step.submit' });
    await settle();
    expect(f.snapshot().matches({ summary: 'reviewing' })).toBe(true);
    expect(f.actions.notify).toHaveBeenCalledWith({ kind: 'error', ...orderToasts.orderFailed });
    f.send({ type: 'step.submit' });
    await settle();
    const [first, second] = f.calls.placeOrder.mock.calls.map((c) => c[0]);
    expect(second).toEqual(first);
    f.send({ type: 'step.back' });
    f.send({ type: 'step.next' });
    fail = false;
    f.send({ type: 'step.submit' });
    await settle();
    expect(f.calls.placeOrder.mock.calls[2]?.[0].idempotencyKey).toBe('key-2');
    expect(f.snapshot().matches('placed')).toBe(true);
  });

  it('closing the Order Successful modal refreshes the orders, resets the funnel and opens the orders list', async () => {
    const f = startFunnel();
    await toSummary(f);
    f.send({ type: 'step.submit' });
    await settle();
    f.send({ type: 'modal.close' });
    expect(f.snapshot().status).toBe('done');
    expect(f.actions.refreshOrders).toHaveBeenCalled();
    expect(f.actions.navigateToOrders).toHaveBeenCalled();
    expect(f.snapshot().context.uprn).toBeNull();
  });

  it('Cancel resets the funnel to its first step and drops the draft', async () => {
    const f = startFunnel();
    await toSummary(f);
    f.send({ type: 'step.cancel' });
    expect(f.snapshot().matches({ availability: 'idle' })).toBe(true);
    expect(f.snapshot().context).toMatchObject({ postcode: '', uprn: null, customer: {}, appointment: null });
    expect(f.actions.clearStoredDraft).toHaveBeenCalled();
  });
});

describe('FTTP order machine: the draft', () => {
  it('resumes a stored draft at its step, keeping the attempt’s key', async () => {
    const first = startFunnel();
    await toSummary(first);
    const draft = first.actions.saveDraft.mock.lastCall?.[0] as FttpDraft;
    expect(draft).toMatchObject({ step: 'summary', idempotencyKey: 'key-1' });
    const resumed = startFunnel({ restored: parseFttpDraft(JSON.parse(JSON.stringify(draft))) });
    await settle();
    // The order under way is offered first ('Continue your order for …?'), not resumed behind the user's back.
    expect(resumed.snapshot().matches('offering')).toBe(true);
    expect(resumed.actions.showStep).not.toHaveBeenCalled();
    resumed.send({ type: 'resume.continue' });
    expect(resumed.snapshot().matches({ summary: 'reviewing' })).toBe(true);
    expect(resumed.snapshot().context.idempotencyKey).toBe('key-1');
  });

  it("'Start again' drops the offered draft and opens the first step afresh", async () => {
    const first = startFunnel();
    await toSummary(first);
    const draft = first.actions.saveDraft.mock.lastCall?.[0] as FttpDraft;
    const resumed = startFunnel({ restored: draft });
    await settle();
    resumed.send({ type: 'resume.restart' });
    expect(resumed.snapshot().matches({ availability: 'idle' })).toBe(true);
    expect(resumed.snapshot().context).toMatchObject({ postcode: '', uprn: null, appointment: null });
    expect(resumed.actions.clearStoredDraft).toHaveBeenCalled();
  });

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

  it('resumes no further than the draft allows (a summary without a valid customer step resumes at the customer)', async () => {
    const first = startFunnel();
    await toSummary(first);
    const draft = first.actions.saveDraft.mock.lastCall?.[0] as FttpDraft;
    const resumed = startFunnel({ restored: { ...draft, customer: { ...draft.customer, email: 'no' } } });
    await settle();
    resumed.send({ type: 'resume.continue' });
    await settle();
    expect(resumed.snapshot().matches({ customer: 'editing' })).toBe(true);
  });
});

// The model's drivers: what makes each model event happen to the production machine.
const input = { flags, now: () => Date.now(), newKey: () => crypto.randomUUID() };
const stepOrder: FttpStep[] = ['availability', 'products', 'customer', 'appointment', 'summary'];
const stepOf = (value: unknown): FttpStep =>
  value === 'placed' || value === 'done'
    ? 'summary'
    : (stepOrder.find((s) => JSON.stringify(value).includes(`"${s}"`) || value === s) ?? 'availability');
type Ctx = ReturnType<typeof fttpOrderModel.getInitialSnapshot>['context'];
type Send = (e: never) => Promise<void>;
const addressAt =
  (to: (here: FttpStep, remote: boolean) => FttpStep) =>
  ({ send, snapshot, step }: { send: Send; snapshot: () => { value: unknown }; step: { modelContext: Ctx } }) =>
    send({ type: 'address.change', step: to(stepOf(snapshot().value), step.modelContext.remote) } as never);
const before = (here: FttpStep, remote: boolean): FttpStep =>
  here === 'summary' && remote ? 'customer' : (stepOrder[Math.max(0, stepOrder.indexOf(here) - 1)] as FttpStep);
const after = (here: FttpStep): FttpStep => stepOrder[Math.min(4, stepOrder.indexOf(here) + 1)] as FttpStep;

testMachineWithModel({
  name: 'fttp-order',
  machine: fttpOrderMachine,
  model: fttpOrderModel,
  input,
  now: new Date(NOW),
  drivers: {
    'draft.none': ({ resolve }) => resolve('restoreDraft', undefined),
    'draft.restored': async ({ resolve, actions }) => {
      const draft = actions.saveDraft?.mock.lastCall?.[1] as FttpDraft | undefined;
      if (!draft) return;
      await resolve('restoreDraft', parseFttpDraft(JSON.parse(JSON.stringify(draft))));
    },
    'draft.stale': ({ reject }) => reject('restoreDraft', new Error('stale')),
    'postcode.valid': ({ send }) => send({ type: 'postcode.change', postcode: 'LS1 4AP' }),
    'postcode.invalid': ({ send }) => send({ type: 'postcode.change', postcode: 'LS1' }),
    'postcode.submit': ({ send }) => send({ type: 'postcode.submit' }),
    'lookup.found': ({ resolve }) => resolve('lookupAddresses', [activeProperty, otherProperty]),
    'lookup.none': ({ resolve }) => resolve('lookupAddresses', []),
    'lookup.fail': ({ reject }) => reject('lookupAddresses', httpError(500)),
    'property.select': ({ send }) => send({ type: 'property.select', uprn: activeProperty.uprn }),
    'check.ok': ({ resolve }) => resolve('checkProperty', ok),
    'check.existingOrder': ({ resolve }) => resolve('checkProperty', { outcome: 'existingOrder' }),
    'check.noProducts': ({ resolve }) => resolve('checkProperty', { outcome: 'noProducts' }),
    'check.fail': ({ resolve }) => resolve('checkProperty', { outcome: 'failed', error: httpError(500) }),
    'products.found': ({ resolve }) =>
      resolve('retrieveProducts', { products: [appointmentProduct, remoteProduct], failed: false }),
    'products.empty': ({ resolve }) => resolve('retrieveProducts', { products: [], failed: false }),
    'products.fail': ({ resolve }) => resolve('retrieveProducts', { products: [], failed: true }),
    'products.retry': ({ send }) => send({ type: 'products.retry' }),
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
    'form.valid': ({ send, snapshot }) =>
      send({
        type: 'customer.change',
        values: {
          ...customerValues,
          // A new reference each time: it answers a field error the sandbox gave the old one.
          buyer_reference: `ORD-${Object.keys(snapshot().context.serverErrors).length ? 'B' : 'A'}${Date.now() % 1000}`,
          requested_date: '2026-01-12',
        },
      }),
    'form.invalid': ({ send }) => send({ type: 'customer.change', values: { ...customerValues, name: '' } }),
    'validate.ok': ({ resolve }) => resolve('validateCustomer', true),
    'validate.fieldErrors': ({ reject }) =>
      reject('validateCustomer', fieldError({ buyer_reference: ['This reference is already used by another order'] })),
    'validate.fail': ({ reject }) => reject('validateCustomer', httpError(500)),
    'slot.reserved': ({ send }) => send({ type: 'appointmentSlots.reserved', slot }),
    'place.ok': ({ resolve }) => resolve('placeOrder', placed),
    'place.fail': ({ reject }) => reject('placeOrder', new TypeError('Failed to fetch')),
    'modal.close': ({ send }) => send({ type: 'modal.close' }),
    'step.next': ({ send }) => send({ type: 'step.next' }),
    'step.back': ({ send }) => send({ type: 'step.back' }),
    'step.submit': ({ send }) => send({ type: 'step.submit' }),
    'step.cancel': ({ send }) => send({ type: 'step.cancel' }),
    'page.reload': ({ restart }) => restart(input),
    'resume.continue': ({ send }) => send({ type: 'resume.continue' }),
    'resume.restart': ({ send }) => send({ type: 'resume.restart' }),
    'address.current': (ctx) => addressAt((here) => here)(ctx as never),
    'address.previous': (ctx) => addressAt(before)(ctx as never),
    'address.next': (ctx) => addressAt(after)(ctx as never),
    'address.start': (ctx) => addressAt(() => 'availability')(ctx as never),
  },
  assertState: ({ step, snapshot, actions }) => {
    const state = JSON.stringify(step.expectedState);
    const c = step.modelContext;
    // Next is offered either way on the products step; it moves on only with a valid choice.
    if (state.includes('choosing') && state.includes('products'))
      expect(isChoiceValid(snapshot().context)).toBe(c.choice);
    if (state.includes('editing')) expect(snapshot().can({ type: 'step.next' })).toBe(true); // refused Next still shows the messages
    if (state.includes('reviewing')) expect(snapshot().context.idempotencyKey).not.toBeNull();
    // The address shows the step (the summary's while placing and after), and the draft goes once placed or cancelled.
    // While the draft's order is offered, the address is left as the reload found it.
    if (state !== '"restoring"' && state !== '"done"' && state !== '"offering"')
      expect(actions.showStep?.mock.lastCall?.[1]).toMatchObject({ step: stepOf(step.expectedState) });
    if (state === '"placed"') expect(actions.clearStoredDraft).toHaveBeenCalled();
    if ('event' in step && (step as { event: { type: string } }).event.type === 'step.cancel')
      expect(actions.clearStoredDraft).toHaveBeenCalled();
    if (state === '"done"') expect(actions.navigateToOrders).toHaveBeenCalled();
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
