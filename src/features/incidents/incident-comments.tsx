import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Tag } from 'antd';
import { type FormEvent, useState } from 'react';
import { HttpError } from '@/api/http';
import { createIncidentComment } from '@/api/incidents';
import type { IncidentComment, IncidentDetail } from '@/contracts/incidents';
import { formatDateTime } from '@/lib/format';
import { supportLimits, supportMessages } from '@/lib/support-rules';
import { AttachmentButton } from './attachment-button';
import { DetailSection } from './facts';
import styles from './incidents.module.css';
import { incidentKeys } from './queries';

/** Internal comments are shown under the network provider's name (spec 2 §3). */
export const providerName = 'Fibre Wholesale';
const isInternal = (comment: IncidentComment) =>
  comment.comment_source === 'SERVICE_NOW' || comment.comment_source === 'API';

function CommentItem({ comment, incidentId }: { comment: IncidentComment; incidentId: string }) {
  const internal = isInternal(comment);
  return (
    <li className={internal ? `${styles.comment} ${styles.internal}` : styles.comment}>
      <p className={styles.commentMeta}>
        <strong>{internal ? providerName : comment.name}</strong>
        {internal && <Tag>Internal</Tag>}
        <span className={styles.secondary}>{formatDateTime(comment.created_at)}</span>
      </p>
      <p className={styles.commentText}>{comment.text}</p>
      {comment.attachment && <AttachmentButton incidentId={incidentId} attachment={comment.attachment} />}
    </li>
  );
}

function CommentForm({ incident, queryKey }: { incident: IncidentDetail; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const add = useMutation({
    mutationFn: createIncidentComment,
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setFieldError(supportMessages.required);
      return;
    }
    setFieldError(undefined);
    add.mutate({ incident_id: incident.id, text: text.trim() });
  };
  const serverFieldError = add.error instanceof HttpError ? add.error.fields?.text?.[0] : undefined;
  const shownError = fieldError ?? serverFieldError;

  return (
    <form onSubmit={submit} noValidate className={styles.commentForm}>
      <label htmlFor="incident-comment-text">Add a comment</label>
      <Input.TextArea
        id="incident-comment-text"
        value={text}
        rows={3}
        maxLength={supportLimits.commentText}
        status={shownError ? 'error' : undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? 'incident-comment-error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (fieldError && event.target.value.trim()) setFieldError(undefined);
        }}
      />
      {shownError && (
        <div id="incident-comment-error" role="alert" className={styles.fieldError}>
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

/** Comments, oldest first, and the form that adds one; the detail is refetched once it is stored. */
export function CommentsSection({ incident, detailKey }: { incident: IncidentDetail; detailKey: string }) {
  return (
    <DetailSection id="incident-comments" title="Comments">
      {incident.comments.length === 0 ? (
        <p className={styles.secondary}>No comments yet.</p>
      ) : (
        <ul className={styles.plainList}>
          {incident.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} incidentId={incident.id} />
          ))}
        </ul>
      )}
      <CommentForm incident={incident} queryKey={incidentKeys.detail(detailKey).queryKey} />
    </DetailSection>
  );
}
