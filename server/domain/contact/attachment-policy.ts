import { contactAttachmentExtensions, contactLimits, contactMessages } from '../../../src/lib/contact-rules';
import { type FileKind, fileKinds, type KnownExtension, type UploadPolicy } from '../uploads/limits';

const kinds: Partial<Record<KnownExtension, FileKind>> = Object.fromEntries(
  contactAttachmentExtensions.map((ext) => [ext, fileKinds[ext]]),
);

/** Contact attachments: spec 2's incident types judged by content, 8 MB each, up to 5, sent as attachment[n]. */
export const contactAttachmentPolicy: UploadPolicy = {
  kinds,
  maxFiles: contactLimits.attachments,
  maxFileBytes: contactLimits.attachmentBytes,
  fileFields: Array.from({ length: contactLimits.attachments }, (_, i) => `attachment[${i}]`),
  messages: {
    tooLarge: contactMessages.fileTooLarge,
    wrongType: contactMessages.fileType,
    tooMany: contactMessages.tooManyFiles,
  },
};
