import { z } from 'zod';

/**
 * Permission-to-work (PTW) documents of an order (spec 3 §3 PTW document, §5, §7). The three calls name the order by
 * its buyer reference: the upload's `directory`, the list's `{id}` and the download's `{a}`; `{b}` is the file name.
 * Request schemas (params, the upload's text field) and the limits live in `src/lib/ptw-rules.ts`.
 */

/** One stored PTW document (spec 3 §3: file_name, created_at); created_at is an ISO instant. */
export const ptwDocument = z.object({ file_name: z.string(), created_at: z.string() });
export type PtwDocument = z.infer<typeof ptwDocument>;

/** GET /permission-to-work/list-files/{buyer reference}: the order's documents, oldest first. */
export const ptwListResponse = z.object({ data: z.array(ptwDocument) });

/** POST /permission-to-work/upload (201): the documents this upload stored, under the order's buyer reference. */
export const ptwUploadResponse = z.object({
  data: z.object({ directory: z.string(), files: z.array(ptwDocument) }),
});
export type PtwUploadResult = z.infer<typeof ptwUploadResponse>['data'];
