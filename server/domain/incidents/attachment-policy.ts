import { acceptedAttachmentExtensions, supportLimits, supportMessages } from '../../../src/lib/support-rules';
import { type FileKind, fileKinds, type KnownExtension, type UploadPolicy } from '../uploads/limits';

const kinds: Partial<Record<KnownExtension, FileKind>> = Object.fromEntries(
  acceptedAttachmentExtensions.map((ext) => [ext, fileKinds[ext]]),
);

/** Incident attachments (spec 2 §9): the accepted types judged by content, 8 MB each, sent as attachment[n]. */
export const incidentAttachmentPolicy: UploadPolicy = {
  kinds,
  maxFiles: supportLimits.attachmentsPerIncident,
  maxFileBytes: supportLimits.attachmentBytes,
  fileFields: Array.from({ length: supportLimits.attachmentsPerIncident }, (_, i) => `attachment[${i}]`),
  messages: {
    tooLarge: supportMessages.fileTooLarge,
    wrongType: supportMessages.fileType,
    tooMany: `At most ${supportLimits.attachmentsPerIncident} attachments`,
  },
};
