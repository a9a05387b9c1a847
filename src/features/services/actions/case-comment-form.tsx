import { serviceFormActionMachine } from '@machines/service-form-action.machine';
import { useMachine } from '@xstate/react';
import { Alert, Button, Input } from 'antd';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { submitFormAction } from '@/api/service-actions';
import { inspectionOptions } from '@/lib/inspect';
import { serviceActionLimits } from '@/lib/service-action-rules';
import { actionTexts } from './action-texts';
import styles from './actions.module.css';
import { firstError } from './field';
import { useActionDone } from './use-action-done';

/**
 * A comment box under one case of the service (POST /v2/service_case_comments, the form machine as a case comment):
 * Add comment; the box empties once the sandbox has it and the case's comments refresh.
 */
export function CaseCommentForm({
  serviceId,
  caseId,
  caseNumber,
}: {
  serviceId: string;
  caseId: string;
  caseNumber: string;
}) {
  const id = useId();
  const done = useActionDone();
  const [snapshot, send] = useMachine(
    serviceFormActionMachine.provide({
      actors: { submitAction: fromPromise(({ input }) => submitFormAction(input)) },
      actions: {
        announceDone: (_, { result }) => {
          done('caseComment', result);
        },
      },
    }),
    { input: { serviceId, caseId, kind: 'caseComment', values: { text: '' } }, ...inspectionOptions() },
  );
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const error = firstError(context.fieldErrors, 'text') ?? firstError(context.fieldErrors, 'case_id');
  const text = typeof context.values.text === 'string' ? context.values.text : '';
  return (
    <form
      className={styles.comment}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (snapshot.matches('done')) send({ type: 'again' });
        send({ type: snapshot.matches('failed') ? 'retry' : 'submit' });
      }}
    >
      <label htmlFor={`${id}-text`}>Comment on case {caseNumber}</label>
      <Input.TextArea
        id={`${id}-text`}
        value={snapshot.matches('done') ? '' : text}
        count={{ max: serviceActionLimits.comment, show: true }}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          if (snapshot.matches('done')) send({ type: 'again' });
          send({ type: 'field.change', name: 'text', value: event.target.value });
        }}
      />
      {error && (
        <div id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </div>
      )}
      {context.error && <Alert type="error" showIcon title={context.error} />}
      <Button htmlType="submit" loading={busy}>
        {snapshot.matches('failed') ? 'Retry' : actionTexts.caseComment.submit}
      </Button>
    </form>
  );
}
