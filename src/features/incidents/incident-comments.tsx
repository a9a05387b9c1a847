import { createIncidentComment } from '@/api/incidents';
import { CommentForm, CommentList } from '@/components/comment-thread';
import { DetailSection } from '@/components/detail-section';
import type { IncidentDetail } from '@/contracts/incidents';
import { AttachmentButton } from './attachment-button';
import { incidentKeys } from './queries';

export { providerName } from '@/components/comment-thread';

/** Comments, oldest first, and the form that adds one; the detail is refetched once it is stored. */
export function CommentsSection({ incident, detailKey }: { incident: IncidentDetail; detailKey: string }) {
  const comments = incident.comments.map((comment) => ({
    id: comment.id,
    name: comment.name,
    source: comment.comment_source,
    createdAt: comment.created_at,
    text: comment.text,
    extra: comment.attachment && <AttachmentButton incidentId={incident.id} attachment={comment.attachment} />,
  }));
  return (
    <DetailSection id="incident-comments" title="Comments">
      <CommentList comments={comments} />
      <CommentForm
        id="incident-comment-text"
        send={(text) => createIncidentComment({ incident_id: incident.id, text })}
        refreshKey={incidentKeys.detail(detailKey).queryKey}
      />
    </DetailSection>
  );
}
