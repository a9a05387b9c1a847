import type { Toast } from '@/contracts/toast';
import { acceptedAttachmentExtensions, attachmentExtension, supportLimits, supportMessages } from '@/lib/support-rules';

/** Incident create failures the funnel explains (spec 2 §8), also shown when a file is refused before sending. */
export const submitErrors: Record<number, Toast> = {
  413: { title: 'Unable to attach file', description: supportMessages.fileTooLarge, duration: 5 },
  415: { title: 'Unsupported file type', description: supportMessages.fileType, duration: 5 },
};

/** The spec's attachment rules (§5): at most 8 MB and one of the accepted types; undefined when the file is fine. */
export function attachmentProblemOf(file: { name: string; size: number }): Toast | undefined {
  if (file.size > supportLimits.attachmentBytes) return submitErrors[413];
  if (!attachmentExtension(file.name)) return submitErrors[415];
  return undefined;
}
export const attachmentAccept = acceptedAttachmentExtensions.map((ext) => `.${ext}`).join(',');
