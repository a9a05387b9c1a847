import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Tag } from 'antd';
import { useState } from 'react';
import { endOtherSessions } from '@/api/users';
import { FirstLoad } from '@/components/first-load';
import { roleColour } from '@/lib/status-colours';
import styles from './account.module.css';
import { NameForm } from './name-form';
import { PasswordChangeForm } from './password-change-form';
import { accountKeys } from './queries';

/** 'Sign out everywhere else': one call; this browser stays signed in. */
function SignOutElsewhere({ userId }: { userId: string }) {
  const mutation = useMutation({ mutationFn: () => endOtherSessions(userId) });
  return (
    <div className={styles.section}>
      <p>Signed in on another computer or phone you no longer use? End those sessions; this one stays signed in.</p>
      <div>
        <Button onClick={() => mutation.mutate()} loading={mutation.isPending}>
          Sign out everywhere else
        </Button>
      </div>
      <div aria-live="polite">
        {mutation.isSuccess && <Alert type="success" showIcon title="You have been signed out everywhere else" />}
        {mutation.isError && <Alert type="error" showIcon title={mutation.error.message} />}
      </div>
    </div>
  );
}

/**
 * /account-settings (spec 1 §2, from the user menu): the user's name (editable), email (read-only) and roles, their
 * password change, and 'Sign out everywhere else'. `onRenamed` refreshes the token so the header shows the new name.
 */
export function AccountSettingsPage({ userId, onRenamed }: { userId: string; onRenamed: () => void }) {
  const me = useQuery(accountKeys.user(userId));
  // A finished form starts afresh under a new key (another rename, another password change).
  const [nameRound, setNameRound] = useState(0);
  const [passwordRound, setPasswordRound] = useState(0);
  return (
    <section aria-labelledby="account-settings-heading" className={styles.page}>
      <h1 id="account-settings-heading" className={styles.title}>
        Account Settings
      </h1>
      <FirstLoad result={me} loading="Loading your account" failed="We could not load your account" />
      {me.data && (
        <>
          <section aria-labelledby="account-profile" className={styles.section}>
            <h2 id="account-profile">Profile</h2>
            <NameForm
              key={`${nameRound}-${me.data.name}`}
              userId={userId}
              name={me.data.name}
              onSaved={() => {
                setNameRound((n) => n + 1);
                onRenamed();
              }}
            />
            <dl className={styles.facts}>
              <dt>Email</dt>
              <dd>{me.data.email}</dd>
              <dt>Roles</dt>
              <dd>
                {me.data.roles.length === 0
                  ? 'No roles'
                  : me.data.roles.map((role) => (
                      <Tag key={role.id} color={roleColour(role.name)}>
                        {role.name}
                      </Tag>
                    ))}
              </dd>
            </dl>
          </section>
          <section aria-labelledby="account-password" className={styles.section}>
            <h2 id="account-password">Password</h2>
            <PasswordChangeForm key={passwordRound} userId={userId} onAnother={() => setPasswordRound((n) => n + 1)} />
          </section>
          <section aria-labelledby="account-sessions" className={styles.section}>
            <h2 id="account-sessions">Sessions</h2>
            <SignOutElsewhere userId={userId} />
          </section>
        </>
      )}
    </section>
  );
}
