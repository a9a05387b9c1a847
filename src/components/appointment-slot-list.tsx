import type { appointmentSlotListMachine } from '@machines/appointment-slot-list.machine';
import { useSelector } from '@xstate/react';
import { Alert, Button, Spin } from 'antd';
import { useId } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { OrderSlot } from '@/contracts/orders';
import { reservedSlotLabel } from '@/lib/appointment-hold';
import { formatDayWithWeekday } from '@/lib/dates';
import { orderBoxes, ordersListAfterSuccess } from '@/lib/order-rules';
import { orderSlotLabel, sameSlot, slotListMessages, slotPeriod } from '@/lib/order-slots';
import styles from './appointment-slot-list.module.css';

export type AppointmentSlotListActor = ActorRefFrom<typeof appointmentSlotListMachine>;

type SlotTimes = Pick<OrderSlot, 'appointmentDate' | 'appointmentStartTime' | 'appointmentEndTime'>;
const slotKey = (slot: SlotTimes) => `${slot.appointmentDate}T${slot.appointmentStartTime}-${slot.appointmentEndTime}`;

/**
 * The order appointment slot list (spec 3 §2 Appointment, §4 Appointment list): renders `appointmentSlotListMachine`.
 * Slots are radio buttons (arrow keys move between them without reserving); Reserve reserves the picked one, which is
 * then ticked. 'Show More' adds 10. Every control sends the machine an event.
 */
export function AppointmentSlotList({
  actor,
  emptyLink = { href: ordersListAfterSuccess, label: 'View Orders' },
}: {
  actor: AppointmentSlotListActor;
  /** Where the 'No Appointments Found' box leads (the orders list unless given; none with null). */
  emptyLink?: { href: string; label: string } | null;
}) {
  const { slots, shown, selected, reserved, failure } = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) => s.value);
  const canMore = useSelector(actor, (s) => s.can({ type: 'slots.more' }));
  const canReserve = useSelector(actor, (s) => s.can({ type: 'slot.reserve' }));
  const send = actor.send;
  const name = useId();
  const reserving = state === 'reserving';

  if (state === 'loading') {
    return (
      <div role="status" className={styles.status}>
        <Spin size="small" /> {slotListMessages.loading}
      </div>
    );
  }
  if (state === 'empty') {
    const [title, description] = orderBoxes.noAppointments.split(': ');
    return (
      <Alert
        type="info"
        showIcon
        title={`${title}:`}
        description={
          <>
            {description}
            {emptyLink && (
              <>
                {' '}
                <Link className={styles.inlineLink} href={emptyLink.href}>
                  {emptyLink.label}
                </Link>
              </>
            )}
          </>
        }
      />
    );
  }
  if (state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={slotListMessages.loadFailed}
        action={
          <Button size="small" onClick={() => send({ type: 'slots.retry' })}>
            Try again
          </Button>
        }
      />
    );
  }

  const picked = selected ?? reserved;
  return (
    <div className={styles.list}>
      <fieldset className={styles.fieldset} disabled={reserving}>
        <legend className={styles.legend}>Available appointments</legend>
        <ul className={styles.slots}>
          {slots.slice(0, shown).map((slot) => {
            const isReserved = sameSlot(slot)(reserved);
            const key = slotKey(slot);
            return (
              <li key={key} className={isReserved ? styles.reserved : undefined}>
                <label className={styles.slot}>
                  <input
                    type="radio"
                    name={name}
                    value={key}
                    aria-label={`${orderSlotLabel(slot)}${isReserved ? ' (reserved)' : ''}`}
                    checked={sameSlot(slot)(picked)}
                    onChange={() => send({ type: 'slot.select', slot })}
                  />
                  <span className={styles.day}>{formatDayWithWeekday(slot.appointmentDate)}</span>
                  <span className={styles.time}>
                    {slotPeriod(slot)} {slot.appointmentStartTime}–{slot.appointmentEndTime}
                  </span>
                  {isReserved && (
                    <span className={styles.tick}>
                      <span aria-hidden="true">✓</span> Reserved
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className={styles.count}>
        Showing {Math.min(shown, slots.length)} of {slots.length} appointments
      </p>
      <div className={styles.actions}>
        {canMore && <Button onClick={() => send({ type: 'slots.more' })}>Show More</Button>}
        <Button type="primary" disabled={!canReserve} onClick={() => send({ type: 'slot.reserve' })}>
          Reserve appointment
        </Button>
      </div>
      <div role="status" aria-live="polite" className={styles.outcome}>
        {reserving && slotListMessages.reserving}
        {!reserving && reserved && (
          <span>
            <span aria-hidden="true">✓ </span>Reserved appointment: {reservedSlotLabel(reserved)}
          </span>
        )}
      </div>
      {failure && !reserving && <Alert type="warning" showIcon title={failure} />}
    </div>
  );
}
