import type { ReservedSlot } from '@machines/appointment-slot-list.machine';
import { funnelStepOf } from '@machines/funnel-steps';
import { regradeOrderMachine } from '@machines/regrade-order.machine';
import { regradeOrderModel } from '@machines/regrade-order.model';
import type { RegradeDraft } from '@machines/regrade-order-draft';
import { parseRegradeDraft, regradeDraftVersion } from '@machines/regrade-order-draft';
import {
  customerErrorsOf,
  orderBodyOf,
  productOptions,
  type RegradeInput,
  regradeMessages,
  regradeStepsFor,
} from '@machines/regrade-order-rules';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { orderToasts } from '@/lib/order-rules';
import { testMachineWithModel } from '../support/model-testing';
import { reservedOf, slotsFixture } from './appointment-slot-list.fixtures';
import {
  appointmentProduct,
  currentProduct,
  directProduct,
  noProductsLookup,
  placedOrderFixture,
  regradeLookupFixture,
  regradeToken,
  validCustomer,
} from './regrade-order.fixtures';

const now = () => Date.parse('2026-01-05T09:00:00Z');
const slot: ReservedSlot = reservedOf(slotsFixture(1)[0] as NonNullable<ReturnType<typeof slotsFixture>[0]>);
const httpError = (status: number, fields?: Record<string, string[]>) =>
  Object.assign(new Error(`status ${status}`), { status, ...(fields ? { fields } : {}) });

type Stubs = {
  draft?: RegradeDraft;
  lookup?: () => Promise<typeof regradeLookupFixture>;
  orderExists?: () => Promise<boolean>;
  validate?: (body: unknown) => Promise<unknown>;
  place?: (input: { body: unknown; idempotencyKey: string }) => Promise<ReturnType<typeof placedOrderFixture>>;
};
function start(stubs: Stubs = {}, input: Partial<RegradeInput> = {}) {
  const actions = {
    showStep: vi.fn(),
    saveDraft: vi.fn(),
    clearStoredDraft: vi.fn(),
    notify: vi.fn(),
    reportFailure: vi.fn(),
    refreshOrders: vi.fn(),
    navigateToOrders: vi.fn(),
  };
  const validate = vi.fn(stubs.validate ?? (async () => ({ valid: true })));
  const orderExists = vi.fn((_: { uprn: string }) => (stubs.orderExists ?? (async () => false))());
  const place = vi.fn(stubs.place ?? (async () => placedOrderFixture()));
  let keys = 0;
  const machine = regradeOrderMachine.provide({
    actors: {
      restoreDraft: fromPromise(async () => stubs.draft),
      lookupRegrade: fromPromise(() => (stubs.lookup ?? (async () => regradeLookupFixture))()),
      orderExists: fromPromise(({ input: check }) => orderExists(check)),
      validateCustomer: fromPromise(({ input: body }) => validate(body)),
      placeOrder: fromPromise(({ input: call }) => place(call as never)),
      address: fromCallback(() => undefined),
      appointmentSlots: fromCallback(() => undefined) as never,
    },
    actions,
  });
  const actor = createActor(machine, {
    input: {
      token: regradeToken,
      now,
      newKey: () => {
        keys += 1;
        return `key-${keys}`;
      },
      ...input,
    },
  }).start();
  return { actor, actions, validate, place, orderExists };
}
type Actor = ReturnType<typeof start>['actor'];
const at = (actor: Actor, value: unknown) => vi.waitFor(() => expect(actor.getSnapshot().value).toEqual(value));
async function toCustomer(actor: Actor, product = appointmentProduct, profile = 'lp-900-std') {
  await at(actor, { products: 'choosing' });
  actor.send({ type: 'product.select', product });
  actor.send({ type: 'lineProfile.select', lineProfile: profile });
  actor.send({ type: 'step.next' });
  expect(actor.getSnapshot().value).toEqual({ customer: 'editing' });
}

