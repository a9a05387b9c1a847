import { faultReferenceCheckMachine } from '@machines/fault-reference-check.machine';
import {
  incidentRaiseServiceMachine,
  type ServiceStepInput,
  type ServiceStepReport,
} from '@machines/incident-raise-service.machine';
import { incidentRaiseServiceModel } from '@machines/incident-raise-service.model';
import type { ServiceCheck } from '@machines/incident-service-check.machine';
import { type ActorRefFrom, createActor, createMachine, fromPromise } from 'xstate';
import { addDays, todayIso } from '@/lib/dates';
import { supportMessages } from '@/lib/support-rules';
import { testMachineWithModel } from '../support/model-testing';
import { checks, serviceValues, york } from './incident-raise.fixtures';

// With no funnel to hear them, the reports are plain (recorded) actions.
const silent = { reportSelect: () => undefined, reportChecked: () => undefined, reportChange: () => undefined };
const input: ServiceStepInput = {
  serviceReference: null,
  check: null,
  serviceValues: {},
  enableDiagnosticCheck: false,
  vulnerabilityEnabled: true,
};

/** Step one under a parent that records what it reports, as the funnel does; checks answer at once. */
function start(options: { checkOf?: (reference: string) => ServiceCheck; unique?: (ref: string) => boolean } = {}) {
  const looked: string[] = [];
  const heard: ServiceStepReport[] = [];
  const step = incidentRaiseServiceMachine.provide({
    actors: {
      checkService: fromPromise(async ({ input }: { input: { serviceReference: string } }) => {
        looked.push(input.serviceReference);
        return (options.checkOf ?? (() => checks.ok))(input.serviceReference);
      }) as never,
      faultReferenceCheck: faultReferenceCheckMachine.provide({
        actors: { isUnique: fromPromise(async ({ input }) => (options.unique ?? (() => true))(input.reference)) },
      }),
    },
  });
  const parent = createMachine({
    invoke: { id: 'step', src: step, input },
    on: { '*': { actions: ({ event }) => heard.push(event as ServiceStepReport) } },
  });
  const actor = createActor(parent).start();
  const child = actor.getSnapshot().children.step as ActorRefFrom<typeof incidentRaiseServiceMachine>;
  const last = () => heard.filter((r) => r.type === 'serviceStep.change').at(-1);
  return { child, looked, heard, last, snapshot: () => child.getSnapshot() };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('incident raise: service details step', () => {
  it('tells the funnel of a new service, then of its checks, then what the step holds', async () => {
    const f = start();
    f.heard.length = 0;
    f.child.send({ type: 'service.select', serviceReference: 'S1000001' });
    expect(f.snapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(f.heard.map((r) => r.type)).toEqual([
      'serviceStep.select',
      'serviceStep.change',
      'serviceStep.checked',
      'serviceStep.change',
    ]);
    expect(f.last()).toMatchObject({ serviceReference: 'S1000001', check: checks.ok });
  });

  it('fills the site address and service type from the checked service, replacing a previous service’s', async () => {
    const f = start({ checkOf: (ref) => (ref === 'S1000009' ? york : checks.ok) });
    f.child.send({ type: 'service.select', serviceReference: 'S1000001' });
    await settle();
    expect(f.last()?.serviceValues).toMatchObject({ address_city: 'Leeds', business_service_category_id: '1' });
    f.child.send({ type: 'form.change', values: { ...f.snapshot().context.serviceValues, address_name: 'Unit 4' } });
    f.child.send({ type: 'service.select', serviceReference: 'S1000009' });
    await settle();
    expect(f.last()?.serviceValues).toMatchObject({
      address_name: 'Unit 4',
      address_street: '4 Station Road',
      address_city: 'York',
      address_postcode: 'YO1 7HH',
      business_service_category_id: '2',
    });
  });

  it.each([
    ['s1000001', 'S1000001'],
    ['S1234', 'S1234'],
    ['Other (s1000001)', 'S1000001'],
  ])('looks %s up on Enter as %s', async (typed, looked) => {
    const f = start();
    f.child.send({ type: 'reference.type', text: typed });
    f.child.send({ type: 'reference.submit' });
    await settle();
    expect(f.looked).toEqual([looked]);
    expect(f.last()?.serviceReference).toBe(looked);
  });

  it('ignores Enter while the lookup holds no reference', () => {
    const f = start();
    f.child.send({ type: 'reference.type', text: '' });
    f.child.send({ type: 'reference.submit' });
    expect(f.snapshot().value).toBe('idle');
    expect(f.looked).toEqual([]);
  });

  it('forgets the check as soon as the checked reference is edited, and not when it is only retyped', async () => {
    const f = start();
    f.child.send({ type: 'service.select', serviceReference: 'S1000001' });
    await settle();
    f.child.send({ type: 'reference.type', text: 's1000001' });
    expect(f.snapshot().value).toBe('checked');
    f.child.send({ type: 'reference.type', text: 'S100000' });
    expect(f.snapshot().value).toBe('idle');
    expect(f.last()).toMatchObject({ serviceReference: null, check: null });
  });

  it('drops hidden vulnerability answers', async () => {
    const f = start();
    f.child.send({ type: 'service.select', serviceReference: 'S1000001' });
    await settle();
    const vulnerable = { vulnerable_customer: true, telecare_required: true, vulnerability_support: 'Wheelchair' };
    f.child.send({ type: 'form.change', values: { ...serviceValues, ...vulnerable } });
    expect(f.last()?.serviceValues).toMatchObject(vulnerable);
    f.child.send({
      type: 'form.change',
      values: { ...serviceValues, ...vulnerable, incident_severity: 'Service Degraded' },
    });
    expect(f.last()?.serviceValues).toMatchObject({
      vulnerable_customer: false,
      telecare_required: false,
      vulnerability_support: undefined,
    });
  });

  it('reports the fault reference check’s outcome, and that an emptied reference has none', async () => {
    vi.useFakeTimers();
    try {
      const f = start({ unique: (ref) => ref !== 'NF-OPEN-1' });
      f.child.send({ type: 'form.change', values: { buyer_fault_ref: 'NF-OPEN-1' } });
      expect(f.last()?.faultReference).toBe('checking');
      await vi.advanceTimersByTimeAsync(450);
      expect(f.last()?.faultReference).toBe('duplicate');
      f.child.send({ type: 'form.change', values: { buyer_fault_ref: '' } });
      expect(f.last()?.faultReference).toBe('empty');
    } finally {
      vi.useRealTimers();
    }
  });

  it('merges a changed field over the values, and remembers which fields the user changed', async () => {
    const f = start();
    f.child.send({ type: 'service.select', serviceReference: 'S1000001' });
    await settle();
    f.child.send({ type: 'form.change', values: serviceValues });
    f.child.send({ type: 'form.change', values: { customer_reference: '' } });
    expect(f.snapshot().context.serviceValues).toMatchObject({ ...serviceValues, customer_reference: '' });
    expect(f.last()?.serviceValues).toMatchObject({ address_city: 'Leeds', customer_reference: '' });
    expect(f.snapshot().context.touched).toEqual(Object.keys(serviceValues));
    expect(f.snapshot().context.errors).toEqual({ customer_reference: supportMessages.required });
  });

  it('holds each field’s message from the start, with nothing changed yet', () => {
    const f = start();
    expect(f.snapshot().context.touched).toEqual([]);
    expect(f.snapshot().context.errors).toMatchObject({
      customer_reference: supportMessages.required,
      short_description: supportMessages.required,
    });
    f.child.send({ type: 'form.change', values: { short_description: 'No light' } });
    expect(f.snapshot().context.touched).toEqual(['short_description']);
    expect(f.snapshot().context.errors.short_description).toBeUndefined();
  });

  it('says on the fault start date that a later day is in the future, before the rest of the form is filled', () => {
    const f = start();
    f.child.send({ type: 'form.change', values: { fault_start_date: addDays(todayIso(), 1) } });
    expect(f.snapshot().context.errors.fault_start_date).toBe(supportMessages.faultStartFuture);
  });

  it('asks for the support needed once the customer is said to be vulnerable', async () => {
    const f = start();
    f.child.send({ type: 'service.select', serviceReference: 'S1000001' });
    await settle();
    f.child.send({ type: 'form.change', values: serviceValues });
    f.child.send({ type: 'form.change', values: { vulnerable_customer: true } });
    expect(f.snapshot().context.errors).toEqual({ vulnerability_support: supportMessages.required });
    f.child.send({ type: 'form.change', values: { vulnerability_support: 'Wheelchair user' } });
    expect(f.snapshot().context.errors).toEqual({});
  });

  it('checks the fault reference again only when a change names it', async () => {
    vi.useFakeTimers();
    try {
      const f = start({ unique: (ref) => ref !== 'NF-OPEN-1' });
      f.child.send({ type: 'form.change', values: { buyer_fault_ref: 'NF-OPEN-1' } });
      await vi.advanceTimersByTimeAsync(450);
      f.child.send({ type: 'form.change', values: { customer_reference: 'CUST-1' } });
      expect(f.last()?.faultReference).toBe('duplicate');
    } finally {
      vi.useRealTimers();
    }
  });

  it('comes back to a checked service checked, without checking it again', () => {
    const f = start();
    const back = createActor(incidentRaiseServiceMachine.provide({ actions: silent }), {
      input: { ...input, serviceReference: 'S1000001', check: checks.ok },
    }).start();
    expect(back.getSnapshot().value).toBe('checked');
    expect(back.getSnapshot().context.referenceText).toBe('S1000001');
    expect(f.looked).toEqual([]);
    back.stop();
  });
});

// The model's drivers; the reports (sendParent in the funnel) are recorded side effects here, with no parent.
type Step = ReturnType<typeof incidentRaiseServiceMachine.getInitialSnapshot>;
testMachineWithModel({
  name: 'incident-raise-service',
  machine: incidentRaiseServiceMachine.provide({ actions: silent }),
  model: incidentRaiseServiceModel,
  input,
  drivers: {
    // Another reference than the one checked (a typed S1000009 may be the checked one).
    'reference.type': ({ send, snapshot }) =>
      send({
        type: 'reference.type',
        text: snapshot().context.serviceReference === 'S1000009' ? 'S1000008' : 'S1000009',
      }),
    'reference.clear': ({ send }) => send({ type: 'reference.type', text: '' }),
    'reference.same': ({ send, snapshot }) =>
      send({ type: 'reference.type', text: String(snapshot().context.serviceReference).toLowerCase() }),
    'reference.submit': ({ send }) => send({ type: 'reference.submit' }),
    'service.select': ({ send }) => send({ type: 'service.select', serviceReference: 'S1000001' }),
    'check.ok': ({ resolve }) => resolve('checkService', checks.ok),
    'check.blocked': ({ resolve }) => resolve('checkService', checks.blocked),
    'form.change': ({ send }) => send({ type: 'form.change', values: serviceValues }),
    'faultReference.status': ({ send }) => send({ type: 'faultReference.status', status: 'duplicate' }),
    'step.return': ({ restart }) => restart({ ...input, serviceReference: 'S1000001', check: checks.ok }),
  },
  // The funnel always holds what the step holds: the last report is what the step holds now.
  assertState: ({ snapshot, actions }) => {
    const { serviceReference, check, serviceValues, faultReference } = (snapshot() as Step).context;
    const changes = actions.reportChange?.mock.calls ?? [];
    expect(changes.length).toBeGreaterThan(0);
    const [{ context: reported }] = changes.at(-1) as [{ context: Step['context'] }];
    expect(reported).toMatchObject({ serviceReference, check, serviceValues, faultReference });
  },
});
