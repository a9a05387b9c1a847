import { type ReviewPromptInput, reviewPromptMachine } from '@machines/review-prompt.machine';
import { useMachine } from '@xstate/react';
import { Alert, Button, Input } from 'antd';
import { useEffect, useId } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { sendReview } from '@/api/feedback';
import { reviewCommentMax } from '@/contracts/feedback';
import { inspectionOptions } from '@/lib/inspect';
import styles from './feedback.module.css';
import { saveUsage } from './review-usage';

const starLabels = ['1 star: poor', '2 stars: fair', '3 stars: good', '4 stars: very good', '5 stars: excellent'];

/**
 * The review widget (spec 1 §2 main layout): a small card in the corner, never a modal, driven by
 * machines/review-prompt.machine.ts. The layout loads it only once the rule says it is due.
 */
export function ReviewPrompt({ userId, ...facts }: ReviewPromptInput & { userId: string }) {
  const id = useId();
  const [location] = useLocation();
  const [snapshot, send] = useMachine(
    reviewPromptMachine.provide({
      actors: { sendReview: fromPromise(({ input }) => sendReview(input)) },
      actions: { saveUsage: (_, p) => saveUsage(userId, p.usage) },
    }),
    { input: facts, ...inspectionOptions() },
  );
  useEffect(() => {
    send({ type: 'check' });
  }, [send]);

  if (!snapshot.hasTag('shown')) return null;
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const titleId = `${id}-title`;

  if (snapshot.matches('thanked')) {
    return (
      <section className={styles.prompt} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.promptTitle} role="status">
          Thank you for your rating
        </h2>
        <p className={styles.hint}>It helps us decide what to improve next.</p>
        <Button onClick={() => send({ type: 'close' })}>Close</Button>
      </section>
    );
  }

  return (
    <section className={styles.prompt} aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className={styles.promptTitle}>
        How would you rate the portal?
      </h2>
      {/* Native radios: arrow keys and screen readers work as everywhere, and no star icon joins the first load. */}
      <fieldset className={styles.stars} disabled={busy}>
        <legend className={styles.hidden}>Your rating, from 1 to 5 stars</legend>
        {starLabels.map((label, index) => {
          const stars = index + 1;
          return (
            <label key={label} className={styles.star} title={label}>
              <input
                type="radio"
                name={`${id}-stars`}
                value={stars}
                checked={context.rating === stars}
                className={styles.hidden}
                onChange={() => send({ type: 'rate', stars })}
              />
              <span aria-hidden="true" className={stars <= context.rating ? styles.starOn : undefined}>
                {stars <= context.rating ? '★' : '☆'}
              </span>
              <span className={styles.hidden}>{label}</span>
            </label>
          );
        })}
      </fieldset>
      {!snapshot.matches('asking') && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'submit', route: location });
          }}
        >
          <label htmlFor={`${id}-comment`} style={{ display: 'block', margin: '12px 0 4px' }}>
            Anything to add? (optional)
          </label>
          <Input.TextArea
            id={`${id}-comment`}
            value={context.comment}
            rows={3}
            maxLength={reviewCommentMax}
            disabled={busy}
            onChange={(event) => send({ type: 'comment.change', value: event.target.value })}
          />
          {context.error && <Alert type="error" showIcon role="alert" style={{ marginTop: 8 }} title={context.error} />}
          <div className={styles.promptButtons}>
            <Button type="primary" htmlType="submit" loading={busy}>
              Send
            </Button>
          </div>
        </form>
      )}
      <div className={styles.promptButtons}>
        <Button size="small" type="text" disabled={busy} onClick={() => send({ type: 'snooze' })}>
          Not now
        </Button>
        <Button size="small" type="text" disabled={busy} onClick={() => send({ type: 'dismiss' })}>
          Don’t ask again
        </Button>
      </div>
    </section>
  );
}
