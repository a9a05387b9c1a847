import { z } from 'zod';
import { type ContactKind, type ContactStatus, complaintPriorities, contactCategories } from '../contracts/contact';
import { acceptedAttachmentExtensions, supportLimits, supportMessages } from './support-rules';

/**
 * Rules of the contact forms (request information and complaints), shared by the create form's machine and the
 * sandbox, so both refuse the same input with the same words. Spec 2 §5 does not show them: these are the design
 * (README "Contact"); attachments follow spec 2's incident attachments (types, 8 MB each).
 */
export const contactLimits = {
  subject: 140,
  description: 4000,
  reply: 4000,
  relatedReference: 40,
  attachmentBytes: supportLimits.attachmentBytes,
  attachments: 5,
} as const;

export const contactMessages = {
  required: supportMessages.required,
  category: 'Please select a category',
  priority: 'Please select a priority',
  subjectMax: `Subject is at most ${contactLimits.subject} characters`,
  descriptionMax: `Description is at most ${contactLimits.description} characters`,
  replyMax: `A reply is at most ${contactLimits.reply} characters`,
  relatedFormat: 'Enter a service reference (S12345) or an order reference',
  relatedUnknown: 'No service or order of your organisation has this reference',
  fileTooLarge: supportMessages.fileTooLarge,
  fileType: supportMessages.fileType,
  tooManyFiles: `At most ${contactLimits.attachments} attachments`,
  closed: 'This request is closed',
} as const;

export const contactAttachmentExtensions = acceptedAttachmentExtensions;

/** What each kind is called on screen and where its references start. */
export const contactKindInfo = {
  'request-information': { title: 'Request Information', singular: 'Information request', prefix: 'RI' },
  complaints: { title: 'Complaints', singular: 'Complaint', prefix: 'CMP' },
} as const satisfies Record<ContactKind, { title: string; singular: string; prefix: string }>;

export const canCloseStatus = (status: ContactStatus) => status !== 'Closed';

const relatedReferencePattern = /^[A-Za-z0-9][A-Za-z0-9_/-]{0,39}$/;

const text = (max: number, maxMessage: string) =>
  z.string(contactMessages.required).trim().min(1, contactMessages.required).max(max, maxMessage);

/** The text fields of a new request or complaint (multipart text parts are strings; an empty optional is absent). */
export function contactCreateFields(kind: ContactKind) {
  const categories = contactCategories[kind] as readonly string[];
  return z
    .object({
      // Spec 2 §5: a required field left empty reads 'This field is required'; an unknown choice says what to choose.
      category: z
        .string(contactMessages.required)
        .min(1, contactMessages.required)
        .refine((value) => categories.includes(value), contactMessages.category),
      subject: text(contactLimits.subject, contactMessages.subjectMax),
      description: text(contactLimits.description, contactMessages.descriptionMax),
      related_reference: z
        .string()
        .trim()
        .max(contactLimits.relatedReference, contactMessages.relatedFormat)
        .refine((value) => value === '' || relatedReferencePattern.test(value), contactMessages.relatedFormat)
        .optional()
        .transform((value) => (value ? value : undefined)),
      ...(kind === 'complaints'
        ? {
            priority: z
              .string(contactMessages.required)
              .min(1, contactMessages.required)
              .refine((value) => (complaintPriorities as readonly string[]).includes(value), contactMessages.priority),
          }
        : {}),
    })
    .strict();
}
export type ContactCreateFields = {
  category: string;
  subject: string;
  description: string;
  related_reference?: string | undefined;
  priority?: string | undefined;
};

/** Every field the create form has, in its order (the priority only for complaints). */
const contactFormFieldNames = (kind: ContactKind) =>
  kind === 'complaints'
    ? (['category', 'priority', 'related_reference', 'subject', 'description'] as const)
    : (['category', 'related_reference', 'subject', 'description'] as const);

/** A reply's text part: the sandbox's multipart schema for `POST …/messages`, and the reply form's check before sending. */
export const contactReplyFields = z.object({ text: text(contactLimits.reply, contactMessages.replyMax) }).strict();

/** The first message of each field a parse refused, keyed by field ('form' for the whole). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Field errors of a draft, keyed by field: what the create form shows before sending. */
export function contactFieldErrors(kind: ContactKind, draft: Record<string, string>): Record<string, string> {
  const parsed = contactCreateFields(kind).safeParse(
    Object.fromEntries(contactFormFieldNames(kind).map((name) => [name, draft[name] ?? ''])),
  );
  return parsed.success ? {} : fieldMessages(parsed.error);
}

/** Names the files a refusal is about after its words, so the user knows which to choose again. */
const refusedFiles = (message: string, names: readonly string[]) => `${message} Not attached: ${names.join(', ')}`;

/** Files the form refuses before sending, each refusal naming its files: wrong type by name, over 8 MB, too many. */
export function attachmentProblems(files: readonly { name: string; size: number }[]): string | undefined {
  if (files.length > contactLimits.attachments)
    return refusedFiles(
      contactMessages.tooManyFiles,
      files.slice(contactLimits.attachments).map((f) => f.name),
    );
  const extension = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const wrongType = files.filter(
    (f) => !(contactAttachmentExtensions as readonly string[]).includes(extension(f.name)),
  );
  if (wrongType.length > 0)
    return refusedFiles(
      contactMessages.fileType,
      wrongType.map((f) => f.name),
    );
  const tooLarge = files.filter((f) => f.size > contactLimits.attachmentBytes);
  if (tooLarge.length > 0)
    return refusedFiles(
      contactMessages.fileTooLarge,
      tooLarge.map((f) => f.name),
    );
  return undefined;
}
