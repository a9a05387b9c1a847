import { createIncidentComment } from '@/api/incidents';
import { CommentsSection as Thread } from '@/components/comment-thread';
import type { SectionProps } from '@/components/detail-page';
import type { IncidentDetail } from '@/contracts/incidents';
import { AttachmentButton } from './attachment-button';
import { incidentKeys } from './queries';

/** The incident's comments, a comment's file beside it, and the form; the detail is refetched once one is stored. */
export function CommentsSection({ record: incident, recordKey }: SectionProps<IncidentDetail>) {
  return (
    <Thread
      id="incident"
      comments={incident.comments.map(({ comment_source, created_at, attachment, ...comment }) => ({
        ...comment,
        source: comment_source,
        createdAt: created_at,
        extra: attachment && <AttachmentButton incidentId={incident.id} attachment={attachment} />,
      }))}
      send={(text) => createIncidentComment({ incident_id: incident.id, text })}
      refreshKey={incidentKeys.detail(recordKey).queryKey}
    />
  );
}
