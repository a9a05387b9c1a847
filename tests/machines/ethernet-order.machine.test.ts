import { type EthernetStep, ethernetOrderMachine } from '@machines/ethernet-order.machine';
import { ethernetOrderModel } from '@machines/ethernet-order.model';
import { type EthernetDraft, parseEthernetDraft } from '@machines/ethernet-order-draft';
import {
  customerErrorsOf,
  presentationsOf,
  productsOfTerm,
  svlanUseOf,
  variantOf,
} from '@machines/ethernet-order-rules';
import type { MetroProductRequestOutput } from '@machines/metro-product-request.machine';
import { fromPromise } from 'xstate';
import type { EthernetProduct, EthernetProperty } from '@/contracts/ethernet';
import { todayIso } from '@/lib/dates';
import { ethernetMessages } from '@/lib/ethernet-rules';
import { orderMessages, orderToasts } from '@/lib/order-rules';
import { ptwToasts } from '@/lib/ptw-rules';
import { addWorkingDays } from '@/lib/working-days';
import {
  done,
  fieldError,
  funnelInput,
  funnelNow,
  orderFunnelTests,
  searchAndCheck,
  settle,
  startOrderFunnel,
  testOrderFunnelWithModel,
} from '../support/order-funnel-testing';
import { httpError } from '../support/support-fixtures';
import {
  doubleTagEnni,
  ffnCustomer,
  ffnOnlyProperty,
  ffnProducts,
  ffnProperty,
  metroCustomer,
  metroProducts,
  metroProperty,
  ptwPdf,
  singleTagEnni,
} from './ethernet-order.fixtures';

const TODAY = todayIso(funnelNow);
const metroFlags = { ethernetOverFFN: false, enniSelectionEnabled: true };
const ffnFlags = { ethernetOverFFN: true, enniSelectionEnabled: true };
const placed = { id: 'ord-eth-1', buyer_order_reference: 'ETH-0001' };

