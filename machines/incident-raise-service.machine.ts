import { assign, sendParent, sendTo, setup } from 'xstate';
import { type FaultReferenceStatus, faultReferenceCheckMachine } from './fault-reference-check.machine';
import {
  autofilledValues,
  type FieldErrors,
  type FormValues,
  normaliseServiceReference,
  serviceErrorsOf,
  showsVulnerability,
  touchedWith,
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
/** The form as the view shows it: each field's message, shown once the user has changed that field (`touched`). */
type ServiceStepForm = { errors: FieldErrors; touched: string[] };
type ServiceStepContext = ServiceStepData & ServiceStepInput & ServiceStepForm & { referenceText: string };

/** The values the step keeps (hidden vulnerability answers dropped) and their messages. */
const formOf = (values: FormValues, check: ServiceCheck | null, vulnerabilityEnabled: boolean) => {
  const serviceValues = withVisibleAnswers(
    values,
    showsVulnerability(check, values.incident_severity, vulnerabilityEnabled),
  );
  return { serviceValues, errors: serviceErrorsOf(serviceValues) };
};

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
      /** What the user changed: a patch over the values (all of them, or only the fields changed). */
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
      ...formOf(autofilledValues(context.serviceValues, p.check), p.check, context.vulnerabilityEnabled),
    })),
    // The patch is merged over the values; hidden vulnerability answers are not kept (nor sent).
    assignValues: assign(({ context }, p: { values: FormValues }) => ({
      ...formOf({ ...context.serviceValues, ...p.values }, context.check, context.vulnerabilityEnabled),
      touched: touchedWith(context.touched, p.values),
    })),
    // The uniqueness check hears every change of the form; it starts again only when the reference changed.
    forwardFaultReference: sendTo('faultReferenceCheck', (_, p: { reference: string }) => ({
      type: 'reference.change' as const,
      reference: p.reference,
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
  context: ({ input }) => ({
    ...input,
    referenceText: input.serviceReference ?? '',
    faultReference: 'empty',
    errors: serviceErrorsOf(input.serviceValues),
    touched: [],
  }),
  invoke: {
    id: 'faultReferenceCheck',
    src: 'faultReferenceCheck',
    input: ({ context }) => ({ reference: String(context.serviceValues.buyer_fault_ref ?? '') }),
  },
  initial: 'resuming',
  on: {
    'form.change': {
      actions: [
        {
          type: 'forwardFaultReference',
          params: ({ context, event }) => ({
            reference: String({ ...context.serviceValues, ...event.values }.buyer_fault_ref ?? ''),
          }),
        },
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
