import { z } from 'zod';
import { buyerReferencePattern, orderMessages } from './order-rules';

/**
 * Permission-to-work (PTW) documents (spec 3 §5, §8, §9): the limits, the client-side checks and every message, shared
 * by the PTW picker, the Ethernet funnel, the order detail page and the sandbox, so both sides refuse the same files
 * with the same words. Messages in quotes in the spec are kept verbatim.
 */

/** Spec 3 §9: megabytes convert by 1024 × 1024. */
export const bytesPerMegabyte = 1024 * 1024;

/**
 * Spec 3 §5 names the PTW limits as constants without showing their values; §9's general upload limit (4 files of 2 MB)
 * is the reading taken. `maxFiles` is per upload (one selection, one request), not per order: PTWs cannot be deleted,
 * so a cap per order would lock an order out of further documents for ever.
 */
export const ptwLimits = {
  maxFiles: 4,
  maxFileMegabytes: 2,
  maxFileBytes: 2 * bytesPerMegabyte,
} as const;

/** The multipart field the files travel in (spec 3 §7 `files[]`). */
export const ptwFileField = 'files[]';
/** What the file chooser offers; the content decides in the end. */
export const ptwAccept = '.pdf,application/pdf';
/** Every PTW-related toast shows for 10 seconds (spec 3 §9). */
export const ptwToastSeconds = 10;

const names = (files: readonly string[]) => files.join(', ');

/** What PTW documents belong to: an order (by its buyer reference) or a service (by its id). */
export type PtwOwner = 'order' | 'service';

/** Messages of spec 3 §5 and §8 and the sandbox's own refusals. */
export const ptwMessages = {
  verification: 'I verify that the files I submitted are signed by the right authorities.',
  notApproved: 'PTW documents should be approved',
  /** Spec 3 §5: "Without any PTW an info notice asks 'are you sure you want to proceed?'". */
  noPtwNotice: 'You have not added any PTW documents, are you sure you want to proceed?',
  oversizeTitle: 'File size limit exceeded',
  /** Spec 3 §5: 'File size limit exceeded ... exceed the maximum size limit of N MB: names'. */
  oversize: (files: readonly string[]) =>
    `File size limit exceeded: the following files exceed the maximum size limit of ${ptwLimits.maxFileMegabytes} MB: ${names(files)}`,
  notPdf: 'Only PDF files are allowed',
  notPdfNamed: (files: readonly string[]) => `Only PDF files are allowed, these files are not PDFs: ${names(files)}`,
  tooMany: `At most ${ptwLimits.maxFiles} PTW documents can be uploaded at once`,
  tooManyNamed: (files: readonly string[]) =>
    `At most ${ptwLimits.maxFiles} PTW documents can be uploaded at once; not added: ${names(files)}`,
  duplicateNamed: (files: readonly string[]) => `A file with the same name is already chosen: ${names(files)}`,
  /** The sandbox: uploads cannot be deleted nor overwritten, so a name already uploaded to the record is refused (409). */
  alreadyUploaded: (file: string, owner: PtwOwner = 'order') =>
    `A PTW document named ${file} is already uploaded for this ${owner}`,
  sameNameTwice: 'Each file of an upload needs its own name',
  noFiles: 'Choose at least one PDF file',
  orderNotFound: 'Order not found',
  fileNotFound: 'File not found',
} as const;

export interface PtwToast {
  title: string;
  description: string;
  /** Seconds. */
  duration: number;
}

/** The PTW toasts of spec 3 §8, each 10 s (§9). */
export const ptwToasts = {
  uploaded: {
    title: 'PTW files uploaded successfully',
    description: 'PTW file upload request submitted.',
    duration: ptwToastSeconds,
  },
  uploadFailed: {
    title: 'PTW file upload was unsuccessful',
    description: 'Sorry, PTW file upload failed, please try again or contact support',
    duration: ptwToastSeconds,
  },
  /** After an order is placed in the Ethernet funnel (the spec gives only the description). */
  uploadFailedAfterOrder: {
    title: 'PTW file upload was unsuccessful',
    description: 'Sorry, PTW file upload failed. Please proceed to the Service Portal and try again.',
    duration: ptwToastSeconds,
  },
  downloadFailed: {
    title: 'Download failed',
    description: 'Unable to download the file. Please try again.',
    duration: ptwToastSeconds,
  },
  /** Files chosen but the verification not ticked: the order fails with this (spec 3 §5). */
  notApproved: {
    title: ptwMessages.notApproved,
    description: `Please tick '${ptwMessages.verification}' or remove the files.`,
    duration: ptwToastSeconds,
  },
} as const satisfies Record<string, PtwToast>;

/** The oversize warning of spec 3 §5 for these file names, 10 s. */
export const oversizeToast = (files: readonly string[]): PtwToast => ({
  title: ptwMessages.oversizeTitle,
  description: ptwMessages.oversize(files),
  duration: ptwToastSeconds,
});