function startFunnel(
  options: {
    flags?: Partial<typeof ffnFlags>;
    properties?: EthernetProperty[];
    exists?: boolean;
    metro?: MetroProductRequestOutput;
    ffn?: EthernetProduct[] | Error;
    restored?: EthernetDraft;
    validate?: () => Promise<true>;
    place?: () => Promise<unknown>;
    upload?: () => Promise<unknown>;
  } = {},
) {
  return startOrderFunnel(ethernetOrderMachine, {
    ...options,
    flags: { ...metroFlags, ...options.flags },
    placed,
    calls: ['uploadPtw', 'ffnProducts'],
    actors: (calls) => ({
      lookupPostcode: fromPromise(async () => options.properties ?? [metroProperty, ffnProperty, ffnOnlyProperty]),
      checkExistingOrder: fromPromise(async () => options.exists ?? false),
      metroProducts: done<MetroProductRequestOutput>(
        options.metro ?? { products: metroProducts, failed: false },
      ) as never,
      ffnProducts: fromPromise(async ({ input }) => {
        calls.ffnProducts(input);
        const answer = options.ffn ?? ffnProducts;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      uploadPtw: fromPromise(async ({ input }) => {
        calls.uploadPtw(input);
        return (options.upload ?? (async () => ({})))();
      }),
    }),
  });
}
type Funnel = ReturnType<typeof startFunnel>;

const toProducts = (f: Funnel, uprn = metroProperty.uprn) => searchAndCheck(f, 'LS10 1EA', uprn);
async function toCustomer(f: Funnel, uprn = metroProperty.uprn) {
  await toProducts(f, uprn);
  const [product] = productsOfTerm(f.snapshot().context);
  f.send({ type: 'product.select', productId: product?.productId ?? '' });
  f.send({ type: 'step.next' });
  expect(f.snapshot().matches({ customer: 'editing' })).toBe(true);
}
async function toSummary(f: Funnel, uprn = metroProperty.uprn, values?: Record<string, unknown>) {
  await toCustomer(f, uprn);
  f.send({
    type: 'customer.change',
    values: values ?? (variantOf(f.snapshot().context) === 'ffn' ? ffnCustomer(TODAY) : metroCustomer),
  });
  f.send({ type: 'step.next' });
  await settle();
  expect(f.snapshot().matches({ summary: 'reviewing' })).toBe(true);
}

// The tests of the funnel kit's part, as every funnel passes them.
const kit = orderFunnelTests({
  start: startFunnel,
  postcodes: { valid: 'LS10 1EA', malformed: 'LS10 1E' },
  toSummary,
  toCustomer,
  errorsOf: (f) => customerErrorsOf(f.snapshot().context),
  placed,
  cleared: { products: [] },
  parse: parseEthernetDraft,
  draftOptions: { flags: { ethernetOverFFN: true } },
  toDraftSummary: (f) => toSummary(f, ffnProperty.uprn),
  draftMatch: { variant: 'ffn' },
  spoil: (draft: EthernetDraft) => ({ ...draft, customer: { ...draft.customer, vlan: '5' } }),
});

describe('Ethernet order machine: availability', () => {
  kit.postcode();

  it('offers an FFN-only property only with the ethernetOverFFN flag; none orderable counts as not available', async () => {
    const off = startFunnel();
    await toProducts(off, ffnOnlyProperty.uprn);
    expect(off.snapshot().context.properties.map((p) => p.uprn)).toEqual([metroProperty.uprn, ffnProperty.uprn]);
    expect(off.snapshot().matches({ availability: 'choosing' })).toBe(true);
    expect(off.snapshot().context.postcodeError).toBe(orderMessages.propertyRequired);
    const onlyFfn = startFunnel({ properties: [ffnOnlyProperty] });
    await toProducts(onlyFfn);
    expect(onlyFfn.snapshot().context.notAvailable).toBe(true);
    const on = startFunnel({ flags: { ethernetOverFFN: true } });
    await toProducts(on, ffnOnlyProperty.uprn);
    expect(on.snapshot().matches({ products: 'choosing' })).toBe(true);
  });

  it("shows 'Existing order in progress' (5 s) and the user stays on the property", async () => {
    const f = startFunnel({ exists: true });
    await toProducts(f);
    expect(f.snapshot().matches({ availability: 'choosing' })).toBe(true);
    expect(f.snapshot().context.existingOrder).toBe(true);
    expect(f.actions.notify).toHaveBeenCalledWith({ kind: 'error', ...orderToasts.existingOrder });
    expect(orderToasts.existingOrder).toMatchObject({
      title: 'Existing order in progress',
      description: 'There is already an order in progress for this property.',
      duration: 5,
    });
  });
});

describe('Ethernet order machine: the two branches and the products', () => {
  it('metro without the flag (and on a metro-only area with it); over FFN by uprn with the flag on an FFN area', async () => {
    const metro = startFunnel();
    await toProducts(metro, ffnProperty.uprn);
    expect(variantOf(metro.snapshot().context)).toBe('metro');
    expect(metro.snapshot().context.products).toEqual(metroProducts);
    const metroArea = startFunnel({ flags: { ethernetOverFFN: true } });
    await toProducts(metroArea, metroProperty.uprn);
    expect(variantOf(metroArea.snapshot().context)).toBe('metro');
    expect(metroArea.calls.ffnProducts).not.toHaveBeenCalled();
    const ffn = startFunnel({ flags: { ethernetOverFFN: true } });
    await toProducts(ffn, ffnProperty.uprn);
    expect(variantOf(ffn.snapshot().context)).toBe('ffn');
    expect(ffn.calls.ffnProducts).toHaveBeenCalledWith({ uprn: ffnProperty.uprn });
    expect(ffn.snapshot().context.products).toEqual(ffnProducts);
  });

  it('defaults to the highest term; changing the term clears the product; Next without one toasts for 6 s', async () => {
    const f = startFunnel();
    await toProducts(f);
    expect(f.snapshot().context.choice).toEqual({ term: 36, productId: '' });
    f.send({ type: 'step.next' });
    expect(f.snapshot().matches({ products: 'choosing' })).toBe(true);
    expect(f.actions.notify).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Please select a product to proceed.',
      description: '',
      duration: 6,
    });
    f.send({ type: 'product.select', productId: 'metro-1000-36' });
    expect(f.snapshot().can({ type: 'step.next' })).toBe(true);
    f.send({ type: 'term.select', term: 12 });
    expect(f.snapshot().context.choice).toEqual({ term: 12, productId: '' });
    // A product of another term is not offered; a term no product has is ignored.
    f.send({ type: 'product.select', productId: 'metro-1000-36' });
    expect(f.snapshot().context.choice.productId).toBe('');
    f.send({ type: 'term.select', term: 99 });
    expect(f.snapshot().context.choice.term).toBe(12);
  });

  it("metro: a failed request toasts 'Failed to retrieve Metro products.' and offers a retry; none shows the box", async () => {
    const failed = startFunnel({ metro: { products: [], failed: true } });
    await toProducts(failed);
    expect(failed.snapshot().matches({ products: 'failed' })).toBe(true);
    expect(failed.actions.notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', title: 'Failed to retrieve Metro products.' }),
    );
    const none = startFunnel({ metro: { products: [], failed: false } });
    await toProducts(none);
    expect(none.snapshot().matches({ products: 'none' })).toBe(true);
    const ffnNone = startFunnel({ flags: { ethernetOverFFN: true }, ffn: [] });
    await toProducts(ffnNone, ffnProperty.uprn);
    expect(ffnNone.snapshot().matches({ products: 'none' })).toBe(true);
    const ffnFailed = startFunnel({ flags: { ethernetOverFFN: true }, ffn: httpError(500) });
    await toProducts(ffnFailed, ffnProperty.uprn);
    expect(ffnFailed.snapshot().matches({ products: 'failed' })).toBe(true);
  });
});

