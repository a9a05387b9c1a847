import { assign, sendParent, sendTo, setup } from 'xstate';
import { type FaultReferenceStatus, faultReferenceCheckMachine } from './fault-reference-check.machine';
import {
  autofilledValues,
  type FormValues,
  normaliseServiceReference,
  showsVulnerability,
  withVisibleAnswers,
} from './incident-raise-forms';
import { incidentServiceCheckMachine, type ServiceCheck } from './incident-service-check.machine';

/** What step one holds, and what the funnel keeps of it in the draft and asks of it before Next. */
export type ServiceStepData = {
  serviceReference: string | null;
  check: ServiceCheck | null;
  serviceValues: FormValues;
  faultReference: FaultReferenceStatus;
};
export type ServiceStepInput = Omit<ServiceStepData, 'faultReference'> & {
  enableDiagnosticCheck: boolean;
  vulnerabilityEnabled: boolean;
};
type ServiceStepContext = ServiceStepData & ServiceStepInput & { referenceText: string };

/** What the step tells the funnel (its parent), in this order when a service is picked and checked. */
export type ServiceStepReport =
  /** A new service's checks start: the later steps start afresh. */
  | { type: 'serviceStep.select'; serviceReference: string }
  /** Its checks came back (with an active MSO no appointment is taken). */
  | { type: 'serviceStep.checked'; check: ServiceCheck }
  /** What the step holds now: the funnel saves it with the draft and guards Next with it. */
  | ({ type: 'serviceStep.change' } & ServiceStepData);

const dataOf = ({ serviceReference, check, serviceValues, faultReference }: ServiceStepContext): ServiceStepData => ({
  serviceReference,
  check,
  serviceValues,
  faultReference,
});
/**
 * Step one of the raise funnel, Service Details (spec 2 §4, §5): the service lookup and its checks, the form with the
 * site address filled from the checked service and hidden vulnerability answers dropped, and the fault reference's
 * uniqueness check. Views send what the user did; the funnel hears every change (`report…`) and owns Next.
 */
export const incidentRaiseServiceMachine = setup({
  types: {
    context: {} as ServiceStepContext,
    input: {} as ServiceStepInput,
    events: {} as
      | { type: 'reference.type'; text: string }
      | { type: 'reference.submit' }
      | { type: 'service.select'; serviceReference: string }
      | { type: 'form.change'; values: FormValues }
      | { type: 'faultReference.status'; status: FaultReferenceStatus },
  },
  actors: { checkService: incidentServiceCheckMachine, faultReferenceCheck: faultReferenceCheckMachine },
  actions: {
    assignReferenceText: assign({ referenceText: (_, p: { text: string }) => p.text }),
    assignService: assign((_, p: { serviceReference: string }) => ({
      serviceReference: p.serviceReference,
      referenceText: p.serviceReference,
      check: null,
    })),
    forgetCheck: assign({ serviceReference: null, check: null }),
    // The site address and service type come from the checked service (replacing a previous service's).
    assignCheck: assign(({ context }, p: { check: ServiceCheck }) => ({
      check: p.check,
      serviceValues: withVisibleAnswers(
        autofilledValues(context.serviceValues, p.check),
        showsVulnerability(p.check, context.serviceValues.incident_severity, context.vulnerabilityEnabled),
      ),
    })),
    // Hidden vulnerability answers are not kept (nor sent).
    assignValues: assign(({ context }, p: { values: FormValues }) => ({
      serviceValues: withVisibleAnswers(
        p.values,
        showsVulnerability(context.check, p.values.incident_severity, context.vulnerabilityEnabled),
      ),
    })),
    // The uniqueness check hears every change of the form; it starts again only when the reference changed.
    forwardFaultReference: sendTo('faultReferenceCheck', (_, p: { values: FormValues }) => ({
      type: 'reference.change' as const,
      reference: String(p.values.buyer_fault_ref ?? ''),
    })),
    assignFaultReference: assign({ faultReference: (_, p: { status: FaultReferenceStatus }) => p.status }),
    // What the funnel hears (sendParent): see ServiceStepReport.
    reportSelect: sendParent(
      ({ context }): ServiceStepReport => ({
        type: 'serviceStep.select',
        serviceReference: context.serviceReference ?? '',
      }),
    ),
    reportChecked: sendParent(
      (_, p: { check: ServiceCheck }): ServiceStepReport => ({
        type: 'serviceStep.checked',
        check: p.check,
      }),
    ),
    reportChange: sendParent(({ context }): ServiceStepReport => ({ type: 'serviceStep.change', ...dataOf(context) })),
  },
  guards: {
    hasCheckedService: ({ context }) => context.check !== null,
    isReference: ({ context }) => normaliseServiceReference(context.referenceText) !== null,
    isOtherReference: ({ context }, p: { text: string }) =>
      normaliseServiceReference(p.text) !== context.serviceReference,
  },
}).createMachine({
  id: 'incidentRaiseService',
  context: ({ input }) => ({ ...input, referenceText: input.serviceReference ?? '', faultReference: 'empty' }),
  invoke: {
    id: 'faultReferenceCheck',
    src: 'faultReferenceCheck',
    input: ({ context }) => ({ reference: String(context.serviceValues.buyer_fault_ref ?? '') }),
  },
  initial: 'resuming',
  on: {
    'form.change': {
      actions: [
        { type: 'forwardFaultReference', params: ({ event }) => event },
        { type: 'assignValues', params: ({ event }) => event },
        'reportChange',
      ],
    },
    'service.select': {
      target: '.checking',
      actions: [{ type: 'assignService', params: ({ event }) => event }, 'reportSelect', 'reportChange'],
    },
    'faultReference.status': {
      actions: [{ type: 'assignFaultReference', params: ({ event }) => event }, 'reportChange'],
    },
  },
  states: {
    // Back from a later step (or a restored draft): the checked service is still checked.
    resuming: { always: [{ guard: 'hasCheckedService', target: 'checked' }, { target: 'idle' }] },
    idle: {
      entry: 'reportChange',
      on: {
        'reference.type': { actions: { type: 'assignReferenceText', params: ({ event }) => event } },
        'reference.submit': {
          guard: 'isReference',
          target: 'checking',
          actions: [
            {
              type: 'assignService',
              params: ({ context }) => ({ serviceReference: normaliseServiceReference(context.referenceText) ?? '' }),
            },
            'reportSelect',
            'reportChange',
          ],
        },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkService',
        src: 'checkService',
        input: ({ context }) => ({
          serviceReference: context.serviceReference ?? '',
          enableDiagnosticCheck: context.enableDiagnosticCheck,
        }),
        onDone: {
          target: 'checked',
          actions: [
            { type: 'assignCheck', params: ({ event }) => ({ check: event.output }) },
            { type: 'reportChecked', params: ({ event }) => ({ check: event.output }) },
          ],
        },
      },
    },
    checked: {
      entry: 'reportChange',
      on: {
        // Editing the reference after a check invalidates it: Next waits for the new reference's checks, so an
        // incident is never raised against a service nobody checked.
        'reference.type': {
          guard: { type: 'isOtherReference', params: ({ event }) => event },
          target: 'idle',
          actions: [{ type: 'assignReferenceText', params: ({ event }) => event }, 'forgetCheck'],
        },
      },
    },
  },
});
