import { appointmentMessages, type appointmentReservationMachine } from '@machines/appointment-reservation.machine';
import { useSelector } from '@xstate/react';
import { Alert, Button, Modal, Select, Spin } from 'antd';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AppointmentSlot } from '@/contracts/incident-appointments';
import { formatDayWithWeekday } from '@/lib/dates';

type ReservationActor = ActorRefFrom<typeof appointmentReservationMachine>;

export const slotLabel = (slot: Pick<AppointmentSlot, 'appointment_date' | 'slot' | 'start_time' | 'end_time'>) =>
  `${formatDayWithWeekday(slot.appointment_date)} ${slot.slot} (${slot.start_time}–${slot.end_time})`;
const slotKey = (slot: AppointmentSlot) => `${slot.appointment_date} ${slot.slot}`;

/** 'Get Appointment' (spec 2 §2): renders the reservation machine; every button sends it an event. */
export function AppointmentModal({ reservation }: { reservation: ReservationActor }) {
  const { slots, selected } = useSelector(reservation, (s) => s.context);
  const state = useSelector(reservation, (s) => s.value);
  const canReserve = useSelector(reservation, (s) => s.can({ type: 'reserve.request' }));
  const send = reservation.send;
  const selectId = useId();

  const footer = (() => {
    switch (state) {
      case 'choosing':
        return [
          <Button key="cancel" onClick={() => send({ type: 'modal.close' })}>
            Cancel
          </Button>,
          <Button key="reserve" type="primary" disabled={!canReserve} onClick={() => send({ type: 'reserve.request' })}>
            Reserve
          </Button>,
        ];
      case 'failed':
        return [
          <Button key="close" onClick={() => send({ type: 'modal.close' })}>
            Close
          </Button>,
          <Button key="retry" type="primary" onClick={() => send({ type: 'slots.retry' })}>
            Try again
          </Button>,
        ];
      case 'empty':
        return [
          <Button key="close" type="primary" onClick={() => send({ type: 'modal.close' })}>
            Close
          </Button>,
        ];
      default:
        return null;
    }
  })();

  return (
    <>
      <Modal
        open
        title="Get Appointment"
        footer={footer}
        closable={state === 'choosing' || state === 'empty' || state === 'failed'}
        mask={{ closable: false }}
        onCancel={() => send({ type: 'modal.close' })}
      >
        {(state === 'loading' || state === 'reserving') && (
          <div role="status">
            <Spin size="small" />{' '}
            {state === 'loading' ? appointmentMessages.checking : 'Reserving the appointment. Please wait...'}
          </div>
        )}
        {state === 'empty' && <Alert type="info" showIcon title={appointmentMessages.noAppointments} />}
        {state === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={appointmentMessages.fetchFailed.title}
            description={appointmentMessages.fetchFailed.description}
          />
        )}
        {(state === 'choosing' || state === 'confirming' || state === 'closing') && (
          <>
            <label htmlFor={selectId}>Available slots</label>
            <Select
              id={selectId}
              style={{ width: '100%', marginTop: 8 }}
              placeholder="Choose a slot"
              value={selected ? slotKey(selected) : undefined}
              options={slots.map((slot) => ({ value: slotKey(slot), label: slotLabel(slot) }))}
              onChange={(key: string) => {
                const slot = slots.find((s) => slotKey(s) === key);
                if (slot) send({ type: 'slot.select', slot });
              }}
            />
          </>
        )}
      </Modal>
      <Modal
        open={state === 'confirming'}
        title={appointmentMessages.confirm}
        okText="Yes, reserve"
        cancelText="No"
        onOk={() => send({ type: 'reserve.confirm' })}
        onCancel={() => send({ type: 'reserve.dismiss' })}
      >
        {selected && <p>Reserve an engineer appointment on {slotLabel(selected)}?</p>}
      </Modal>
      <Modal
        open={state === 'closing'}
        title="Close without an appointment?"
        okText="Close"
        cancelText="Keep choosing"
        onOk={() => send({ type: 'close.confirm' })}
        onCancel={() => send({ type: 'close.dismiss' })}
      >
        <p>The appointment will not be reserved if you close this window.</p>
      </Modal>
    </>
  );
}
