import { assign, fromPromise, setup } from 'xstate';
import {
  type AmendableFacts,
  type AmendedAppointment,
  appointmentAmendable,
  type ServiceAppointmentAmendBody,
  serviceAppointmentMessages,
  serviceAppointmentToasts,
} from '@/contracts/service-appointments';
import type { Toast } from '@/contracts/toast';
import { appointmentSlotListMachine, type ReservedSlot, type SlotReservedEvent } from './appointment-slot-list.machine';

export type ServiceAppointmentInput = {
  serviceId: string;
  uprn: string;
  product: string;
  ispMigration: boolean;
  projectReference: string | null;
  /** The service's status and appointment, for the amend rule (`appointmentAmendable`). */
  facts: AmendableFacts;
  /** The sandbox's today (London, YYYY-MM-DD): the search's first date and its earliest. */
  today: string;
};

export type ServiceAppointmentSearchForm = { appointmentDate: string; reappointment: boolean };

type Context = ServiceAppointmentInput & {
  search: ServiceAppointmentSearchForm;
  /** Why the search form cannot be sent, shown under the date. */
  searchError: string | null;
  reserved: ReservedSlot | null;
  amended: AmendedAppointment | null;
  /** Why the last amend failed (the sandbox's words for a refusal, else the toast's). */
  failure: string | null;
};

const toastNotProvided = (_: unknown, _params: Toast) => {
  throw new Error('toast not provided');
};

/** A refusal the sandbox explains (409 slot or reservation gone, 422 rule) in its own words; anything else in the toast's. */
const amendFailure = (error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  return (status === 409 || status === 422 || status === 400) && error instanceof Error && error.message
    ? error.message
    : serviceAppointmentToasts.amendFailed.description;
};

const searchProblem = (form: ServiceAppointmentSearchForm, today: string) => {
  if (!/^\d{4}-\d\d-\d\d$/.test(form.appointmentDate)) return serviceAppointmentMessages.dateRequired;
  if (form.appointmentDate < today) return serviceAppointmentMessages.datePast;
  return null;
};

/**
 * Changing a service's appointment (spec 2 §4 "Appointments on service", §7, §8; spec 3 §4 Appointment list): open the
 * dialog (only when `appointmentAmendable`), search from a date with the reappointment option, then the order slot list
 * as a child (`appointmentSlots`: 10 at a time, Show More, one reserved slot ticked; it reserves through PUT
 * /v2/appointments/reserve and tells this machine), then Change appointment (PUT /v2/appointments/amend). The sandbox
 * moves the appointment, frees the old slot and writes the history; the view refreshes the service on `notifyAmended`.
 */
