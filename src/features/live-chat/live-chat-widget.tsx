import { liveChatMachine } from '@machines/live-chat.machine';
import { useMachine } from '@xstate/react';
import { Alert, Button } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import { loadLiveChat, sendLiveChatMessage } from '@/api/live-chat';
import { liveChatMessageMax } from '@/contracts/live-chat';
import { formatDateTime } from '@/lib/dates';
import { inspectionOptions } from '@/lib/inspect';
import styles from './live-chat-widget.module.css';

export interface LiveChatWidgetProps {
  /** The chat provider's site id (VITE_LIVE_CHAT_SITE_ID); without it the chat is not started. */
  siteId: string | undefined;
  /** The signed-in user's ID token; without it the chat is not started. */
  idToken: string | undefined;
}

/**
 * The sky service view's live chat with the provider's support desk (spec 1 §6, §8), driven by
 * machines/live-chat.machine.ts: a launcher bottom right opens a panel with the conversation, kept across visits; the
 * open panel asks for new replies every few seconds. Without a site id or an ID token it logs why and shows nothing.
 */
export function LiveChatWidget({ siteId, idToken }: LiveChatWidgetProps) {
  const id = useId();
  const [snapshot, send] = useMachine(
    liveChatMachine.provide({
      actors: {
        loadConversation: fromPromise(({ input }) => loadLiveChat(siteId ?? '', input.conversation)),
        sendMessage: fromPromise(({ input }) => sendLiveChatMessage(siteId ?? '', input.conversation, input.body)),
      },
    }),
    { input: { siteId, idToken }, ...inspectionOptions() },
  );
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const { context } = snapshot;
  const panelOpen = !snapshot.matches('notStarted') && !snapshot.matches('closed') && !snapshot.matches('checking');
  const chatting = snapshot.matches('open') || snapshot.matches('polling') || snapshot.matches('sending');
  const count = context.conversation?.messages.length ?? 0;
  const wasOpen = useRef(false);
  const wasChatting = useRef(false);

  // Focus moves to the message box once the conversation shows, and back to the launcher when the panel closes.
  useEffect(() => {
    if (chatting && !wasChatting.current) input.current?.focus();
    if (!panelOpen && wasOpen.current) launcher.current?.focus();
    wasOpen.current = panelOpen;
    wasChatting.current = chatting;
  }, [panelOpen, chatting]);
  // The newest message in view.
  useEffect(() => {
    if (count > 0 && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  if (!panelOpen) {
    if (!snapshot.matches('closed')) return null;
    return (
      <Button
        ref={launcher}
        type="primary"
        size="large"
        shape="round"
        className={styles.launcher}
        aria-haspopup="dialog"
        onClick={() => send({ type: 'open' })}
      >
        Live chat
      </Button>
    );
  }

  const close = () => send({ type: 'close' });
  const submit = () => send({ type: 'send' });
  return (
    <section
      role="dialog"
      aria-labelledby={`${id}-title`}
      className={styles.panel}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          Live chat with support
        </h2>
        <Button type="text" aria-label="Close live chat" onClick={close}>
          ✕
        </Button>
      </div>
      {snapshot.matches('failed') ? (
        <div className={styles.composer}>
          <Alert type="error" showIcon message="The live chat could not be started" description={context.error} />
          <Button onClick={() => send({ type: 'retry' })}>Try again</Button>
        </div>
      ) : snapshot.matches('starting') ? (
        <p className={styles.log} role="status">
          Connecting you to the support desk…
        </p>
      ) : (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (axe scrollable-region-focusable) */}
          <ol ref={log} className={styles.log} aria-label="Messages" aria-live="polite" tabIndex={0}>
            {count === 0 && <li className={styles.meta}>Ask the support desk anything: an agent will reply here.</li>}
            {context.conversation?.messages.map((m) => (
              <li key={m.id} className={`${styles.message} ${m.author === 'user' ? styles.mine : ''}`}>
                <span className={styles.meta}>
                  {m.author === 'user' ? 'You' : (m.author_name ?? 'Support desk')}, {formatDateTime(m.sent_at)}
                </span>
                {m.body}
              </li>
            ))}
          </ol>
          <form
            className={styles.composer}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            {context.error && <Alert type="error" showIcon role="alert" message={context.error} />}
            <div className={styles.row}>
              <label htmlFor={`${id}-input`} className={styles.hidden}>
                Message
              </label>
              <textarea
                ref={input}
                id={`${id}-input`}
                className={styles.input}
                rows={2}
                maxLength={liveChatMessageMax}
                value={context.draft}
                readOnly={snapshot.matches('sending')}
                onChange={(e) => send({ type: 'draft.change', value: e.target.value })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    submit();
                  }
                }}
              />
              <Button
                type="primary"
                htmlType="submit"
                loading={snapshot.matches('sending')}
                disabled={!snapshot.can({ type: 'send' })}
              >
                Send
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
