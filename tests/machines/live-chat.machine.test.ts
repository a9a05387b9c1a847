import {
  type LiveChatConversation,
  type LiveChatInput,
  liveChatMachine,
  liveChatMissingOf,
  liveChatNotStarted,
  liveChatPollMs,
} from '@machines/live-chat.machine';
import { liveChatModel } from '@machines/live-chat.model';
import { createActor, fromPromise } from 'xstate';
import { testMachineWithModel } from '../support/model-testing';

const ready = { siteId: 'sky-site-1', idToken: 'id.token.value' };
const empty: LiveChatConversation = { conversation_id: 'chat_1', messages: [] };
const withMine: LiveChatConversation = {
  conversation_id: 'chat_1',
  messages: [{ id: 'm1', author: 'user', body: 'Hello', sent_at: '2026-11-28T10:00:00.000Z' }],
};
const withReply: LiveChatConversation = {
  conversation_id: 'chat_1',
  messages: [
    ...withMine.messages,
    { id: 'm2', author: 'staff', body: 'Hi, how can we help?', sent_at: '2026-11-28T10:01:00.000Z' },
  ],
};

function start(
  input: LiveChatInput = ready,
  load: () => Promise<LiveChatConversation> = async () => empty,
  send: (input: { body: string }) => Promise<LiveChatConversation> = async () => withMine,
) {
  const loadConversation = vi.fn(load);
  const sendMessage = vi.fn(send);
  const actor = createActor(
    liveChatMachine.provide({
      actors: {
        loadConversation: fromPromise(() => loadConversation()),
        sendMessage: fromPromise(({ input }) => sendMessage(input)),
      },
    }),
    { input },
  ).start();
  return { actor, loadConversation, sendMessage };
}

describe('liveChatMissingOf', () => {
  it('names the site id first, then the id token, else nothing', () => {
    expect(liveChatMissingOf({ siteId: undefined, idToken: undefined })).toBe('siteId');
    expect(liveChatMissingOf({ siteId: '  ', idToken: 'x' })).toBe('siteId');
    expect(liveChatMissingOf({ siteId: 'site', idToken: undefined })).toBe('idToken');
    expect(liveChatMissingOf(ready)).toBeNull();
  });
});

describe('liveChatMachine', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('logs and does not start without a site id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, loadConversation } = start({ siteId: undefined, idToken: 'token' });
    expect(actor.getSnapshot().value).toBe('notStarted');
    expect(warn).toHaveBeenCalledWith(liveChatNotStarted.siteId);
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toBe('notStarted');
    expect(loadConversation).not.toHaveBeenCalled();
  });

  it('logs and does not start without an id token', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor } = start({ siteId: 'site', idToken: undefined });
    expect(actor.getSnapshot().value).toBe('notStarted');
    expect(warn).toHaveBeenCalledWith('Live chat not started: missing id token');
  });

  it('starts closed with both, and logs nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(warn).not.toHaveBeenCalled();
  });

  it('opens, sends the trimmed draft, empties it, and polls for replies while open only', async () => {
    vi.useFakeTimers();
    let current = empty;
    const { actor, loadConversation, sendMessage } = start(
      ready,
      async () => current,
      async () => {
        current = withMine;
        return withMine;
      },
    );
    actor.send({ type: 'open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'draft.change', value: '  Hello ' });
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendMessage).toHaveBeenCalledWith({ body: 'Hello', conversation: empty });
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(actor.getSnapshot().context.conversation).toEqual(withMine);
    current = withReply;
    await vi.advanceTimersByTimeAsync(liveChatPollMs - 1);
    expect(loadConversation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadConversation).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.conversation).toEqual(withReply);
    actor.send({ type: 'close' });
    await vi.advanceTimersByTimeAsync(liveChatPollMs * 3);
    expect(loadConversation).toHaveBeenCalledTimes(2);
  });

  it('sends at once when Send is pressed while a poll is under way, and shows what the send answers', async () => {
    vi.useFakeTimers();
    let loads = 0;
    // The first load answers; the poll after it never does, so the send lands mid-poll.
    const { actor, sendMessage } = start(
      ready,
      () => (loads++ === 0 ? Promise.resolve(empty) : new Promise<LiveChatConversation>(() => {})),
      async () => withReply,
    );
    actor.send({ type: 'open' });
    await vi.advanceTimersByTimeAsync(liveChatPollMs);
    expect(actor.getSnapshot().value).toBe('polling');
    actor.send({ type: 'draft.change', value: 'Hello' });
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().value).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(sendMessage).toHaveBeenCalledWith({ body: 'Hello', conversation: empty });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ conversation: withReply, draft: '' });
  });

  it('keeps the draft and shows the error when sending fails', async () => {
    const { actor } = start(
      ready,
      async () => empty,
      async () => {
        throw new Error('Network down');
      },
    );
    actor.send({ type: 'open' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('open'));
    actor.send({ type: 'draft.change', value: 'Hello' });
    actor.send({ type: 'send' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('Network down'));
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.draft).toBe('Hello');
  });

  it('offers Try again when the conversation does not load', async () => {
    let fail = true;
    const { actor } = start(ready, async () => {
      if (fail) throw new Error('Service unavailable');
      return empty;
    });
    actor.send({ type: 'open' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.error).toBe('Service unavailable');
    fail = false;
    actor.send({ type: 'retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('open'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

testMachineWithModel({
  name: 'live-chat',
  machine: liveChatMachine,
  model: liveChatModel,
  input: ready,
  drivers: {
    'reload.noSiteId': ({ restart }) => restart({ siteId: undefined, idToken: ready.idToken }),
    'reload.noIdToken': ({ restart }) => restart({ siteId: ready.siteId, idToken: undefined }),
    open: ({ send }) => send({ type: 'open' }),
    close: ({ send }) => send({ type: 'close' }),
    'draft.type': ({ send }) => send({ type: 'draft.change', value: 'Hello' }),
    'draft.clear': ({ send }) => send({ type: 'draft.change', value: ' ' }),
    send: ({ send }) => send({ type: 'send' }),
    'load.ok': ({ resolve }) => resolve('loadConversation', withReply),
    'load.fail': ({ reject }) => reject('loadConversation', new Error('Service unavailable')),
    'send.ok': ({ resolve }) => resolve('sendMessage', withMine),
    'send.fail': ({ reject }) => reject('sendMessage', new Error('Network down')),
    'clock.poll': ({ advance }) => advance(liveChatPollMs),
    retry: ({ send }) => send({ type: 'retry' }),
  },
  assertState: ({ step, snapshot, actions }) => {
    const { context } = snapshot();
    const model = step.modelContext as { draft: boolean; sendFailed: boolean; missing: 'siteId' | 'idToken' | null };
    const state = String(step.expectedState);
    if (state === 'notStarted' && model.missing) {
      expect(actions.logNotStarted).toHaveBeenCalled();
      expect(context.conversation).toBeNull();
    }
    if (state === 'open') {
      expect(context.draft.trim().length > 0).toBe(model.draft);
      expect(context.error).toBe(model.sendFailed ? 'Network down' : null);
    }
    if (state === 'failed') expect(context.error).toBe('Service unavailable');
  },
});