export const serviceAppointmentMachine = setup({
  types: {
    context: {} as Context,
    input: {} as ServiceAppointmentInput,
    events: {} as
      | { type: 'change.open' }
      | { type: 'change.cancel' }
      | { type: 'change.close' }
      | { type: 'service.update'; facts: AmendableFacts; today: string }
      | { type: 'search.change'; appointmentDate?: string; reappointment?: boolean }
      | { type: 'search.submit' }
      | { type: 'search.edit' }
      | SlotReservedEvent
      | { type: 'amend.submit' },
  },
  actors: {
    // The order slot list, provided with the services' search and reserve calls by the view.
    appointmentSlots: appointmentSlotListMachine,
    // PUT /v2/appointments/amend?smsReappointment=false.
    amendAppointment: fromPromise<AmendedAppointment, ServiceAppointmentAmendBody>(async () => {
      throw new Error('amendAppointment not provided');
    }),
  },
  actions: {
    assignFacts: assign((_, p: { facts: AmendableFacts; today: string }) => ({ facts: p.facts, today: p.today })),
    resetSearch: assign(({ context }) => ({
      search: { appointmentDate: context.today, reappointment: false },
      searchError: null,
      reserved: null,
      amended: null,
      failure: null,
    })),
    assignSearch: assign(({ context }, p: { appointmentDate?: string; reappointment?: boolean }) => ({
      search: {
        appointmentDate: p.appointmentDate ?? context.search.appointmentDate,
        reappointment: p.reappointment ?? context.search.reappointment,
      },
      searchError: null,
    })),
    assignSearchError: assign(({ context }) => ({ searchError: searchProblem(context.search, context.today) })),
    assignReserved: assign((_, p: { slot: ReservedSlot }) => ({ reserved: p.slot, failure: null })),
    clearReserved: assign({ reserved: null, failure: null }),
    assignAmended: assign((_, p: { appointment: AmendedAppointment }) => ({ amended: p.appointment, failure: null })),
    assignFailure: assign((_, p: { message: string }) => ({ failure: p.message })),
    // Toasts the app shows (antd notification); notifyAmended also refreshes the service (detail and history).
    notifyReserved: toastNotProvided,
    notifyAmended: toastNotProvided,
    notifyAmendFailed: toastNotProvided,
  },
  guards: {
    isAmendable: ({ context }) => appointmentAmendable(context.facts),
    isSearchValid: ({ context }) => searchProblem(context.search, context.today) === null,
    hasReservation: ({ context }) => context.reserved !== null,
  },
}).createMachine({
  id: 'serviceAppointment',
  context: ({ input }) => ({
    ...input,
    search: { appointmentDate: input.today, reappointment: false },
    searchError: null,
    reserved: null,
    amended: null,
    failure: null,
  }),
  initial: 'idle',
  on: {
    // The service was read again (after an amend, or another action): the rule and today follow it.
    'service.update': { actions: { type: 'assignFacts', params: ({ event }) => event } },
  },
  states: {
    // The appointment is shown; 'Change appointment' is offered when the rule allows.
    idle: {
      on: { 'change.open': { guard: 'isAmendable', target: 'search', actions: 'resetSearch' } },
    },
    // The dialog's search form: the first date and the reappointment option.
    search: {
      on: {
        'search.change': { actions: { type: 'assignSearch', params: ({ event }) => event } },
        'search.submit': [{ guard: 'isSearchValid', target: 'slots' }, { actions: 'assignSearchError' }],
        'change.cancel': 'idle',
      },
    },
    // The slot list (child) is running: reserve one, then change the appointment to it.
    slots: {
      invoke: {
        id: 'appointmentSlots',
        src: 'appointmentSlots',
        input: ({ context }) => ({
          uprn: context.uprn,
          product: context.product,
          ispMigration: context.ispMigration,
          query: {
            serviceId: context.serviceId,
            appointmentDate: context.search.appointmentDate,
            reappointment: context.search.reappointment,
            projectReference: context.projectReference,
          },
        }),
      },
      initial: 'choosing',
      on: {
        'search.edit': { target: 'search', actions: 'clearReserved' },
        'change.cancel': 'idle',
      },
      states: {
        choosing: {
          on: {
            'appointmentSlots.reserved': {
              actions: [
                { type: 'assignReserved', params: ({ event }) => event },
                { type: 'notifyReserved', params: serviceAppointmentToasts.reserved },
              ],
            },
            'amend.submit': { guard: 'hasReservation', target: 'amending' },
          },
        },
        amending: {
          tags: ['busy'],
          // While the change travels the dialog stays: these are taken here and change nothing.
          on: { 'search.edit': {}, 'change.cancel': {} },
          invoke: {
            id: 'amendAppointment',
            src: 'amendAppointment',
            input: ({ context }) => ({
              serviceId: context.serviceId,
              appointmentReservationKey: context.reserved?.appointmentReservationKey ?? '',
              reappointment: context.search.reappointment,
            }),
            onDone: {
              target: '#serviceAppointment.done',
              actions: [
                { type: 'assignAmended', params: ({ event }) => ({ appointment: event.output }) },
                { type: 'notifyAmended', params: serviceAppointmentToasts.amended },
              ],
            },
            onError: {
              target: 'amendFailed',
              actions: [
                { type: 'assignFailure', params: ({ event }) => ({ message: amendFailure(event.error) }) },
                { type: 'notifyAmendFailed', params: serviceAppointmentToasts.amendFailed },
              ],
            },
          },
        },
        // The reservation stays: try again, reserve another slot, or search again.
        amendFailed: {
          on: {
            'amend.submit': 'amending',
            'appointmentSlots.reserved': {
              target: 'choosing',
              actions: [
                { type: 'assignReserved', params: ({ event }) => event },
                { type: 'notifyReserved', params: serviceAppointmentToasts.reserved },
              ],
            },
          },
        },
      },
    },
    // Moved: the dialog says so until closed.
    done: { on: { 'change.close': 'idle' } },
  },
});
