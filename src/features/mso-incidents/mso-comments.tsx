import { createMsoComment, type MsoIncidentDetail } from '@/api/mso';
import { CommentsSection } from '@/components/comment-thread';
import type { SectionProps } from '@/components/detail-page';
import { msoKeys } from './queries';

/** The MSO incident's comments, oldest first, and the form that adds one (spec 2 §2: a user can add a comment). */
export function MsoCommentsSection({ record: mso, recordKey }: SectionProps<MsoIncidentDetail>) {
  return (
    <CommentsSection
      id="mso"
      wide
      comments={mso.comments.map(({ type, created_at, ...comment }) => ({
        ...comment,
        source: type,
        createdAt: created_at,
      }))}
      send={(text) => createMsoComment({ mso_incident_id: mso.id, text })}
      refreshKey={msoKeys.detail(recordKey).queryKey}
    />
  );
}
