import type { appointmentReservationMachine } from '@machines/appointment-reservation.machine';
import { attachmentAccept } from '@machines/incident-raise-attachments';
import { triageFields } from '@machines/incident-raise-forms';
import { useSelector } from '@xstate/react';
import { Alert, Button, Form, Input, Radio, Upload, type UploadFile } from 'antd';
import type { ActorRefFrom } from 'xstate';
import { FunnelActions } from '@/components/funnel-actions';
import { AppointmentModal } from './appointment-modal';
import { AppointmentSection } from './appointment-section';
import { FieldItem, useFormFields } from './form-fields';
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
  const canNext = useSelector(actor, (s) => s.can({ type: 'step.next' }));
  const reservationChild = useSelector(
    actor,
    (s) => s.children.appointmentReservation as ActorRefFrom<typeof appointmentReservationMachine> | undefined,
  );
  return (
    // The form only lays the fields out and submits on Enter: the answers live in the machine.
    <Form layout="vertical" onFinish={() => actor.send({ type: 'step.next' })}>
      <Triage actor={actor} />
      <Attachments actor={actor} />
      <AppointmentSection actor={actor} />
      {reservationChild && <AppointmentModal reservation={reservationChild} />}
      <FunnelActions
        cancel={{ onClick: () => actor.send({ type: 'step.cancel' }) }}
        back={{ onClick: () => actor.send({ type: 'step.back' }) }}
        next={{ label: 'Next', submit: true, disabled: !canNext }}
      />
    </Form>
  );
}

/** The seven triage questions: yes or no, and where the A-end equipment is. */
function Triage({ actor }: { actor: IncidentRaiseActor }) {
  const values = useSelector(actor, (s) => s.context.detailsValues);
  const errors = useSelector(actor, (s) => s.context.detailsErrors);
  const touched = useSelector(actor, (s) => s.context.detailsTouched);
  const field = useFormFields({
    values,
    errors,
    touched,
    send: (patch) => actor.send({ type: 'form.change', values: patch }),
  });
  return (
    <section className={styles.section} aria-labelledby="triage-heading">
      <h2 id="triage-heading">Triage</h2>
      <div className={styles.triage}>
        {triageFields.map((q) => {
          const answer = field(q.name);
          const text = answer.value == null ? '' : String(answer.value);
          return (
            <FieldItem key={q.id} label={q.question} required message={answer.message}>
              {(control) =>
                q.kind === 'yes_no' ? (
                  <Radio.Group
                    {...control}
                    // A label cannot name a group of radios; the question does, for screen readers and tests alike.
                    aria-label={q.question}
                    value={answer.value}
                    onChange={(event) => answer.onChange(event.target.value)}
                    options={[
                      { value: 'Yes', label: 'Yes' },
                      { value: 'No', label: 'No' },
                    ]}
                  />
                ) : (
                  <Input {...control} value={text} onChange={(event) => answer.onChange(event.target.value)} />
                )
              }
            </FieldItem>
          );
        })}
      </div>
    </section>
  );
}

function Attachments({ actor }: { actor: IncidentRaiseActor }) {
  const files = useSelector(actor, (s) => s.context.files);
  return (
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
  );
}