describe('Ethernet order machine: the customer step of each branch (spec 3 §5)', () => {
  kit.customerMessages(
    'metro: VLAN 100–4094 and the required fields, messages once Next is pressed',
    { ...metroCustomer, vlan: '99', business_name: '' },
    { vlan: 'VLAN must be between 100 and 4094', business_name: ethernetMessages.businessName },
  );

  it('metro keeps no over-FFN answers; over FFN keeps no VLAN', async () => {
    const metro = startFunnel();
    await toCustomer(metro);
    metro.send({ type: 'customer.change', values: { ...metroCustomer, cvlan: '5', route_approver_onsite: 'Yes' } });
    expect(metro.snapshot().context.customer).not.toHaveProperty('cvlan');
    expect(metro.snapshot().context.customer).not.toHaveProperty('route_approver_onsite');
    const ffn = startFunnel({ flags: { ethernetOverFFN: true } });
    await toCustomer(ffn, ffnProperty.uprn);
    ffn.send({ type: 'customer.change', values: { ...ffnCustomer(TODAY), vlan: '200' } });
    expect(ffn.snapshot().context.customer).not.toHaveProperty('vlan');
  });

  it('over FFN: svlan required for a Double Tag ENNI, disabled (and dropped) for Single Tag; cvlan max 4094', async () => {
    const f = startFunnel({ flags: { ethernetOverFFN: true } });
    await toCustomer(f, ffnProperty.uprn);
    f.send({ type: 'customer.change', values: { ...ffnCustomer(TODAY), svlan: '', cvlan: '5000' } });
    f.send({ type: 'step.next' });
    expect(svlanUseOf(f.snapshot().context)).toBe('required');
    expect(customerErrorsOf(f.snapshot().context)).toMatchObject({
      svlan: ethernetMessages.svlanRequired,
      cvlan: 'The CVlan must be max of 4094.',
    });
    f.send({
      type: 'customer.change',
      values: { ...ffnCustomer(TODAY), enni: singleTagEnni.identifier, svlan: '300' },
    });
    expect(svlanUseOf(f.snapshot().context)).toBe('disabled');
    expect(f.snapshot().context.customer).not.toHaveProperty('svlan');
    expect(customerErrorsOf(f.snapshot().context)).toEqual({});
  });

  it('over FFN: the yes/no questions, numbers and survey dates (6 working days ahead, 2 apart)', async () => {
    const f = startFunnel({ flags: { ethernetOverFFN: true } });
    await toCustomer(f, ffnProperty.uprn);
    const first = addWorkingDays(TODAY, 8);
    f.send({
      type: 'customer.change',
      values: {
        ...ffnCustomer(TODAY),
        parking_available: undefined,
        site_number: '',
        requested_survey_date_2: addWorkingDays(first, 1),
        requested_survey_date_3: addWorkingDays(TODAY, 3),
      },
    });
    f.send({ type: 'step.next' });
    expect(customerErrorsOf(f.snapshot().context)).toMatchObject({
      parking_available: ethernetMessages.yesNo,
      site_number: ethernetMessages.siteNumber,
      requested_survey_date_2: ethernetMessages.surveyApart,
      requested_survey_date_3: ethernetMessages.surveyTooSoon,
    });
  });

  it('the presentation: metro all three with RJ45 first; over FFN the product’s own', async () => {
    const metro = startFunnel();
    await toCustomer(metro);
    expect(presentationsOf(metro.snapshot().context)).toEqual(['RJ45', 'Optical single mode', 'Optical Multimode']);
    const ffn = startFunnel({ flags: { ethernetOverFFN: true } });
    await toCustomer(ffn, ffnProperty.uprn);
    expect(presentationsOf(ffn.snapshot().context)).toEqual(['RJ45', 'Optical single mode']);
  });

  it('the presentation the step shows (RJ45) is in the draft from the start: a first Next refuses other fields, not it', async () => {
    const f = startFunnel();
    await toCustomer(f);
    expect(f.snapshot().context.customer.ethernet_presentation).toBe('RJ45');
    expect(f.actions.saveDraft.mock.lastCall?.[0]).toMatchObject({ customer: { ethernet_presentation: 'RJ45' } });
    f.send({ type: 'step.next' });
    const errors = customerErrorsOf(f.snapshot().context);
    expect(errors.business_name).toBe(ethernetMessages.businessName);
    expect(errors).not.toHaveProperty('ethernet_presentation');
    // A draft stored without it gets it: the summary it was on still stands.
    const stored = f.actions.saveDraft.mock.lastCall?.[0] as EthernetDraft;
    const { ethernet_presentation: _, ...older } = metroCustomer;
    const resumed = startFunnel({ restored: { ...stored, step: 'summary', customer: older } });
    await settle();
    resumed.send({ type: 'resume.continue' });
    expect(resumed.snapshot().matches({ summary: 'reviewing' })).toBe(true);
    expect(resumed.snapshot().context.customer.ethernet_presentation).toBe('RJ45');
  });

  it('without ENNI selection the product’s default ENNI is the order’s', async () => {
    const f = startFunnel({ flags: { enniSelectionEnabled: false } });
    await toSummary(f, metroProperty.uprn, { ...metroCustomer, enni: doubleTagEnni.identifier });
    f.send({ type: 'step.submit' });
    await settle();
    expect(f.calls.placeOrder.mock.calls[0]?.[0].body).toMatchObject({
      enni: singleTagEnni.identifier,
      enni_tagging: 'Single Tag',
    });
  });

  it('places the sandbox’s field errors on their fields, except interconnect_service, opportunity_name, enni_tagging', async () => {
    const f = startFunnel({
      validate: () =>
        Promise.reject(
          fieldError({
            buyer_reference: ['Taken', 'Second'],
            interconnect_service: ['x'],
            opportunity_name: ['y'],
            enni_tagging: ['z'],
          }),
        ),
    });
    await toCustomer(f);
    f.send({ type: 'customer.change', values: metroCustomer });
    f.send({ type: 'step.next' });
    await settle();
    expect(f.snapshot().matches({ customer: 'editing' })).toBe(true);
    expect(customerErrorsOf(f.snapshot().context)).toEqual({ buyer_reference: 'Taken' });
    f.send({ type: 'customer.change', values: { ...metroCustomer, buyer_reference: 'ETH-0002' } });
    expect(customerErrorsOf(f.snapshot().context)).toEqual({});
  });
});

