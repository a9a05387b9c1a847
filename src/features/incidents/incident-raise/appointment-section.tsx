import { appointmentStatusOf, availabilityProblemOf } from '@machines/incident-raise-rules';
import { useSelector } from '@xstate/react';
import { Alert, Button, Radio } from 'antd';
import { useId } from 'react';
import { DateField } from '@/components/date-field';
import { appointmentPeriods, appointmentWindows } from '@/contracts/appointment-windows';
import { windowStartLabel } from '@/lib/appointment-windows';
import { addDays, formatDate, formatDateTime, todayIso } from '@/lib/dates';
import { slotLabel } from './appointment-modal';
import { OutageBanner } from './line-status-panel';
import { styles } from './styles';
import type { IncidentRaiseActor } from './use-incident-raise';

/** Step two's engineer appointment: none needed, the outage's availability, a reserved slot, or the customer's own. */
export function AppointmentSection({ actor }: { actor: IncidentRaiseActor }) {
  const appointment = useSelector(actor, (s) => appointmentStatusOf(s.context));
  const check = useSelector(actor, (s) => s.context.check);
  const reservation = useSelector(actor, (s) => s.context.reservation);
  const canOpen = useSelector(actor, (s) => s.can({ type: 'appointment.open' }));
  const today = useSelector(actor, (s) => todayIso(s.context.now()));
  return (
    <section className={styles.section} aria-labelledby="appointment-heading">
      <h2 id="appointment-heading">Engineer appointment</h2>
      {appointment === 'outage' && check && (
        <div className={styles.banners}>
          <OutageBanner check={check} />
          <p>
            Customer availability: today ({formatDate(today)}) from {appointmentWindows.PM.start} (PM).
          </p>
        </div>
      )}
      {reservation && (
        <Alert
          type="success"
          showIcon
          title={`Appointment reserved: ${slotLabel(reservation.slot)}`}
          description={`The slot is held until ${formatDateTime(reservation.expiry_date)}; it is booked when you submit the incident.`}
        />
      )}
      {appointment === 'notNeeded' && <p>No engineer appointment is needed for this service and severity.</p>}
      {canOpen && (
        <p>
          <Button onClick={() => actor.send({ type: 'appointment.open' })}>
            {reservation ? 'Change Appointment' : 'Get Appointment'}
          </Button>
        </p>
      )}
      {appointment === 'availability' && <CustomerAvailability actor={actor} tomorrow={addDays(today, 1)} />}
    </section>
  );
}

/** When no slot was reserved: the day (from tomorrow) and half day the customer is available. */
function CustomerAvailability({ actor, tomorrow }: { actor: IncidentRaiseActor; tomorrow: string }) {
  const availability = useSelector(actor, (s) => s.context.availability);
  const problem = useSelector(actor, (s) => availabilityProblemOf(s.context));
  const id = useId();
  const setAvailability = (date: string | undefined, slot: 'AM' | 'PM' | undefined) =>
    actor.send({ type: 'availability.change', date: date ?? '', slot: slot ?? 'AM' });
  return (
    <fieldset className={styles.availability}>
      <legend>Customer availability</legend>
      <p>No appointment was reserved. Tell us when the customer is available instead (from tomorrow).</p>
      <DateField
        id={id}
        label="Date"
        value={availability?.date ?? null}
        min={tomorrow}
        error={problem}
        onChange={(day) => setAvailability(day ?? undefined, availability?.slot)}
      />
      <Radio.Group
        aria-label="Time slot"
        style={{ display: 'block', marginTop: 8 }}
        value={availability?.slot}
        onChange={(e) => setAvailability(availability?.date ?? tomorrow, e.target.value)}
        options={appointmentPeriods.map((p) => ({ value: p, label: windowStartLabel(p) }))}
      />
    </fieldset>
  );
}
