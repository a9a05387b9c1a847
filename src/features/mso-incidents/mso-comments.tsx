import { createMsoComment, type MsoIncidentDetail } from '@/api/mso';
import { CommentForm, CommentList } from '@/components/comment-thread';
import { DetailSection } from '@/components/detail-section';
import { msoKeys } from './queries';

/** The MSO incident's comments, oldest first, and the form that adds one (spec 2 §2: a user can add a comment). */
export function MsoCommentsSection({ mso, detailKey }: { mso: MsoIncidentDetail; detailKey: string }) {
  const comments = mso.comments.map((comment) => ({
    id: comment.id,
    name: comment.name,
    source: comment.type,
    createdAt: comment.created_at,
    text: comment.text,
  }));
  return (
    <DetailSection id="mso-comments" title="Comments">
      <CommentList comments={comments} />
      <CommentForm
        id="mso-comment-text"
        send={(text) => createMsoComment({ mso_incident_id: mso.id, text })}
        refreshKey={msoKeys.detail(detailKey).queryKey}
      />
    </DetailSection>
  );
}
