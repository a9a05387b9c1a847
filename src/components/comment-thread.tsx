import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Tag } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { HttpError } from '@/api/http';
import { formatDateTime } from '@/lib/dates';
import { supportLimits, supportMessages } from '@/lib/support-rules';
import styles from './comment-thread.module.css';
import { DetailSection } from './detail-section';

/** Internal comments are shown under the network provider's name (spec 2 §3). */
export const providerName = 'Fibre Wholesale';
/** Spec 2 §3: comments whose source is SERVICE_NOW or API are the provider's, shown as internal. */
const isProviderSource = (source: string) => source === 'SERVICE_NOW' || source === 'API';

/** One comment as the thread shows it, whatever the record it belongs to calls its fields. */
export interface ThreadComment {
  id: string;
  name: string;
  /** comment_source of an incident's comment, type of an MSO incident's. */
  source: string;
  createdAt: string;
  text: string;
  /** E.g. the attachment's download button. */
  extra?: ReactNode;
}

/** Comments, oldest first; the provider's under its name with an Internal tag, others under the author's name. */
export function CommentList({ comments }: { comments: ThreadComment[] }) {
  if (comments.length === 0) return <p className={styles.empty}>No comments yet.</p>;
  return (
    <ul className={styles.list}>
      {comments.map((comment) => {
        const internal = isProviderSource(comment.source);
        return (
          <li key={comment.id} className={internal ? `${styles.comment} ${styles.internal}` : styles.comment}>
            <p className={styles.meta}>
              <strong>{internal ? providerName : comment.name}</strong>
              {internal && <Tag>Internal</Tag>}
              <span className={styles.time}>{formatDateTime(comment.createdAt)}</span>
            </p>
            <p className={styles.text}>{comment.text}</p>
            {comment.extra}
          </li>
        );
      })}
    </ul>
  );
}

interface CommentFormProps {
  /** The text box's id, unique on the page. */
  id: string;
  /** Stores the comment; a field error on `text` in the answer shows under the box. */
  send: (text: string) => Promise<unknown>;
  /** The record's query, refetched once the comment is stored so the thread shows it. */
  refreshKey: QueryKey;
}

/** 'Add a comment': required text, sent trimmed; the box empties once the comment is stored. */
function CommentForm({ id, send, refreshKey }: CommentFormProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const add = useMutation({
    mutationFn: send,
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: refreshKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setFieldError(supportMessages.required);
      return;
    }
    setFieldError(undefined);
    add.mutate(text.trim());
  };
  const serverFieldError = add.error instanceof HttpError ? add.error.fields?.text?.[0] : undefined;
  const shownError = fieldError ?? serverFieldError;
  const errorId = `${id}-error`;

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <label htmlFor={id}>Add a comment</label>
      <Input.TextArea
        id={id}
        value={text}
        rows={3}
        // Counted, not cut: text past the limit stays as typed and the limit's message says so.
        count={{ max: supportLimits.commentText, show: true }}
        status={shownError ? 'error' : undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (fieldError && event.target.value.trim()) setFieldError(undefined);
        }}
      />
      {shownError && (
        <div id={errorId} role="alert" className={styles.fieldError}>
          {shownError}
        </div>
      )}
      {add.error && !serverFieldError && (
        <Alert type="error" showIcon title="Your comment could not be added. Please try again." />
      )}
      <div>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Add Comment
        </Button>
      </div>
    </form>
  );
}

interface CommentsSectionProps extends CommentFormProps {
  comments: ThreadComment[];
  wide?: boolean;
}

/** A record's 'Comments' section: the thread, oldest first, and the form that adds one (spec 2 §2, §3). */
export function CommentsSection({ id, comments, send, refreshKey, wide }: CommentsSectionProps) {
  return (
    <DetailSection id={`${id}-comments`} title="Comments" wide={wide}>
      <CommentList comments={comments} />
      <CommentForm id={`${id}-comment-text`} send={send} refreshKey={refreshKey} />
    </DetailSection>
  );
}
