import { InteractionStatus } from '@azure/msal-browser';
import { useMsal } from '@azure/msal-react';
import { type ReactNode, useEffect } from 'react';
import { useAuth } from '@/app/auth/auth-context';
import styles from '@/app/auth/full-page-spin.module.css';

/** Spec 1 §1: every main-layout route needs a signed-in user; those outside it are reached without. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { inProgress, accounts } = useMsal();
  const signedIn = accounts.length > 0;

  useEffect(() => {
    if (!signedIn && inProgress === InteractionStatus.None) void auth.signIn();
  }, [auth, signedIn, inProgress]);

  if (!signedIn) return <FullPageSpin label="Signing you in" />;
  return children;
}

export function FullPageSpin({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.container}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