/**
 * Spec 3 §5: files chosen and ticked → 'approved'; files chosen, not ticked → 'not-approved' (the order must not go on:
 * 'PTW documents should be approved'); no files → 'none' (the 'are you sure you want to proceed?' notice).
 */
export function ptwApproval(files: readonly unknown[], verified: boolean): 'none' | 'approved' | 'not-approved' {
  if (files.length === 0) return 'none';
  return verified ? 'approved' : 'not-approved';
}

// ── Client-side checks of a selection ─────────────────────────────────────────────────────────────────────────────

/** What a browser file offers (a File satisfies it). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
  slice?: (start?: number, end?: number) => Blob;
}

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** By its declared type: application/pdf, or no (or a generic) type with a .pdf name, as some systems leave it. */
export function isPdfByType(file: Pick<PickedFile, 'name' | 'type'>): boolean {
  if (file.type === 'application/pdf') return true;
  return (file.type === '' || file.type === 'application/octet-stream') && /\.pdf$/i.test(file.name);
}

/** Does the file start with '%PDF-'? undefined when the browser cannot read its first bytes (the sandbox decides). */
export async function startsLikePdf(file: PickedFile): Promise<boolean | undefined> {
  if (typeof file.slice !== 'function') return undefined;
  try {
    const head = new Uint8Array(await file.slice(0, pdfMagic.length).arrayBuffer());
    return pdfMagic.every((byte, i) => head[i] === byte);
  } catch {
    return undefined;
  }
}

/** A selection checked against what is already chosen: the files kept and the names refused, by reason. */
export interface PtwSelection<F extends PickedFile> {
  accepted: F[];
  notPdf: string[];
  oversize: string[];
  tooMany: string[];
  duplicate: string[];
}

/**
 * Spec 3 §5 on the client: PDF only (by type, then by its first bytes when readable), at most `maxFiles` with those
 * already chosen, each at most `maxFileBytes`, no two files of one name (the sandbox stores by name).
 */
export async function checkPtwSelection<F extends PickedFile>(
  chosen: readonly PickedFile[],
  added: readonly F[],
): Promise<PtwSelection<F>> {
  const result: PtwSelection<F> = { accepted: [], notPdf: [], oversize: [], tooMany: [], duplicate: [] };
  const taken = new Set(chosen.map((f) => f.name));
  for (const file of added) {
    if (!isPdfByType(file) || (await startsLikePdf(file)) === false) result.notPdf.push(file.name);
    else if (file.size > ptwLimits.maxFileBytes) result.oversize.push(file.name);
    else if (taken.has(file.name)) result.duplicate.push(file.name);
    else if (chosen.length + result.accepted.length >= ptwLimits.maxFiles) result.tooMany.push(file.name);
    else {
      result.accepted.push(file);
      taken.add(file.name);
    }
  }
  return result;
}

// ── The sandbox's refusal of an upload ──────────────────────────────────────────────────────────────────────────

/** The sandbox's words for one refused file, each naming it and the reason (the client's checks use the same words). */
const ptwRefusedFileMessages = (name: string): string[] => [
  ptwMessages.alreadyUploaded(name, 'order'),
  ptwMessages.alreadyUploaded(name, 'service'),
  ptwMessages.notPdfNamed([name]),
  ptwMessages.oversize([name]),
];

/**
 * The sandbox's refusal of an upload (a 4xx with messages on `files[]`): its words, which name each file and the reason,
 * and the chosen files it refused (to take out of the picker: sending them again fails the same way). Undefined for any
 * other failure (no answer, 5xx), which keeps the files to try again.
 */
export function ptwRefusalOf(
  error: unknown,
  files: readonly Pick<PickedFile, 'name'>[],
): { message: string; refused: string[] } | undefined {
  const { status, fields } = (error ?? {}) as { status?: unknown; fields?: Record<string, string[]> };
  const messages = fields?.[ptwFileField];
  if (typeof status !== 'number' || status < 400 || status >= 500 || !messages?.length) return undefined;
  const refused = files
    .map((f) => f.name)
    .filter((name) => ptwRefusedFileMessages(name).some((m) => messages.includes(m)));
  return { message: messages.join(' '), refused };
}

// ── Request schemas (the sandbox checks them; the SPA builds its calls from the same names) ─────────────────────────

/** An order's buyer reference, as the upload's `directory` and the list's and download's first segment. */
const ptwDirectory = z.string().trim().regex(buyerReferencePattern, orderMessages.buyerReference);

/** POST /permission-to-work/upload: the text field beside `files[]`. */
export const ptwUploadFields = z.object({ directory: ptwDirectory });

/** GET /permission-to-work/list-files/{id}: id is the order's buyer reference. */
export const ptwListParams = z.object({ id: ptwDirectory });

/** GET /permission-to-work/download/{a}/{b}: a is the buyer reference, b the file name as uploaded. */
export const ptwDownloadParams = z.object({ a: ptwDirectory, b: z.string().min(1).max(255) });
