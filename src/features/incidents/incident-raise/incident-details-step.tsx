import type { appointmentReservationMachine } from '@machines/appointment-reservation.machine';
import { attachmentAccept } from '@machines/incident-raise-attachments';
import { detailsStepSchema, triageFields } from '@machines/incident-raise-forms';
import { appointmentStatusOf, availabilityProblemOf } from '@machines/incident-raise-rules';
import { useSelector } from '@xstate/react';
import { Alert, Button, Form, Input, Radio, Upload, type UploadFile } from 'antd';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { DateField } from '@/components/date-field';
import { FunnelActions } from '@/components/funnel-actions';
import { appointmentPeriods, appointmentWindows } from '@/contracts/appointment-windows';
import { windowStartLabel } from '@/lib/appointment-windows';
import { addDays, formatDate, formatDateTime, todayIso } from '@/lib/dates';
import { AppointmentModal, slotLabel } from './appointment-modal';
import { zodRule } from './funnel-forms';
import { OutageBanner } from './line-status-panel';
import { styles } from './styles';
import type { IncidentRaiseActor } from './use-incident-raise';

const fileUid = (file: File, i: number) => `${i}-${file.name}-${file.size}-${file.lastModified}`;
const asUploadFile = (file: File, i: number): UploadFile => ({
  uid: fileUid(file, i),
  name: file.name,
  size: file.size,
  type: file.type,
  status: 'done',
  originFileObj: file as UploadFile['originFileObj'],
});

export function FilesLostNotice({ actor }: { actor: IncidentRaiseActor }) {
  const lost = useSelector(actor, (s) => s.context.filesRestore === 'lost');
  if (!lost) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="Your attachments could not be restored"
      description="This browser could not keep the files you attached before the page reloaded. Please add them again."
    />
  );
}

/** Step two, Incident Details (spec 2 §2, §4, §5): triage, attachments, and the appointment or availability. */
export function IncidentDetailsStep({ actor }: { actor: IncidentRaiseActor }) {
  const [form] = Form.useForm();
  const snapshot = useSelector(actor, (s) => s);
  const { detailsValues, files, check, reservation, availability } = snapshot.context;
  const reservationChild = snapshot.children.appointmentReservation as
    | ActorRefFrom<typeof appointmentReservationMachine>
    | undefined;
  const availabilityId = useId();
  const appointment = appointmentStatusOf(snapshot.context);
  const availabilityProblem = availabilityProblemOf(snapshot.context);
  const setAvailability = (date: string | undefined, slot: 'AM' | 'PM' | undefined) =>
    actor.send({ type: 'availability.change', date: date ?? '', slot: slot ?? 'AM' });
  const tomorrow = addDays(todayIso(snapshot.context.now()), 1);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={detailsValues}
      onValuesChange={() => actor.send({ type: 'form.change', values: form.getFieldsValue(true) })}
      onFinish={() => actor.send({ type: 'step.next' })}
    >
      <section className={styles.section} aria-labelledby="triage-heading">
        <h2 id="triage-heading">Triage</h2>
        <div className={styles.triage}>
          {triageFields.map((q) => (
            <Form.Item
              key={q.id}
              name={q.name}
              label={q.question}
              required
              rules={[zodRule(detailsStepSchema.shape[q.name] as never)]}
            >
              {q.kind === 'yes_no' ? (
                <Radio.Group
                  // A label cannot name a group of radios; the question does, for screen readers and tests alike.
                  aria-label={q.question}
                  options={[
                    { value: 'Yes', label: 'Yes' },
                    { value: 'No', label: 'No' },
                  ]}
                />
              ) : (
                <Input />
              )}
            </Form.Item>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="attachments-heading">
        <h2 id="attachments-heading">Attachments</h2>
        <FilesLostNotice actor={actor} />
        <p>Up to 8 MB each: png, jpg, bmp, jpeg, pdf, doc, docx, eml, pptx, sldx, txt, vsdx, xlsx, xls, xps or csv.</p>
        <Upload
          multiple
          accept={attachmentAccept}
          fileList={files.map(asUploadFile)}
          // The machine keeps or refuses each file (size, type, at most ten); the upload list only shows its files.
          beforeUpload={(file) => {
            actor.send({ type: 'files.add', file });
            return Upload.LIST_IGNORE;
          }}
          onRemove={(removed) => {
            actor.send({ type: 'files.remove', index: files.findIndex((f, i) => fileUid(f, i) === removed.uid) });
            return false;
          }}
        >
          <Button>Add files</Button>
        </Upload>
      </section>

      <section className={styles.section} aria-labelledby="appointment-heading">
        <h2 id="appointment-heading">Engineer appointment</h2>
        {appointment === 'outage' && check && (
          <div className={styles.banners}>
            <OutageBanner check={check} />
            <p>
              Customer availability: today ({formatDate(todayIso(snapshot.context.now()))}) from{' '}
              {appointmentWindows.PM.start} (PM).
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
        {snapshot.can({ type: 'appointment.open' }) && (
          <p>
            <Button onClick={() => actor.send({ type: 'appointment.open' })}>
              {reservation ? 'Change Appointment' : 'Get Appointment'}
            </Button>
          </p>
        )}
        {appointment === 'availability' && (
          <fieldset className={styles.availability}>
            <legend>Customer availability</legend>
            <p>No appointment was reserved. Tell us when the customer is available instead (from tomorrow).</p>
            <DateField
              id={availabilityId}
              label="Date"
              value={availability?.date ?? null}
              min={tomorrow}
              error={availabilityProblem}
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
        )}
      </section>

      {reservationChild && <AppointmentModal reservation={reservationChild} />}

      <FunnelActions
        cancel={{ onClick: () => actor.send({ type: 'step.cancel' }) }}
        back={{ onClick: () => actor.send({ type: 'step.back' }) }}
        next={{ label: 'Next', submit: true, disabled: !snapshot.can({ type: 'step.next' }) }}
      />
    </Form>
  );
}
