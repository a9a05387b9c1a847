import { credentialCreateMachine } from '@machines/credential-create.machine';
import { credentialCreateModel } from '@machines/credential-create.model';
import { credentialRevokeMachine } from '@machines/credential-revoke.machine';
import { credentialRevokeModel } from '@machines/credential-revoke.model';
import { credentialRotateMachine } from '@machines/credential-rotate.machine';
import { credentialRotateModel } from '@machines/credential-rotate.model';
import { createActor, fromPromise } from 'xstate';
import type { AppCredentialSecretResponse } from '@/contracts/developer';
import { testMachineWithModel } from '../support/model-testing';

const credential = { id: 'crd_AAAAAAAAAAAAAAAA', name: 'Ticket sync' };
const answer: AppCredentialSecretResponse = {
  data: {
    id: credential.id,
    name: credential.name,
    client_id: 'fwc_AAAAAAAAAAAAAAAAAAAAAAAA',
    secret_hint: 'wxyz',
    scopes: ['read:support'],
    status: 'active',
    created_at: '2026-11-28T10:00:00.000Z',
    created_by: 'Dev Developer',
    secret_created_at: '2026-11-28T10:00:00.000Z',
    last_used_at: null,
    revoked_at: null,
  },
  client_secret: 'fws_secret-wxyz',
};
const draft = { name: 'Ticket sync', scopes: ['read:support' as const] };

describe('credential create machine (/developer-tools/app-credentials)', () => {
  it('sends the form once and shows the secret until closed, then forgets it', async () => {
    const create = vi.fn(async (_input: unknown) => answer);
    const actor = createActor(
      credentialCreateMachine.provide({ actors: { create: fromPromise(({ input }) => create(input)) } }),
    ).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'submit', draft });
    actor.send({ type: 'submit', draft });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('showingSecret'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(draft);
    expect(actor.getSnapshot().context.created?.client_secret).toBe('fws_secret-wxyz');
    actor.send({ type: 'secret.copied' });
    expect(actor.getSnapshot().context.copied).toBe(true);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().context).toMatchObject({ created: null, copied: false, draft: null });
  });

  it('keeps the draft after a failure and offers Try again', async () => {
    let calls = 0;
    const actor = createActor(
      credentialCreateMachine.provide({
        actors: {
          create: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('Your organisation cannot grant read:billing');
            return answer;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'submit', draft });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Your organisation cannot grant read:billing', draft });
    actor.send({ type: 'retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('showingSecret'));
  });
});

describe('credential rotate and revoke machines', () => {
  it('rotates only once confirmed and shows the new secret', async () => {
    const rotate = vi.fn(async (_input: unknown) => answer);
    const actor = createActor(
      credentialRotateMachine.provide({ actors: { rotate: fromPromise(({ input }) => rotate(input)) } }),
    ).start();
    actor.send({ type: 'rotate', credential });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'cancel' });
    expect(rotate).not.toHaveBeenCalled();
    actor.send({ type: 'rotate', credential });
    actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('showingSecret'));
    expect(rotate).toHaveBeenCalledWith(credential);
    expect(actor.getSnapshot().context.rotated?.client_secret).toBe(answer.client_secret);
  });

  it('revokes only once confirmed and names what it revoked', async () => {
    const revoke = vi.fn(async (_input: unknown) => undefined);
    const actor = createActor(
      credentialRevokeMachine.provide({ actors: { revoke: fromPromise(({ input }) => revoke(input)) } }),
    ).start();
    actor.send({ type: 'revoke', credential });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ done: credential, credential: null });
  });
});

testMachineWithModel({
  name: 'credential-create',
  machine: credentialCreateMachine,
  model: credentialCreateModel,
  drivers: {
    open: ({ send }) => send({ type: 'open' }),
    submit: ({ send }) => send({ type: 'submit', draft }),
    'create.ok': ({ resolve }) => resolve('create', answer),
    'create.fail': ({ reject }) => reject('create', new Error('Network down')),
    retry: ({ send }) => send({ type: 'retry' }),
    edit: ({ send }) => send({ type: 'edit' }),
    'secret.copied': ({ send }) => send({ type: 'secret.copied' }),
    close: ({ send }) => send({ type: 'close' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    if (String(step.expectedState) === 'showingSecret') {
      expect(context.created?.client_secret).toBe(answer.client_secret);
      expect(context.copied).toBe((step.modelContext as { copied: boolean }).copied);
    }
    if (String(step.expectedState) === 'idle') expect(context.created).toBeNull();
  },
});

testMachineWithModel({
  name: 'credential-rotate',
  machine: credentialRotateMachine,
  model: credentialRotateModel,
  drivers: {
    rotate: ({ send }) => send({ type: 'rotate', credential }),
    confirm: ({ send }) => send({ type: 'confirm' }),
    cancel: ({ send }) => send({ type: 'cancel' }),
    'rotate.ok': ({ resolve }) => resolve('rotate', answer),
    'rotate.fail': ({ reject }) => reject('rotate', new Error('Network down')),
    retry: ({ send }) => send({ type: 'retry' }),
    'secret.copied': ({ send }) => send({ type: 'secret.copied' }),
    close: ({ send }) => send({ type: 'close' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    if (String(step.expectedState) === 'showingSecret') {
      expect(context.rotated?.client_secret).toBe(answer.client_secret);
      expect(context.copied).toBe((step.modelContext as { copied: boolean }).copied);
    }
    if (String(step.expectedState) === 'idle') expect(context.credential).toBeNull();
  },
});

testMachineWithModel({
  name: 'credential-revoke',
  machine: credentialRevokeMachine,
  model: credentialRevokeModel,
  drivers: {
    revoke: ({ send }) => send({ type: 'revoke', credential }),
    confirm: ({ send }) => send({ type: 'confirm' }),
    cancel: ({ send }) => send({ type: 'cancel' }),
    'revoke.ok': ({ resolve }) => resolve('revoke'),
    'revoke.fail': ({ reject }) => reject('revoke', new Error('Network down')),
    retry: ({ send }) => send({ type: 'retry' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    if (String(step.expectedState) === 'idle') {
      expect(context.credential).toBeNull();
      expect(context.done !== null).toBe((step.modelContext as { done: boolean }).done);
    }
  },
});
