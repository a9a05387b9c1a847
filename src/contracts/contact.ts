import { z } from 'zod';
import { quickStats } from './incidents';
import { paginated } from './pagination';

/**
 * The contact area (spec 2 §2 Contact): request information and complaints. Spec 2 §3 does not show their fields; these
 * are the sandbox's design (README "Contact"), one record shape for both kinds with a kind column.
 */
export const contactKinds = ['request-information', 'complaints'] as const;
const contactKind = z.enum(contactKinds);
export type ContactKind = z.infer<typeof contactKind>;

/** Open → In Progress → Awaiting your reply → Resolved → Closed. */
export const contactStatuses = ['Open', 'In Progress', 'Awaiting your reply', 'Resolved', 'Closed'] as const;
const contactStatus = z.enum(contactStatuses);
export type ContactStatus = z.infer<typeof contactStatus>;

const requestInformationCategories = ['Ordering', 'Billing', 'Network', 'Technical', 'Account', 'Other'] as const;
const complaintCategories = [
  'Service quality',
  'Delay',
  'Engineer visit',
  'Billing',
  'Communication',
  'Other',
] as const;
export const contactCategories = {
  'request-information': requestInformationCategories,
  complaints: complaintCategories,
} as const satisfies Record<ContactKind, readonly string[]>;

export const complaintPriorities = ['Low', 'Medium', 'High'] as const;

/** Who wrote a message of the conversation: the customer's staff or the provider. */
const messageAuthors = ['customer', 'provider'] as const;

const contactAttachment = z.object({
  id: z.string(),
  original_file_name: z.string(),
  content_type: z.string(),
  size: z.number().int().min(0),
});
export type ContactAttachment = z.infer<typeof contactAttachment>;

const contactMessage = z.object({
  id: z.string(),
  author: z.enum(messageAuthors),
  name: z.string(),
  text: z.string(),
  created_at: z.string(),
  attachments: z.array(contactAttachment),
});
export type ContactMessage = z.infer<typeof contactMessage>;

const contactRecord = z.object({
  id: z.string(),
  kind: contactKind,
  reference: z.string(),
  category: z.string(),
  related_reference: z.string().nullable(),
  subject: z.string(),
  status: contactStatus,
  priority: z.enum(complaintPriorities).nullable(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactRecord = z.infer<typeof contactRecord>;
export const contactPage = paginated(contactRecord);
export type ContactPage = z.infer<typeof contactPage>;

const contactDetail = contactRecord.extend({
  description: z.string(),
  attachments: z.array(contactAttachment),
  messages: z.array(contactMessage),
  /** Whether the customer may still reply or close (not once Closed). */
  can_reply: z.boolean(),
  can_close: z.boolean(),
});
export type ContactDetail = z.infer<typeof contactDetail>;
export const contactDetailResponse = z.object({ data: contactDetail });

export const contactQuickStatsResponse = z.object({ data: quickStats });

const contactOverview = z.object({
  kinds: z.array(
    z.object({
      kind: contactKind,
      total: z.number().int().min(0),
      status_summary: z.array(z.object({ status: contactStatus, total: z.number().int().min(0) })),
      recent: z.array(contactRecord),
    }),
  ),
});
export type ContactOverview = z.infer<typeof contactOverview>;
export const contactOverviewResponse = z.object({ data: contactOverview });

/** A record by its reference (RI-000123, CMP-000045) or id. */
export const contactKeyParams = z.object({
  kind: contactKind,
  id: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a request reference'),
});
export const contactKindParams = z.object({ kind: contactKind });
export const contactAttachmentParams = contactKeyParams.extend({ attachmentId: z.uuid('Not an attachment id') });
