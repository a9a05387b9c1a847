import { serviceFormActionMachine } from '@machines/service-form-action.machine';
import { useMachine } from '@xstate/react';
import { Alert, Button, Form, Modal } from 'antd';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { loadFormOptions, submitFormAction } from '@/api/service-actions';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import type { FormActionKind } from '@/contracts/service-actions';
import type { ServiceDetail } from '@/contracts/services';
import { inspectionOptions } from '@/lib/inspect';
import { actionTexts } from './action-texts';
import styles from './actions.module.css';
import { FormFields, initialValues } from './form-fields';
import { useActionDone } from './use-action-done';

/**
 * A service action that is a form (machines/service-form-action.machine.ts): its choices loaded first where it has some,
 * its fields with the rules' messages, Save; the sandbox's field errors beside the fields, any other refusal's message
 * with Retry. Closes once the sandbox applied it.
 */
export function FormActionDialog({
  service,
  kind,
  onClose,
}: {
  service: ServiceDetail;
  kind: Exclude<FormActionKind, 'caseComment'>;
  onClose: () => void;
}) {
  const id = useId();
  const done = useActionDone();
  const [snapshot, send] = useMachine(
    serviceFormActionMachine.provide({
      actors: {
        loadOptions: fromPromise(({ input }) => loadFormOptions(input)),
        submitAction: fromPromise(({ input }) => submitFormAction(input)),
      },
      actions: {
        announceDone: (_, { result }) => {
          done(kind, result);
          onClose();
        },
      },
    }),
    { input: { serviceId: service.id, kind, values: initialValues(kind, service) }, ...inspectionOptions() },
  );
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const texts = actionTexts[kind];
  const formId = `${id}-form`;
  const editable = snapshot.matches('editing') || snapshot.matches('submitting') || snapshot.matches('failed');

  return (
    <Modal
      open
      title={texts.title}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !busy }}
      width={640}
      footer={[
        <Button key="close" onClick={onClose} disabled={busy}>
          Close
        </Button>,
        snapshot.matches('failed') ? (
          <Button key="retry" type="primary" onClick={() => send({ type: 'retry' })}>
            Retry
          </Button>
        ) : (
          <Button key="save" type="primary" htmlType="submit" form={formId} loading={busy} disabled={!editable}>
            {texts.submit}
          </Button>
        ),
      ]}
    >
      {snapshot.hasTag('loading') && <LoadingLines label="Loading the choices" lines={3} />}
      {snapshot.matches('loadFailed') && (
        <LoadError title="We could not load the choices" onRetry={() => send({ type: 'retry' })} retrying={false} />
      )}
      {editable && (
        <Form layout="vertical" component="div" className={styles.form}>
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'submit' });
            }}
          >
            <FormFields
              kind={kind}
              id={id}
              service={service}
              values={context.values}
              errors={context.fieldErrors}
              options={context.options}
              disabled={busy}
              set={(name, value) => send({ type: 'field.change', name, value })}
            />
          </form>
          {context.error && <Alert type="error" showIcon title={context.error} />}
        </Form>
      )}
    </Modal>
  );
}