describe('Ethernet order machine: summary, placement and PTW', () => {
  it('places a metro order with everything gathered and one Idempotency-Key; a double press sends once', async () => {
    const f = startFunnel();
    await toSummary(f);
    f.send({ type: 'step.submit' });
    f.send({ type: 'step.submit' });
    await settle();
    expect(f.calls.placeOrder).toHaveBeenCalledTimes(1);
    const { variant, body, idempotencyKey } = f.calls.placeOrder.mock.calls[0]?.[0] ?? {};
    expect({ variant, idempotencyKey }).toEqual({ variant: 'metro', idempotencyKey: 'key-1' });
    expect(body).toMatchObject({
      uprn: metroProperty.uprn,
      product_id: 'metro-100-36',
      product_name: 'Ethernet 100 National',
      term: 36,
      vlan: 200,
      enni: singleTagEnni.identifier,
      interconnect_service: 'CFMNATENNI',
      opportunity_name: 'Leeds national',
      enni_tagging: 'Single Tag',
      address: metroProperty.address,
      rag_status: 'green',
      install_price: 1500,
      recurring_price: 250.5,
      variant: 'metro',
    });
    expect(f.snapshot().matches('placed')).toBe(true);
    expect(f.calls.uploadPtw).not.toHaveBeenCalled();
    expect(f.actions.clearStoredDraft).toHaveBeenCalled();
  });

  it('places an over-FFN order at its own route with the over-FFN answers', async () => {
    const f = startFunnel({ flags: { ethernetOverFFN: true } });
    await toSummary(f, ffnProperty.uprn);
    f.send({ type: 'step.submit' });
    await settle();
    const { variant, body } = f.calls.placeOrder.mock.calls[0]?.[0] ?? {};
    expect(variant).toBe('ffn');
    expect(body).toMatchObject({ svlan: 300, cvlan: 400, site_ready_for_installation: 'Yes', term: 60 });
    expect(body).not.toHaveProperty('vlan');
  });

  it("refuses placement with 'PTW documents should be approved' while chosen files are not verified", async () => {
    const f = startFunnel();
    await toCustomer(f);
    f.send({ type: 'ptw.change', files: [ptwPdf()], verified: false });
    f.send({ type: 'customer.change', values: metroCustomer });
    f.send({ type: 'step.next' });
    await settle();
    f.send({ type: 'step.submit' });
    expect(f.snapshot().matches({ summary: 'reviewing' })).toBe(true);
    expect(f.calls.placeOrder).not.toHaveBeenCalled();
    expect(f.actions.notify).toHaveBeenCalledWith({ kind: 'error', ...ptwToasts.notApproved });
    expect(ptwToasts.notApproved.title).toBe('PTW documents should be approved');
  });

  it('another choice of files asks for the verification tick again', async () => {
    const f = startFunnel();
    await toCustomer(f);
    const first = [ptwPdf()];
    f.send({ type: 'ptw.change', files: first, verified: false });
    f.send({ type: 'ptw.change', files: first, verified: true });
    expect(f.snapshot().context.ptw.verified).toBe(true);
    f.send({ type: 'ptw.change', files: [...first, ptwPdf()], verified: true });
    expect(f.snapshot().context.ptw.verified).toBe(false);
  });

  it('uploads verified PTW files after the order, under its buyer reference', async () => {
    const f = startFunnel();
    await toCustomer(f);
    const file = ptwPdf();
    f.send({ type: 'ptw.change', files: [file], verified: false });
    f.send({ type: 'ptw.change', files: f.snapshot().context.ptw.files, verified: true });
    f.send({ type: 'customer.change', values: metroCustomer });
    f.send({ type: 'step.next' });
    await settle();
    f.send({ type: 'step.submit' });
    await settle();
    expect(f.calls.uploadPtw).toHaveBeenCalledWith({ directory: 'ETH-0001', files: [file] });
    expect(f.calls.placeOrder.mock.invocationCallOrder[0]).toBeLessThan(
      f.calls.uploadPtw.mock.invocationCallOrder[0] ?? 0,
    );
    expect(f.snapshot().matches('placed')).toBe(true);
    expect(f.actions.notify).toHaveBeenCalledWith({ kind: 'success', ...ptwToasts.uploaded });
  });

  it('a failed upload after the order says so for 10 s and the order still counts as placed', async () => {
    const f = startFunnel({ upload: () => Promise.reject(httpError(500)) });
    await toCustomer(f);
    f.send({ type: 'ptw.change', files: [ptwPdf()], verified: false });
    f.send({ type: 'ptw.change', files: f.snapshot().context.ptw.files, verified: true });
    f.send({ type: 'customer.change', values: metroCustomer });
    f.send({ type: 'step.next' });
    await settle();
    f.send({ type: 'step.submit' });
    await settle();
    expect(f.snapshot().matches('placed')).toBe(true);
    expect(f.actions.notify).toHaveBeenCalledWith({ kind: 'success', ...orderToasts.orderPlaced });
    expect(f.actions.notify).toHaveBeenCalledWith({
      kind: 'error',
      title: 'PTW file upload was unsuccessful',
      description: 'Sorry, PTW file upload failed. Please proceed to the Service Portal and try again.',
      duration: 10,
    });
  });

  kit.afterPlacement();
});

