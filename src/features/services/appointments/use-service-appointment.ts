import { appointmentSlotListMachine } from '@machines/appointment-slot-list.machine';
import { serviceAppointmentMachine } from '@machines/service-appointment.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { amendServiceAppointment, serviceSlotReserve, serviceSlotSearch } from '@/api/service-appointments';
import { useToasts } from '@/components/toasts';
import { type AmendableFacts, serviceAppointmentToasts } from '@/contracts/service-appointments';
import type { ServiceDetail } from '@/contracts/services';
import { todayIso } from '@/lib/dates';
import { inspectionOptions } from '@/lib/inspect';
import { serviceKeys } from '../queries';

const amendFactsOf = (service: ServiceDetail): AmendableFacts => ({
  status: service.status,
  appointment: service.appointment
    ? { status: service.appointment.status, cannot_reappoint_reason: service.appointment.cannot_reappoint_reason }
    : null,
});

/**
 * `serviceAppointmentMachine` for one service, with the services calls: the slot list child searches and reserves
 * through /v2/appointments/search and /reserve (spec 2 §8 toasts: 'Failed fetch appointments', 'Appointment reservation
 * was unsuccessfull'), the amend through /v2/appointments/amend; a change refreshes the service (detail and history).
 */
export function useServiceAppointment(service: ServiceDetail) {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const [snapshot, send, actor] = useMachine(
    serviceAppointmentMachine.provide({
      actors: {
        appointmentSlots: appointmentSlotListMachine.provide({
          actors: {
            loadSlots: fromPromise(async ({ input, signal }) => {
              try {
                return await serviceSlotSearch(input, signal);
              } catch (error) {
                if (!signal.aborted) notification.error(serviceAppointmentToasts.fetchFailed);
                throw error;
              }
            }),
            reserveSlot: fromPromise(({ input }) => serviceSlotReserve(input)),
          },
          actions: { notifyReservationFailed: () => notification.error(serviceAppointmentToasts.reserveFailed) },
        }),
        amendAppointment: fromPromise(({ input }) => amendServiceAppointment(input)),
      },
      actions: {
        notifyReserved: (_, toast) => notification.success(toast),
        notifyAmended: (_, toast) => {
          notification.success(toast);
          void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
        },
        notifyAmendFailed: (_, toast) => notification.error(toast),
      },
    }),
    {
      input: {
        serviceId: service.id,
        uprn: service.site.uprn,
        product: service.product.product_code,
        ispMigration: service.isp_migration === 1,
        projectReference: service.project_reference,
        facts: amendFactsOf(service),
        today: todayIso(),
      },
      ...inspectionOptions(),
    },
  );
  // The service read again (after this change or another action): the rule follows it.
  const { status, appointment } = service;
  useEffect(() => {
    send({
      type: 'service.update',
      facts: amendFactsOf({ status, appointment } as ServiceDetail),
      today: todayIso(),
    });
  }, [send, status, appointment]);
  return { snapshot, send, actor };
}
export type ServiceAppointmentActor = ReturnType<typeof useServiceAppointment>['actor'];
