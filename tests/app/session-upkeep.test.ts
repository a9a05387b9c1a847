import type { AuthenticationResult } from '@azure/msal-browser';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AuthService } from '@/app/auth/auth-service';
import { provideSession } from '@/app/auth/session-upkeep';

const authWith = (acquireSilent: AuthService['acquireSilent']) => {
  const signIn = vi.fn(async () => {});
  const auth: AuthService = {
    account: () => null,
    getAccessToken: async () => null,
    acquireSilent,
    signIn,
    signOut: async () => {},
    sessionEnded: async () => {},
  };
  return { auth, signIn };
};

describe('session upkeep wired to MSAL', () => {
  it('keeps the session active while MSAL renews the token silently', async () => {
    const expiresOn = new Date(Date.now() + 300_000);
    const { auth, signIn } = authWith(async () => ({ expiresOn }) as AuthenticationResult);
    const actor = createActor(provideSession(auth), { input: {} }).start();
    actor.send({ type: 'visibility.hidden' });
    await waitFor(actor, (s) => s.matches('active'));
    expect(actor.getSnapshot().context.expiresOn).toBe(expiresOn.getTime());
    expect(signIn).not.toHaveBeenCalled();
    actor.stop();
  });

  it('sends the user to sign in when the silent token fetch fails', async () => {
    const { auth, signIn } = authWith(async () => {
      throw new Error('interaction_required');
    });
    const actor = createActor(provideSession(auth), { input: {} }).start();
    actor.send({ type: 'visibility.hidden' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});
