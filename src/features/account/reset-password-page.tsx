import { passwordResetMachine } from '@machines/password-reset.machine';
import { useMachine } from '@xstate/react';
import { Alert, Button, Form, Result } from 'antd';
import { useId } from 'react';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { completePasswordReset } from '@/api/users';
import { inspectionOptions } from '@/lib/inspect';
import styles from './account.module.css';
import { NewPasswordFields } from './password-fields';

// Result puts its title in a div; an h1 keeps the page's outline.
const headingStyle = { font: 'inherit', color: 'inherit', margin: 0 } as const;
/** Signing in starts from the portal's home, which sends a signed-out visitor to the sign-in page. */
const signInHref = '/';

/**
 * /reset-password?token=… (outside the layout, no sign-in): the mailed link's new password
 * (machines/password-reset.machine.ts). An unknown, used or expired link says so with a way back to sign in; once set,
 * 'Sign in'.
 */
export function ResetPasswordPage() {
  const id = useId();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [snapshot, send] = useMachine(
    passwordResetMachine.provide({
      actors: {
        completeReset: fromPromise(({ input }) =>
          completePasswordReset(input.token, input.password, input.confirmPassword),
        ),
      },
    }),
    { input: { token }, ...inspectionOptions() },
  );
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');

  if (snapshot.matches('invalidLink')) {
    return (
      <main className={styles.outside}>
        <Result
          status="warning"
          title={<h1 style={headingStyle}>This link is not valid</h1>}
          subTitle="The password reset link is unknown, has been used or has expired. Ask your account administrator for a new one."
          extra={
            <a href={signInHref} className={styles.primaryLink}>
              Back to sign in
            </a>
          }
        />
      </main>
    );
  }
  if (snapshot.matches('done')) {
    return (
      <main className={styles.outside}>
        <Result
          status="success"
          title={<h1 style={headingStyle}>Your password has been set</h1>}
          subTitle="Sign in with your e-mail address and the new password."
          extra={
            <a href={signInHref} className={styles.primaryLink}>
              Sign in
            </a>
          }
        />
      </main>
    );
  }
  return (
    <main className={styles.outside}>
      <h1>Choose a new password</h1>
      <Form layout="vertical" component="form" onFinish={() => send({ type: 'submit' })}>
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
            Set password
          </Button>
        )}
      </Form>
    </main>
  );
}
