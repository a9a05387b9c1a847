import { feedbackFormMachine } from '@machines/feedback-form.machine';
import { useMachine } from '@xstate/react';
import { Alert, Button, Checkbox, Form, Input, Modal, Result, Select } from 'antd';
import { useEffect, useId } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { sendFeedback } from '@/api/feedback';
import { type FeedbackArea, feedbackAreas, feedbackCommentMax } from '@/contracts/feedback';
import { inspectionOptions } from '@/lib/inspect';
import styles from './feedback.module.css';

const areaOptions = feedbackAreas.map((area) => ({ value: area, label: area }));

/**
 * The layout's Give feedback form (spec 1 §2), driven by machines/feedback-form.machine.ts. The footer counts the
 * user's requests to open it; each new one opens the form with whatever they typed before and did not send.
 */
export function FeedbackDialog({ openRequests }: { openRequests: number }) {
  const id = useId();
  const [location] = useLocation();
  const [snapshot, send] = useMachine(
    feedbackFormMachine.provide({ actors: { sendFeedback: fromPromise(({ input }) => sendFeedback(input)) } }),
    inspectionOptions(),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request opens it, on the page shown then.
  useEffect(() => {
    if (openRequests > 0) send({ type: 'open', route: location });
  }, [openRequests, send]);

  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const failed = snapshot.matches('failed');
  const sent = snapshot.matches('sent');
  const editable = snapshot.matches('editing');
  const areaError = context.fieldErrors.area?.[0];
  const commentError = context.fieldErrors.comment?.[0];
  const close = () => send({ type: 'close' });
  const fieldHelp = (field: string, error: string | undefined) =>
    error ? (
      <span id={`${id}-${field}-error`} role="alert">
        {error}
      </span>
    ) : undefined;

  return (
    <Modal
      open={snapshot.hasTag('open')}
      title="Give feedback"
      onCancel={close}
      maskClosable={!busy}
      closable={!busy}
      keyboard={!busy}
      footer={
        sent
          ? [
              <Button key="close" type="primary" onClick={close}>
                Close
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={busy}>
                Cancel
              </Button>,
              failed ? (
                <Button key="retry" type="primary" onClick={() => send({ type: 'retry' })}>
                  Try again
                </Button>
              ) : (
                <Button key="send" type="primary" loading={busy} onClick={() => send({ type: 'submit' })}>
                  Send feedback
                </Button>
              ),
            ]
      }
    >
      {sent ? (
        <Result
          status="success"
          title="Thank you for your feedback"
          subTitle={
            context.mayContact
              ? 'We read every message. We may contact you about it at your account’s e-mail address.'
              : 'We read every message and use it to improve the portal.'
          }
        />
      ) : (
        <Form
          layout="vertical"
          component="form"
          className={styles.form}
          aria-busy={busy}
          onFinish={() => send({ type: 'submit' })}
        >
          <p className={styles.hint}>
            Tell us what works and what could be better. Please leave out personal details such as your customers’ names
            or phone numbers.
          </p>
          <Form.Item
            label="What is it about?"
            htmlFor={`${id}-area`}
            required
            validateStatus={areaError ? 'error' : undefined}
            help={fieldHelp('area', areaError)}
          >
            <Select<FeedbackArea>
              id={`${id}-area`}
              value={context.area ?? undefined}
              placeholder="Choose an area"
              options={areaOptions}
              disabled={!editable}
              onChange={(area) => send({ type: 'area.change', area })}
              aria-invalid={areaError ? true : undefined}
              aria-describedby={areaError ? `${id}-area-error` : undefined}
            />
          </Form.Item>
          <Form.Item
            label="Your feedback"
            htmlFor={`${id}-comment`}
            required
            validateStatus={commentError ? 'error' : undefined}
            help={fieldHelp('comment', commentError)}
          >
            <Input.TextArea
              id={`${id}-comment`}
              value={context.comment}
              rows={5}
              maxLength={feedbackCommentMax}
              showCount
              disabled={!editable}
              onChange={(event) => send({ type: 'comment.change', value: event.target.value })}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={commentError ? `${id}-comment-error` : undefined}
            />
          </Form.Item>
          <Checkbox
            checked={context.mayContact}
            disabled={!editable}
            onChange={(event) => send({ type: 'contact.change', value: event.target.checked })}
          >
            You may contact me about this feedback
          </Checkbox>
          {failed && (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginTop: 16 }}
              title={context.error}
              action={
                <Button size="small" onClick={() => send({ type: 'edit' })}>
                  Edit
                </Button>
              }
            />
          )}
        </Form>
      )}
    </Modal>
  );
}
