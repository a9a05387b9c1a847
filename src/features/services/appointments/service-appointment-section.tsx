import { useSelector } from '@xstate/react';
import { Alert, Button, Checkbox, Modal } from 'antd';
import { AppointmentSlotList, type AppointmentSlotListActor } from '@/components/appointment-slot-list';
import { DateField } from '@/components/date-field';
import { DetailSection } from '@/components/detail-section';
import type { ServiceDetail } from '@/contracts/services';
import { formatDate } from '@/lib/dates';
import { orderSlotLabel } from '@/lib/order-slots';
import styles from './service-appointment.module.css';
import { type ServiceAppointmentActor, useServiceAppointment } from './use-service-appointment';

/** The dialog's search: the first date (typed dd/MM/yyyy) and the reappointment option. */
function SearchForm({ actor }: { actor: ServiceAppointmentActor }) {
  const { search, searchError, today } = useSelector(actor, (s) => s.context);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'search.submit' });
      }}
    >
      <DateField
        id="service-appointment-date"
        label="Appointments from"
        value={search.appointmentDate || null}
        min={today}
        required
        error={searchError ?? undefined}
        onChange={(value) => actor.send({ type: 'search.change', appointmentDate: value ?? '' })}
      />
      <Checkbox
        checked={search.reappointment}
        onChange={(e) => actor.send({ type: 'search.change', reappointment: e.target.checked })}
      >
        Reappointment (the visit is rebooked after one that did not go ahead)
      </Checkbox>
      <div className={styles.actions}>
        <Button onClick={() => actor.send({ type: 'change.cancel' })}>Cancel</Button>
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </div>
    </form>
  );
}

/** The slot list (the order appointment list, a child of the machine), then the change itself. */
function SlotsStep({ actor }: { actor: ServiceAppointmentActor }) {
  const slots = useSelector(actor, (s) => s.children.appointmentSlots as AppointmentSlotListActor | undefined);
  const { search, failure } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'amend.submit' }));
  return (
    <div className={styles.body}>
      <p className={styles.searchSummary}>
        <span>
          From {formatDate(search.appointmentDate)}
          {search.reappointment ? ', as a reappointment' : ''}
        </span>
        <Button size="small" disabled={busy} onClick={() => actor.send({ type: 'search.edit' })}>
          Change search
        </Button>
      </p>
      {slots && <AppointmentSlotList actor={slots} emptyLink={null} />}
      {failure && !busy && <Alert type="error" showIcon title={failure} />}
      <div className={styles.actions}>
        <Button disabled={busy} onClick={() => actor.send({ type: 'change.cancel' })}>
          Cancel
        </Button>
        <Button
          type="primary"
          loading={busy}
          disabled={!canSubmit}
          onClick={() => actor.send({ type: 'amend.submit' })}
        >
          Change appointment
        </Button>
      </div>
    </div>
  );
}

function ChangeDone({ actor }: { actor: ServiceAppointmentActor }) {
  const amended = useSelector(actor, (s) => s.context.amended);
  return (
    <div className={styles.body}>
      <div role="status">
        {amended &&
          `The appointment is now ${orderSlotLabel({
            appointmentDate: amended.date,
            appointmentStartTime: amended.start_time,
            appointmentEndTime: amended.end_time,
          })}.`}
      </div>
      <div className={styles.actions}>
        <Button type="primary" onClick={() => actor.send({ type: 'change.close' })}>
          Done
        </Button>
      </div>
    </div>
  );
}

/** Why the appointment cannot be changed now (the rule of `appointmentAmendable`, in words). */
function whyNot(service: ServiceDetail): string {
  const a = service.appointment;
  if (!a) return 'No appointment is booked for this service.';
  if (a.cannot_reappoint_reason) return `This appointment cannot be changed: ${a.cannot_reappoint_reason}`;
  if (a.status !== 'Booked' && a.status !== 'Failed')
    return `A ${a.status.toLowerCase()} appointment cannot be changed.`;
  return `The appointment of a ${service.status.toLowerCase()} service cannot be changed.`;
}

/**
 * Spec 2 §4 "Appointments on service": 'Change appointment' (machines/service-appointment.machine.ts) beside the
 * appointment's facts (the detail page's Appointment section), offered when the rule allows (`appointmentAmendable`: a
 * Booked or Failed visit, no cannot_reappoint_reason, a service that has not ended), else the reason why not.
 */
export function ServiceAppointmentSection({ service }: { service: ServiceDetail }) {
  const { snapshot, actor } = useServiceAppointment(service);
  const open = !snapshot.matches('idle');
  const busy = snapshot.hasTag('busy');
  const can = snapshot.can({ type: 'change.open' });
  return (
    <DetailSection id="service-appointment-change" title="Change appointment">
      {can || open ? (
        <div className={styles.body}>
          <p className={styles.note}>
            Search the free slots from a date, reserve one and move the engineer visit to it.
          </p>
          <div>
            <Button disabled={open} onClick={() => actor.send({ type: 'change.open' })}>
              Change appointment
            </Button>
          </div>
        </div>
      ) : (
        <p className={styles.note}>{whyNot(service)}</p>
      )}
      <Modal
        open={open}
        title="Change appointment"
        footer={null}
        width={640}
        closable={!busy}
        mask={{ closable: false }}
        keyboard={!busy}
        onCancel={() => actor.send({ type: snapshot.matches('done') ? 'change.close' : 'change.cancel' })}
      >
        {snapshot.matches('search') && <SearchForm actor={actor} />}
        {snapshot.matches('slots') && <SlotsStep actor={actor} />}
        {snapshot.matches('done') && <ChangeDone actor={actor} />}
      </Modal>
    </DetailSection>
  );
}
