import { passwordChangeMachine } from '@machines/password-change.machine';
import { useMachine } from '@xstate/react';
import { Alert, Button, Form } from 'antd';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { changePassword } from '@/api/users';
import { PasswordInput } from '@/components/password-input';
import { inspectionOptions } from '@/lib/inspect';
import { Field, NewPasswordFields } from './password-fields';

/**
 * Account settings' password change (machines/password-change.machine.ts): the current password, the new one with the
 * §5 rules shown as it is typed, its confirmation; a wrong current password or a breached new one shows on its field.
 */
export function PasswordChangeForm({ userId, onAnother }: { userId: string; onAnother: () => void }) {
  const id = useId();
  const [snapshot, send] = useMachine(
    passwordChangeMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => changePassword(userId, input)) },
    }),
    inspectionOptions(),
  );
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  if (snapshot.matches('done')) {
    return (
      <div>
        <Alert type="success" showIcon title="Your password has been changed" />
        <Button onClick={onAnother} style={{ marginTop: 12 }}>
          Change it again
        </Button>
      </div>
    );
  }
  return (
    <Form layout="vertical" component="form" onFinish={() => send({ type: 'submit' })}>
      <Field id={`${id}-current`} label="Current password" error={context.fieldErrors.current_password?.[0]}>
        <PasswordInput
          id={`${id}-current`}
          value={context.currentPassword}
          disabled={busy}
          autoComplete="current-password"
          onChange={(event) => send({ type: 'current.change', value: event.target.value })}
        />
      </Field>
      <NewPasswordFields
        id={id}
        password={context.password}
        confirmation={context.confirmPassword}
        errors={context.fieldErrors}
        disabled={busy}
        onPassword={(value) => send({ type: 'password.change', value })}
        onConfirmation={(value) => send({ type: 'confirmation.change', value })}
      />
      {context.error && <Alert type="error" showIcon title={context.error} style={{ marginBottom: 12 }} />}
      {snapshot.matches('failed') ? (
        <Button type="primary" onClick={() => send({ type: 'retry' })}>
          Retry
        </Button>
      ) : (
        <Button type="primary" htmlType="submit" loading={busy}>
          Change password
        </Button>
      )}
    </Form>
  );
}