describe('Ethernet order machine: the draft', () => {
  kit.draftOffer();

  it('keeps the chosen PTW files and their tick with the draft: after a reload they are still there and go up after the order', async () => {
    const first = startFunnel();
    await toSummary(first);
    first.send({ type: 'step.back' });
    const pdf = ptwPdf();
    first.send({ type: 'ptw.change', files: [pdf], verified: false });
    first.send({ type: 'ptw.change', files: [pdf], verified: true });
    first.send({ type: 'step.next' });
    await settle();
    const draft = first.actions.saveDraft.mock.lastCall?.[0] as EthernetDraft;
    expect(draft).toMatchObject({ step: 'summary', ptw: { files: [pdf], verified: true } });
    const resumed = startFunnel({ restored: parseEthernetDraft(draft) });
    await settle();
    resumed.send({ type: 'resume.continue' });
    expect(resumed.snapshot().matches({ summary: 'reviewing' })).toBe(true);
    expect(resumed.snapshot().context.ptw).toEqual({ files: [pdf], verified: true });
    resumed.send({ type: 'step.submit' });
    await settle();
    expect(resumed.calls.uploadPtw).toHaveBeenCalledWith({ directory: placed.buyer_order_reference, files: [pdf] });
    // A draft stored before the files were kept (or whose files cannot be read) comes back without any.
    const { ptw: _, ...older } = draft;
    expect(parseEthernetDraft(older)?.ptw).toEqual({ files: [], verified: false });
  });

  it('does not resume a draft of the other branch (the flag changed), nor one of an older shape', async () => {
    const first = startFunnel({ flags: { ethernetOverFFN: true } });
    await toSummary(first, ffnProperty.uprn);
    const draft = first.actions.saveDraft.mock.lastCall?.[0] as EthernetDraft;
    const metroNow = startFunnel({ restored: draft });
    await settle();
    expect(metroNow.snapshot().matches({ availability: 'idle' })).toBe(true);
    expect(parseEthernetDraft({ version: 0, step: 'summary' })).toBeUndefined();
    expect(parseEthernetDraft({ ...draft, customer: 7 })).toBeUndefined();
  });

  kit.resumesNoFurther(
    'resumes no further than the draft allows (a summary with an invalid customer step resumes at the customer)',
  );
});