describe('regrade order machine', () => {
  it('without a token in the address: the invalid-link page, no lookup', async () => {
    const lookup = vi.fn(async () => regradeLookupFixture);
    const { actor } = start({ lookup }, { token: null });
    expect(actor.getSnapshot().value).toBe('invalidLink');
    expect(lookup).not.toHaveBeenCalled();
    expect(regradeMessages.invalidLink).toMatch(/^This regrade link is not valid or has expired\./);
  });

  it.each([400, 404])(
    'a token the sandbox refuses (%i: tampered, expired, another organisation) is the invalid-link page',
    async (status) => {
      const { actor, actions } = start({ lookup: async () => Promise.reject(httpError(status, { token: ['x'] })) });
      await at(actor, 'invalidLink');
      expect(actions.clearStoredDraft).toHaveBeenCalled();
    },
  );

  it('any other lookup failure can be retried', async () => {
    let calls = 0;
    const { actor } = start({
      lookup: async () => {
        calls += 1;
        if (calls === 1) throw httpError(503);
        return regradeLookupFixture;
      },
    });
    await at(actor, { products: 'failed' });
    actor.send({ type: 'products.retry' });
    await at(actor, { products: 'choosing' });
  });

  it("is busy 'Searching for available products...' while looking up; no other product is the info box", async () => {
    const { actor } = start({ lookup: async () => noProductsLookup });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(regradeMessages.searching).toBe('Searching for available products...');
    await at(actor, { products: 'none' });
  });

  it('offers the products but the current one; a new product clears the line profile; Next needs both', async () => {
    const { actor } = start();
    await at(actor, { products: 'choosing' });
    expect(productOptions(actor.getSnapshot().context.lookup).map((o) => o.value)).toEqual([
      appointmentProduct,
      directProduct,
    ]);
    actor.send({ type: 'product.select', product: appointmentProduct });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    actor.send({ type: 'lineProfile.select', lineProfile: 'lp-900-pro' });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(true);
    actor.send({ type: 'product.select', product: directProduct });
    expect(actor.getSnapshot().context.line_profile).toBe('');
    // A line profile of another product does not count.
    actor.send({ type: 'lineProfile.select', lineProfile: 'lp-900-pro' });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    // Nor does the current product.
    actor.send({ type: 'product.select', product: currentProduct });
    actor.send({ type: 'lineProfile.select', lineProfile: 'lp-500' });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
  });

  it('customer: the rules run on Next and follow the typing; the server check follows', async () => {
    const { actor, validate } = start();
    await toCustomer(actor);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toEqual({ customer: 'editing' });
    expect(customerErrorsOf(actor.getSnapshot().context)).toEqual({
      buyer_reference: 'Please enter a valid reference',
      name: 'Please enter a name',
      email: 'Please enter a valid email',
      phone: 'Please provide a valid phone number',
    });
    actor.send({ type: 'customer.change', values: { ...validCustomer, email: 'ada@' } });
    expect(customerErrorsOf(actor.getSnapshot().context)).toEqual({ email: 'Please enter a valid email' });
    actor.send({ type: 'customer.change', values: { email: validCustomer.email } });
    expect(customerErrorsOf(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toEqual({ customer: 'validating' });
    expect(validate).toHaveBeenCalledWith({
      buyer_reference: 'RG-1001',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '01234567890',
      requested_date: '',
      token: regradeToken,
      product: appointmentProduct,
    });
    // The product requires an appointment.
    await at(actor, 'appointment');
  });

  it('server errors land on their fields, first message each; none without an errors object', async () => {
    let answer: unknown = httpError(400, {
      buyer_reference: ['This reference is already used by another order', 'second'],
      email: ['Please enter a valid email'],
    });
    const { actor } = start({ validate: async () => Promise.reject(answer) });
    await toCustomer(actor);
    actor.send({ type: 'customer.change', values: validCustomer });
    actor.send({ type: 'step.next' });
    await at(actor, { customer: 'editing' });
    expect(customerErrorsOf(actor.getSnapshot().context)).toEqual({
      buyer_reference: 'This reference is already used by another order',
      email: 'Please enter a valid email',
    });
    // Changing a field takes its server message away; the others stay.
    actor.send({ type: 'customer.change', values: { buyer_reference: 'RG-1002' } });
    expect(customerErrorsOf(actor.getSnapshot().context)).toEqual({ email: 'Please enter a valid email' });
    answer = httpError(400);
    actor.send({ type: 'step.next' });
    await at(actor, { customer: 'editing' });
    expect(customerErrorsOf(actor.getSnapshot().context)).toEqual({});
  });

  it("another failure of the customer check is the app's to report (an error page, or 'could not be reached')", async () => {
    let answer: unknown = httpError(500);
    const { actor, actions } = start({ validate: async () => Promise.reject(answer) });
    await toCustomer(actor);
    actor.send({ type: 'customer.change', values: validCustomer });
    actor.send({ type: 'step.next' });
    await at(actor, { customer: 'editing' });
    expect(actions.reportFailure.mock.calls.at(-1)?.[1]).toMatchObject({ error: answer });
    answer = new TypeError('Failed to fetch');
    actor.send({ type: 'step.next' });
    await at(actor, { customer: 'editing' });
    expect(actions.reportFailure.mock.calls.at(-1)?.[1]).toMatchObject({ error: answer });
    expect(actor.getSnapshot().context.customer).toEqual(validCustomer);
  });

  it('no appointment needed: an optional requested date, never in the past, and straight to summary', async () => {
    const { actor } = start();
    await toCustomer(actor, directProduct, 'lp-1000-std');
    actor.send({ type: 'customer.change', values: { ...validCustomer, requested_date: '2026-01-02' } });
    actor.send({ type: 'step.next' });
    expect(customerErrorsOf(actor.getSnapshot().context)).toEqual({
      requested_date: 'A requested date cannot be in the past',
    });
    actor.send({ type: 'customer.change', values: { requested_date: '2026-01-09' } });
    actor.send({ type: 'step.next' });
    await at(actor, { summary: 'reviewing' });
    expect(orderBodyOf(actor.getSnapshot().context)).toMatchObject({
      requested_date: '2026-01-09',
      appointment: null,
      product: directProduct,
      product_display_name: 'FTTP Business 1000',
      line_profile: 'lp-1000-std',
      sourceDetails: {
        uprn: '100010001401',
        product: currentProduct,
        authenticationAgent: 'DHCP Option 82',
        remoteAgentId: 'agent-7/port-12',
      },
    });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toEqual({ customer: 'editing' });
  });

  it('the step bar: Appointment only when the chosen product requires one; the current step from the state meta', async () => {
    const { actor } = start();
    const bar = () => ({
      steps: regradeStepsFor(actor.getSnapshot().context),
      step: funnelStepOf(actor.getSnapshot()),
    });
    await at(actor, { products: 'choosing' });
    expect(bar()).toEqual({ steps: ['products', 'customer', 'summary'], step: 'products' });
    actor.send({ type: 'product.select', product: appointmentProduct });
    expect(bar()).toEqual({ steps: ['products', 'customer', 'appointment', 'summary'], step: 'products' });
    actor.send({ type: 'product.select', product: directProduct });
    actor.send({ type: 'lineProfile.select', lineProfile: 'lp-1000-std' });
    expect(bar()).toEqual({ steps: ['products', 'customer', 'summary'], step: 'products' });
    actor.send({ type: 'step.next' });
    expect(bar()).toEqual({ steps: ['products', 'customer', 'summary'], step: 'customer' });
    actor.send({ type: 'customer.change', values: validCustomer });
    actor.send({ type: 'step.next' });
    await at(actor, { summary: 'reviewing' });
    expect(bar()).toEqual({ steps: ['products', 'customer', 'summary'], step: 'summary' });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'product.select', product: appointmentProduct });
    actor.send({ type: 'lineProfile.select', lineProfile: 'lp-900-std' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    await at(actor, 'appointment');
    expect(bar()).toEqual({ steps: ['products', 'customer', 'appointment', 'summary'], step: 'appointment' });
    actor.send({ type: 'appointmentSlots.reserved', slot });
    actor.send({ type: 'step.submit' });
    await at(actor, 'placed');
    expect(bar()).toEqual({ steps: ['products', 'customer', 'appointment', 'summary'], step: 'summary' });
  });

  it("appointment: Next without a reserved slot toasts 'Appointment required'; reserving one goes to the summary", async () => {
    const { actor, actions } = start();
    await toCustomer(actor);
    actor.send({ type: 'customer.change', values: validCustomer });
    actor.send({ type: 'step.next' });
    await at(actor, 'appointment');
    actor.send({ type: 'step.next' });
    expect(actions.notify.mock.calls.at(-1)?.[1]).toEqual({ kind: 'error', ...orderToasts.appointmentRequired });
    expect(actor.getSnapshot().value).toBe('appointment');
    // Spec 3 §4: after reserving an appointment the journey goes to the summary.
    actor.send({ type: 'appointmentSlots.reserved', slot });
    expect(actor.getSnapshot().value).toEqual({ summary: 'reviewing' });
    expect(orderBodyOf(actor.getSnapshot().context).appointment).toEqual({
      appointmentDate: slot.appointmentDate,
      appointmentStartTime: slot.appointmentStartTime,
      appointmentEndTime: slot.appointmentEndTime,
      appointmentReservationKey: 'R-1',
    });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('appointment');
  });

  it('placement: one Idempotency-Key made when the summary opens, kept across retries; going back forgets it', async () => {
    let fail = true;
    const { actor, actions, place } = start({
      place: async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return placedOrderFixture();
      },
    });
    await toCustomer(actor, directProduct, 'lp-1000-std');
    actor.send({ type: 'customer.change', values: validCustomer });
    actor.send({ type: 'step.next' });
    await at(actor, { summary: 'reviewing' });
    actor.send({ type: 'step.submit' });
    await at(actor, { summary: 'reviewing' });
    expect(actions.notify.mock.calls.at(-1)?.[1]).toEqual({ kind: 'error', ...orderToasts.orderFailed });
    actor.send({ type: 'step.submit' });
    await at(actor, { summary: 'reviewing' });
    expect(place.mock.calls.map(([c]) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
    // The key is the summary's, kept in its draft, as in the FTTP and Ethernet funnels.
    expect(actions.saveDraft.mock.calls.at(-1)?.[1]).toMatchObject({ step: 'summary', idempotencyKey: 'key-1' });
    // Back to the customer step and a change: another attempt, another key.
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
    actor.send({ type: 'customer.change', values: { name: 'Ada King' } });
    actor.send({ type: 'step.next' });
    await at(actor, { summary: 'reviewing' });
    fail = false;
    actor.send({ type: 'step.submit' });
    await at(actor, 'placed');
    expect(place.mock.calls.map(([c]) => c.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(actions.notify.mock.calls.at(-1)?.[1]).toEqual({ kind: 'success', ...orderToasts.orderPlaced });
    expect(actions.clearStoredDraft).toHaveBeenCalled();
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().status).toBe('done');
    // The orders refreshed, then the orders list.
    expect(actions.refreshOrders).toHaveBeenCalledTimes(1);
    expect(actions.navigateToOrders).toHaveBeenCalledTimes(1);
  });

  it('Cancel resets, drops the draft and goes to the orders list', async () => {
    const { actor, actions } = start();
    await toCustomer(actor);
    actor.send({ type: 'step.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.product).toBe('');
    expect(actions.clearStoredDraft).toHaveBeenCalled();
    expect(actions.navigateToOrders).toHaveBeenCalledTimes(1);
  });

  it('saves the draft per step and resumes it at its step', async () => {
    const first = start();
    await toCustomer(first.actor, directProduct, 'lp-1000-std');
    first.actor.send({ type: 'customer.change', values: validCustomer });
    first.actor.send({ type: 'step.next' });
    await at(first.actor, { summary: 'reviewing' });
    const draft = first.actions.saveDraft.mock.calls.at(-1)?.[1] as RegradeDraft;
    expect(draft).toMatchObject({ version: regradeDraftVersion, token: regradeToken, step: 'summary' });
    expect(parseRegradeDraft(JSON.parse(JSON.stringify(draft)), regradeToken)).toEqual(draft);
    const again = start({ draft });
    // The order under way is offered first ('Continue your order for …?'), not resumed behind the user's back.
    await at(again.actor, 'offering');
    again.actor.send({ type: 'resume.continue' });
    await at(again.actor, { summary: 'reviewing' });
    expect(again.actor.getSnapshot().context.customer).toEqual(validCustomer);
    // 'Start again' drops the draft and opens the products afresh, the service kept.
    const restart = start({ draft });
    await at(restart.actor, 'offering');
    restart.actor.send({ type: 'resume.restart' });
    expect(restart.actor.getSnapshot().value).toEqual({ products: 'choosing' });
    expect(restart.actor.getSnapshot().context).toMatchObject({
      product: '',
      customer: { name: '' },
      appointment: null,
    });
    expect(restart.actions.clearStoredDraft).toHaveBeenCalled();
  });

  it("a used link (an order in progress for the property) stops at the first step with 'Existing order in progress'", async () => {
    const { actor, actions, orderExists } = start({ orderExists: async () => true });
    await at(actor, { products: 'orderInProgress' });
    // The same check as the FTTP and Ethernet funnels' first step, on the service's property.
    expect(orderExists).toHaveBeenCalledWith({ uprn: regradeLookupFixture.service.uprn });
    expect(actions.notify.mock.calls.at(-1)?.[1]).toEqual({ kind: 'error', ...orderToasts.existingOrder });
    expect(actor.getSnapshot().can({ type: 'product.select', product: appointmentProduct })).toBe(false);
    actor.send({ type: 'step.cancel' });
    expect(actions.navigateToOrders).toHaveBeenCalledTimes(1);
  });

  it('a reservation whose hold has run out is dropped when the appointment step opens again', async () => {
    const draft: RegradeDraft = {
      version: regradeDraftVersion,
      token: regradeToken,
      step: 'appointment',
      product: appointmentProduct,
      line_profile: 'lp-900-std',
      customer: validCustomer,
      appointment: { ...slot, expires_at: '2026-01-05T08:59:00Z' },
      idempotencyKey: null,
    };
    const { actor } = start({ draft });
    await at(actor, 'offering');
    actor.send({ type: 'resume.continue' });
    await at(actor, 'appointment');
    expect(actor.getSnapshot().context.appointment).toBeNull();
    const kept = start({ draft: { ...draft, appointment: slot } });
    await at(kept.actor, 'offering');
    kept.actor.send({ type: 'resume.continue' });
    await at(kept.actor, 'appointment');
    expect(kept.actor.getSnapshot().context.appointment).toEqual(slot);
  });

  it('a stale draft (older version, another link, foreign shape) is discarded', () => {
    const draft: RegradeDraft = {
      version: regradeDraftVersion,
      token: regradeToken,
      step: 'customer',
      product: directProduct,
      line_profile: 'lp-1000-std',
      customer: validCustomer,
      appointment: null,
      idempotencyKey: null,
    };
    expect(parseRegradeDraft(draft, regradeToken)).toEqual(draft);
    expect(parseRegradeDraft({ ...draft, version: 0 }, regradeToken)).toBeUndefined();
    expect(parseRegradeDraft(draft, 'another-token')).toBeUndefined();
    expect(parseRegradeDraft({ ...draft, customer: 'x' }, regradeToken)).toBeUndefined();
    expect(parseRegradeDraft('{', regradeToken)).toBeUndefined();
  });

  it('a draft whose product is no longer offered starts at the products', async () => {
    const { actor } = start({
      draft: {
        version: regradeDraftVersion,
        token: regradeToken,
        step: 'summary',
        product: 'withdrawn',
        line_profile: 'lp',
        customer: validCustomer,
        appointment: null,
        idempotencyKey: null,
      },
    });
    await at(actor, { products: 'choosing' });
  });
});

const lastDraft = (actions: Record<string, { mock: { calls: unknown[][] } }>) =>
  actions.saveDraft?.mock.calls.at(-1)?.[1] as RegradeDraft | undefined;
const modelInput: RegradeInput = { token: regradeToken, now, newKey: () => 'key-model' };

testMachineWithModel({
  name: 'regrade-order',
  machine: regradeOrderMachine,
  model: regradeOrderModel,
  input: modelInput,
  drivers: {
    'link.missing': ({ restart }) => restart({ ...modelInput, token: null }),
    'draft.none': ({ resolve }) => resolve('restoreDraft', undefined),
    'draft.restored': ({ resolve, actions }) => resolve('restoreDraft', lastDraft(actions)),
    'draft.unreadable': ({ reject }) => reject('restoreDraft', new Error('IndexedDB unavailable')),
    'lookup.products': ({ resolve }) => resolve('lookupRegrade', regradeLookupFixture),
    'lookup.noProducts': ({ resolve }) => resolve('lookupRegrade', noProductsLookup),
    'lookup.refused': ({ reject }) => reject('lookupRegrade', httpError(400, { token: ['expired'] })),
    'lookup.fail': ({ reject }) => reject('lookupRegrade', httpError(503)),
    'products.retry': ({ send }) => send({ type: 'products.retry' }),
    'check.ok': ({ resolve }) => resolve('orderExists', false),
    'check.orderInProgress': ({ resolve }) => resolve('orderExists', true),
    'check.fail': ({ reject }) => reject('orderExists', httpError(503)),
    'resume.continue': ({ send }) => send({ type: 'resume.continue' }),
    'resume.restart': ({ send }) => send({ type: 'resume.restart' }),
    'product.pickAppointment': async ({ send }) => {
      await send({ type: 'product.select', product: appointmentProduct });
      await send({ type: 'lineProfile.select', lineProfile: 'lp-900-std' });
    },
    'product.pickDirect': async ({ send }) => {
      await send({ type: 'product.select', product: directProduct });
      await send({ type: 'lineProfile.select', lineProfile: 'lp-1000-std' });
    },
    'product.only': ({ send }) => send({ type: 'product.select', product: appointmentProduct }),
    'customer.fill': ({ send }) => send({ type: 'customer.change', values: validCustomer }),
    'customer.invalid': ({ send }) => send({ type: 'customer.change', values: { email: 'ada@' } }),
    'validate.ok': ({ resolve }) => resolve('validateCustomer', { valid: true }),
    'validate.fields': ({ reject }) =>
      reject(
        'validateCustomer',
        httpError(400, { buyer_reference: ['This reference is already used by another order'] }),
      ),
    'validate.fail': ({ reject }) => reject('validateCustomer', httpError(500)),
    'validate.network': ({ reject }) => reject('validateCustomer', new TypeError('Failed to fetch')),
    'slot.reserved': ({ send }) => send({ type: 'appointmentSlots.reserved', slot }),
    'address.products': ({ send }) => send({ type: 'address.change', step: 'products' }),
    'address.customer': ({ send }) => send({ type: 'address.change', step: 'customer' }),
    'address.appointment': ({ send }) => send({ type: 'address.change', step: 'appointment' }),
    'address.summary': ({ send }) => send({ type: 'address.change', step: 'summary' }),
    'step.next': ({ send }) => send({ type: 'step.next' }),
    'step.back': ({ send }) => send({ type: 'step.back' }),
    'step.cancel': ({ send }) => send({ type: 'step.cancel' }),
    'step.submit': ({ send }) => send({ type: 'step.submit' }),
    'place.ok': ({ resolve }) => resolve('placeOrder', placedOrderFixture()),
    'place.fail': ({ reject }) => reject('placeOrder', httpError(503)),
    'modal.close': ({ send }) => send({ type: 'modal.close' }),
    'page.reload': ({ restart }) => restart(modelInput),
  },
  assertState: ({ step, snapshot, actions, inputOf }) => {
    const state = JSON.stringify(step.expectedState);
    const { context } = snapshot();
    const model = step.modelContext;
    if (state === '"appointment"') {
      expect(inputOf('appointmentSlots')).toMatchObject({ uprn: '100010001401', product: appointmentProduct });
      expect(context.appointment !== null).toBe(model.appt);
    }
    if (state === JSON.stringify({ summary: 'placing' })) {
      const call = inputOf('placeOrder') as { idempotencyKey: string; body: { product: string } };
      expect(call.idempotencyKey).toBe('key-model');
      expect(call.body.product).toBe(model.apptReq ? appointmentProduct : directProduct);
    }
    if (state === '"cancelled"') expect(actions.navigateToOrders).toHaveBeenCalledTimes(1);
    if (state === '"done"') {
      expect(actions.refreshOrders).toHaveBeenCalledTimes(1);
      expect(actions.navigateToOrders).toHaveBeenCalledTimes(1);
    }
  },
});
