import { serviceConfirmActionMachine } from '@machines/service-confirm-action.machine';
import { useMachine } from '@xstate/react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { submitConfirmAction } from '@/api/service-actions';
import { DateField } from '@/components/date-field';
import type { ConfirmActionKind } from '@/contracts/service-actions';
import type { ServiceDetail } from '@/contracts/services';
import { todayIso } from '@/lib/dates';
import { inspectionOptions } from '@/lib/inspect';
import { remoteActivationDateField, serviceActionLimits } from '@/lib/service-action-rules';
import { isWorkingDay } from '@/lib/working-days';
import { actionTexts } from './action-texts';
import styles from './actions.module.css';
import { Field, firstError } from './field';
import { useActionDone } from './use-action-done';

const questions: Record<ConfirmActionKind, (reference: string) => string> = {
  cancel: (ref) => `Cancel service ${ref}? The order behind it stops and the service cannot be restored.`,
  cease: (ref) => `Cease service ${ref}? It becomes Cease Pending and can no longer be changed.`,
  remoteActivation: (ref) => `Choose the working day service ${ref} is activated remotely.`,
};

/**
 * Cancel, cease or remote activation of a service (machines/service-confirm-action.machine.ts): the question, the
 * reason or the date, Confirm; a refusal's message with Retry. Closes once the sandbox applied it.
 */
export function ConfirmActionDialog({
  service,
  kind,
  onClose,
}: {
  service: ServiceDetail;
  kind: ConfirmActionKind;
  onClose: () => void;
}) {
  const id = useId();
  const done = useActionDone();
  const [snapshot, send] = useMachine(
    serviceConfirmActionMachine.provide({
      actors: { submitAction: fromPromise(({ input }) => submitConfirmAction(input)) },
      actions: {
        announceDone: (_, { result }) => {
          done(kind, result);
          onClose();
        },
      },
    }),
    { input: { serviceId: service.id, kind }, ...inspectionOptions() },
  );
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const texts = actionTexts[kind];
  const today = todayIso();
  const problem = firstError(context.fieldErrors, kind === 'remoteActivation' ? remoteActivationDateField : 'reason');

  return (
    <Modal
      open
      title={texts.title}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !busy }}
      footer={[
        <Button key="close" onClick={onClose} disabled={busy}>
          Close
        </Button>,
        snapshot.matches('failed') ? (
          <Button key="retry" type="primary" onClick={() => send({ type: 'retry' })}>
            Retry
          </Button>
        ) : (
          <Button
            key="confirm"
            type="primary"
            danger={kind !== 'remoteActivation'}
            loading={busy}
            onClick={() => send({ type: 'confirm' })}
          >
            {texts.submit}
          </Button>
        ),
      ]}
    >
      <Form layout="vertical" component="div" className={styles.form}>
        <p>{questions[kind](service.service_reference)}</p>
        {kind === 'remoteActivation' ? (
          <DateField
            id={`${id}-date`}
            label="Remote activation date"
            value={context.date || null}
            min={today}
            disabledDate={(day) => !isWorkingDay(day)}
            onChange={(day) => send({ type: 'date.change', date: day ?? '' })}
            error={problem}
            required
          />
        ) : (
          <Field id={`${id}-reason`} label="Reason (optional)" error={problem}>
            <Input.TextArea
              id={`${id}-reason`}
              value={context.reason}
              count={{ max: serviceActionLimits.reason, show: true }}
              disabled={busy}
              onChange={(event) => send({ type: 'reason.change', reason: event.target.value })}
            />
          </Field>
        )}
        {context.error && <Alert type="error" showIcon title={context.error} />}
      </Form>
    </Modal>
  );
}
