import { userActionMachine } from '@machines/user-action.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button, Form, Input } from 'antd';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { renameUser } from '@/api/users';
import { useToasts } from '@/components/toasts';
import { inspectionOptions } from '@/lib/inspect';
import styles from './account.module.css';
import { Field } from './password-fields';
import { accountKeys } from './queries';

/**
 * The user's own name (PATCH /users/{id}), by the users list's rename machine: 'Please add a name to proceed' for an
 * empty one; once saved, `onSaved` refreshes the token so the header shows the new name.
 */
export function NameForm({ userId, name, onSaved }: { userId: string; name: string; onSaved: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  const [snapshot, send] = useMachine(
    userActionMachine.provide({
      actors: { submitAction: fromPromise(({ input }) => renameUser(input.userId, input.name.trim())) },
      actions: {
        announceDone: () => {
          notification.success({ title: 'Your name has been saved', duration: 5 });
          void queryClient.invalidateQueries({ queryKey: accountKeys.all });
          onSaved();
        },
      },
    }),
    { input: { userId, kind: 'rename', name }, ...inspectionOptions() },
  );
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  return (
    <Form layout="vertical" component="form" onFinish={() => send({ type: 'confirm' })}>
      <Field id={`${id}-name`} label="Name" error={context.fieldErrors.name?.[0]}>
        <div className={styles.inline}>
          <Input
            id={`${id}-name`}
            value={context.name}
            disabled={busy || snapshot.status === 'done'}
            autoComplete="name"
            maxLength={200}
            onChange={(event) => send({ type: 'name.change', name: event.target.value })}
            style={{ maxWidth: 360 }}
          />
          {snapshot.matches('failed') ? (
            <Button onClick={() => send({ type: 'retry' })}>Retry</Button>
          ) : (
            <Button htmlType="submit" type="primary" loading={busy} disabled={snapshot.status === 'done'}>
              Save name
            </Button>
          )}
        </div>
      </Field>
      {context.error && <Alert type="error" showIcon title={context.error} />}
    </Form>
  );
}