// The model's drivers: what makes each model event happen to the production machine (the kit's events as every
// funnel's, tests/support/order-funnel-testing.ts).
const isFfn = (step: { modelContext: { ffn: boolean } }) => step.modelContext.ffn;
let pdf = ptwPdf();

testOrderFunnelWithModel({
  name: 'ethernet-order',
  machine: ethernetOrderMachine,
  model: ethernetOrderModel,
  steps: ['availability', 'products', 'customer', 'summary'] satisfies EthernetStep[],
  flags: (c) => (c.ffn ? ffnFlags : metroFlags),
  // IndexedDB keeps the PTW files as File objects; the rest comes back as plain data.
  readBack: (draft: EthernetDraft) => parseEthernetDraft({ ...JSON.parse(JSON.stringify(draft)), ptw: draft.ptw }),
  postcodes: { valid: 'LS10 1EA', invalid: 'LS10' },
  lookup: { actor: 'lookupPostcode', found: [metroProperty, ffnProperty] },
  placed,
  answers: (step) => (isFfn(step) ? ffnCustomer(todayIso()) : metroCustomer),
  reference: 'ETH',
  drivers: {
    'open.overFfn': async ({ restart, resolve }) => {
      await restart(funnelInput(ffnFlags));
      await resolve('restoreDraft', undefined);
    },
    'property.select': ({ send, step }) =>
      send({ type: 'property.select', uprn: isFfn(step) ? ffnProperty.uprn : metroProperty.uprn }),
    'check.ok': ({ resolve }) => resolve('checkExistingOrder', false),
    'check.existingOrder': ({ resolve }) => resolve('checkExistingOrder', true),
    'check.fail': ({ reject }) => reject('checkExistingOrder', httpError(500)),
    'products.found': ({ resolve, step }) =>
      isFfn(step)
        ? resolve('ffnProducts', ffnProducts)
        : resolve('metroProducts', { products: metroProducts, failed: false }),
    'products.empty': ({ resolve, step }) =>
      isFfn(step) ? resolve('ffnProducts', []) : resolve('metroProducts', { products: [], failed: false }),
    'products.fail': ({ resolve, reject, step }) =>
      isFfn(step) ? reject('ffnProducts', httpError(500)) : resolve('metroProducts', { products: [], failed: true }),
    'product.choose': ({ send, snapshot }) =>
      send({ type: 'product.select', productId: productsOfTerm(snapshot().context)[0]?.productId ?? '' }),
    'term.change': ({ send, snapshot }) => {
      const { products, choice } = snapshot().context;
      const other = products.find((p) => p.contractTerm !== choice.term)?.contractTerm ?? 1;
      return send({ type: 'term.select', term: other });
    },
    'form.invalid': ({ send, snapshot }) =>
      send({ type: 'customer.change', values: { ...snapshot().context.customer, business_name: '' } }),
    'ptw.choose': ({ send }) => {
      pdf = ptwPdf();
      return send({ type: 'ptw.change', files: [pdf], verified: false });
    },
    'ptw.verify': ({ send, snapshot }) =>
      send({ type: 'ptw.change', files: snapshot().context.ptw.files, verified: true }),
    'upload.ok': ({ resolve }) => resolve('uploadPtw', {}),
    'upload.fail': ({ reject }) => reject('uploadPtw', httpError(500)),
  },
  assertState: ({ step, snapshot, inputOf }) => {
    const state = JSON.stringify(step.expectedState);
    const c = step.modelContext;
    if (state.includes('choosing') && state.includes('products'))
      expect(snapshot().can({ type: 'step.next' })).toBe(true); // refused Next still toasts
    if (state.includes('choosing') && state.includes('products'))
      expect(snapshot().context.choice.productId !== '').toBe(c.product);
    if (state.includes('products') || state.includes('customer') || state.includes('summary'))
      expect(variantOf(snapshot().context)).toBe(c.ffn ? 'ffn' : 'metro');
    if (state.includes('uploading'))
      expect(inputOf('uploadPtw')).toEqual({ directory: placed.buyer_order_reference, files: [pdf] });
  },
});
