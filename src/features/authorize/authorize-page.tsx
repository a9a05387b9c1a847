import { invitationAcceptanceMachine } from '@machines/invitation-acceptance.machine';
import { useMachine } from '@xstate/react';
import { Alert, Button, Checkbox, Input, Result } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { acceptInvitation, lookUpInvitation } from '@/api/invitations';
import { LoadingLines } from '@/components/loading-lines';
import { PasswordInput } from '@/components/password-input';
import { PasswordRuleList } from '@/components/password-rule-list';
import { inspectionOptions } from '@/lib/inspect';
import styles from './authorize.module.css';

export interface AuthorizePageProps {
  /** Starts the provider's sign-in with the invited address filled in (MSAL, as every sign-in). */
  signIn: (email: string) => Promise<void>;
  /** Where an unknown, used or expired invitation goes (spec 1 §2: /error-invitation-not-found). */
  notFoundHref: string;
  termsHref: string;
  /** Where a signed-out visitor is sent to sign in (the portal's home), should the redirect not start. */
  signInHref: string;
  /** The provider's name, above the page (there is no header outside the layout). */
  providerName: string;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

const described = (id: string, error: string | undefined, extra?: string) => {
  const ids = [extra ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
};

/**
 * /authorize?invitation=…&organization=…&organization_name=… (outside the layout, no sign-in; spec 1 §2, §3, §5): the
 * invitee's name, password (the §5 rules ticked as they type) and its confirmation, and the terms; then the normal
 * sign-in with their address filled in. machines/invitation-acceptance.machine.ts holds the flow.
 */
export function AuthorizePage({ signIn, notFoundHref, termsHref, signInHref, providerName }: AuthorizePageProps) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const [snapshot, send] = useMachine(
    invitationAcceptanceMachine.provide({
      actors: {
        lookUpInvitation: fromPromise(({ input, signal }) => lookUpInvitation(input.token, signal)),
        acceptInvitation: fromPromise(({ input }) =>
          acceptInvitation({
            invitation: input.token,
            name: input.name,
            password: input.password,
            confirm_password: input.confirmPassword,
            terms_accepted: input.termsAccepted as true,
          }),
        ),
        signIn: fromPromise(({ input }) => signIn(input.email)),
      },
    }),
    { input: { token: params.get('invitation') ?? '' }, ...inspectionOptions() },
  );
  const notFound = snapshot.matches('notFound');
  useEffect(() => {
    if (notFound) navigate(notFoundHref, { replace: true });
  }, [notFound, navigate, notFoundHref]);
  const { context } = snapshot;
  const errors = context.fieldErrors;
  const busy = snapshot.hasTag('busy');
  const organisation = context.invitation?.organization_name ?? params.get('organization_name') ?? '';

  let body: ReactNode;
  if (snapshot.matches('loading') || notFound) body = <LoadingLines label="Loading your invitation" lines={4} />;
  else if (snapshot.matches('loadFailed'))
    body = (
      <Alert
        type="error"
        showIcon
        title="We could not load your invitation"
        description="Please check your connection and try again."
        action={<Button onClick={() => send({ type: 'retry' })}>Retry</Button>}
      />
    );
  else if (snapshot.matches('accepted') || snapshot.matches('signingIn'))
    body = (
      <Result
        status="success"
        title={<h2 className={styles.title}>Your account is ready</h2>}
        subTitle={`Sign in as ${context.invitation?.email ?? ''} with the password you have just chosen.`}
        extra={
          <p role="status">
            Taking you to the sign-in page… If nothing happens, <a href={signInHref}>sign in</a>.
          </p>
        }
      />
    );
  else
    body = (
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submit' });
        }}
      >
        <Field id="authorize-email" label="Email">
          <Input id="authorize-email" value={context.invitation?.email ?? ''} readOnly autoComplete="username" />
        </Field>
        <Field id="authorize-name" label="Name" error={errors.name?.[0]}>
          <Input
            id="authorize-name"
            value={context.name}
            disabled={busy}
            autoComplete="name"
            status={errors.name ? 'error' : undefined}
            onChange={(event) => send({ type: 'name.change', value: event.target.value })}
            {...described('authorize-name', errors.name?.[0])}
          />
        </Field>
        <Field id="authorize-password" label="Password" error={errors.password?.[0]}>
          <PasswordInput
            id="authorize-password"
            value={context.password}
            disabled={busy}
            autoComplete="new-password"
            status={errors.password ? 'error' : undefined}
            onChange={(event) => send({ type: 'password.change', value: event.target.value })}
            {...described('authorize-password', errors.password?.[0], 'authorize-password-rules')}
          />
          <PasswordRuleList id="authorize-password-rules" password={context.password} />
        </Field>
        <Field id="authorize-confirm" label="Confirm password" error={errors.confirm_password?.[0]}>
          <PasswordInput
            id="authorize-confirm"
            value={context.confirmPassword}
            disabled={busy}
            autoComplete="new-password"
            status={errors.confirm_password ? 'error' : undefined}
            onChange={(event) => send({ type: 'confirmation.change', value: event.target.value })}
            {...described('authorize-confirm', errors.confirm_password?.[0])}
          />
        </Field>
        <div className={styles.field}>
          <Checkbox
            id="authorize-terms"
            checked={context.termsAccepted}
            disabled={busy}
            onChange={(event) => send({ type: 'terms.change', value: event.target.checked })}
            {...described('authorize-terms', errors.terms_accepted?.[0])}
          >
            I agree to the{' '}
            <a href={termsHref} target="_blank" rel="noreferrer">
              terms of service
            </a>
          </Checkbox>
          {errors.terms_accepted && (
            <p id="authorize-terms-error" className={styles.fieldError}>
              {errors.terms_accepted[0]}
            </p>
          )}
        </div>
        {snapshot.matches('failed') && (
          <Alert
            type="error"
            showIcon
            title="Your account could not be created"
            description={context.error}
            action={
              <span className={styles.buttons}>
                <Button size="small" onClick={() => send({ type: 'retry' })}>
                  Try again
                </Button>
                <Button size="small" onClick={() => send({ type: 'edit' })}>
                  Back to the form
                </Button>
              </span>
            }
          />
        )}
        <div aria-live="polite">
          {Object.keys(errors).length > 0 && snapshot.matches('form') && (
            <p className={styles.fieldError}>Please correct the highlighted fields.</p>
          )}
        </div>
        <div className={styles.buttons}>
          <Button type="primary" htmlType="submit" loading={busy} disabled={!snapshot.can({ type: 'submit' })}>
            Create account
          </Button>
        </div>
      </form>
    );

  return (
    <main className={styles.page} aria-busy={busy}>
      <p className={styles.provider}>{providerName}</p>
      <h1 className={styles.title}>{organisation ? `Join ${organisation}` : 'Accept your invitation'}</h1>
      {snapshot.matches('form') || snapshot.matches('submitting') || snapshot.matches('failed') ? (
        <p className={styles.lead}>
          {organisation} invited you to the customer portal
          {context.invitation?.roles.length ? ` as ${context.invitation.roles.join(', ')}` : ''}. Choose your name and a
          password to create your account.
        </p>
      ) : null}
      {body}
    </main>
  );
}
