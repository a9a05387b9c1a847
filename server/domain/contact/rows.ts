import type {
  ContactAttachment,
  ContactDetail,
  ContactKind,
  ContactMessage,
  ContactRecord,
  ContactStatus,
} from '../../../src/contracts/contact';
import { canCloseStatus } from '../../../src/lib/contact-rules';
import type { ContactAttachmentRow, ContactMessageRow, ContactRequestRow } from '../../db/schema';

export function toRecord(row: ContactRequestRow): ContactRecord {
  return {
    id: row.id,
    kind: row.kind as ContactKind,
    reference: row.reference,
    category: row.category,
    related_reference: row.relatedReference,
    subject: row.subject,
    status: row.status as ContactStatus,
    priority: (row.priority as ContactRecord['priority']) ?? null,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const toAttachment = (row: ContactAttachmentRow): ContactAttachment => ({
  id: row.id,
  original_file_name: row.originalFileName,
  content_type: row.contentType,
  size: row.size,
});

export function toDetail(
  row: ContactRequestRow,
  messages: ContactMessageRow[],
  attachments: ContactAttachmentRow[],
): ContactDetail {
  const status = row.status as ContactStatus;
  const thread: ContactMessage[] = messages.map((m) => ({
    id: m.id,
    author: m.author === 'provider' ? 'provider' : 'customer',
    name: m.name,
    text: m.text,
    created_at: m.createdAt.toISOString(),
    attachments: attachments.filter((a) => a.messageId === m.id).map(toAttachment),
  }));
  return {
    ...toRecord(row),
    description: row.description,
    attachments: attachments.filter((a) => a.messageId === null).map(toAttachment),
    messages: thread,
    can_reply: status !== 'Closed',
    can_close: canCloseStatus(status),
  };
}
