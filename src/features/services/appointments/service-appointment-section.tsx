import { useSelector } from '@xstate/react';
import { Alert, Button, Checkbox, Modal } from 'antd';
import { AppointmentSlotList, type AppointmentSlotListActor } from '@/components/appointment-slot-list';
import { DateField } from '@/components/date-field';
import { DetailSection, Facts, None, yesNo } from '@/components/detail-section';
import type { ServiceAppointment, ServiceDetail } from '@/contracts/services';
import { formatDate } from '@/lib/dates';
import { orderSlotLabel } from '@/lib/order-slots';
import styles from './service-appointment.module.css';
import { type ServiceAppointmentActor, useServiceAppointment } from './use-service-appointment';

const engineerName = (a: ServiceAppointment) =>
  [a.engineer_first_name, a.engineer_last_name].filter(Boolean).join(' ') || null;

/** Spec 2 §3 Appointment (service): the visit and its engineer. */
function AppointmentFacts({ appointment: a }: { appointment: ServiceAppointment }) {
  return (
    <Facts
      facts={[
        ['Date', formatDate(a.date)],
        ['Time', `${a.start_time}–${a.end_time}`],
        ['Status', a.status],
        ['Appointment key', a.key],
        ['Engineer', engineerName(a)],
        ['Engineer phone', a.engineer_phone],
        ['Employee number', a.engineer_employee_number],
        ['Engineer on the way', yesNo(a.engineer_on_way)],
        ['Engineer on site', yesNo(a.engineer_on_site)],
        ['Cannot reappoint reason', a.cannot_reappoint_reason],
        ['Closure', a.secondary_closure_code_description],
        ['Incident number', a.incident_number],
        ['Incident task number', a.incident_task_number],
        ['End date', a.end_date ? formatDate(a.end_date) : null],
      ]}
    />
  );
}

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
  const snapshot = useSelector(actor, (s) => s);
  const slots = snapshot.children.appointmentSlots as AppointmentSlotListActor | undefined;
  const { search, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
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
          disabled={!snapshot.can({ type: 'amend.submit' })}
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

/**
 * Spec 2 §3 Appointment (service), §4 "Appointments on service": the service's appointment with its engineer, and
 * 'Change appointment' (machines/service-appointment.machine.ts) when the rule allows (`appointmentAmendable`: a Booked or
 * Failed visit, no cannot_reappoint_reason, a service that has not ended).
 */
export function ServiceAppointmentSection({ service }: { service: ServiceDetail }) {
  const { snapshot, actor } = useServiceAppointment(service);
  const open = !snapshot.matches('idle');
  const busy = snapshot.hasTag('busy');
  return (
    <DetailSection id="service-appointment" title="Appointment">
      {service.appointment ? (
        <AppointmentFacts appointment={service.appointment} />
      ) : (
        <None>No appointment is booked for this service.</None>
      )}
      {snapshot.can({ type: 'change.open' }) && (
        <div>
          <Button onClick={() => actor.send({ type: 'change.open' })}>Change appointment</Button>
        </div>
      )}
      <Modal
        open={open}
        title="Change appointment"
        footer={null}
        width={640}
        closable={!busy}
        maskClosable={false}
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
