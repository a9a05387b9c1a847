import { type SessionCheckResult, sessionMachine } from '@machines/session.machine';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { AuthService } from '@/app/auth/auth-service';
import { inspectionOptions } from '@/lib/inspect';

/** The session machine with MSAL behind its named actor and action, so the machine itself stays free of MSAL. */
export function provideSession(auth: AuthService) {
  return sessionMachine.provide({
    actors: {
      checkSession: fromPromise<SessionCheckResult>(async () => {
        const result = await auth.acquireSilent();
        return { expiresOn: result.expiresOn ? result.expiresOn.getTime() : null };
      }),
    },
    actions: { signIn: () => void auth.signIn() },
  });
}

/** Spec 1 §4 Session: check now (to start the expiry timer) and whenever the tab is hidden. */
export function useSessionUpkeep(auth: AuthService): void {
  const session = useActorRef(provideSession(auth), { input: {}, ...inspectionOptions() });
  useEffect(() => {
    session.send({ type: 'session.check' });
    const onVisibility = () => {
      session.send({ type: document.visibilityState === 'hidden' ? 'visibility.hidden' : 'visibility.visible' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [session]);
}
