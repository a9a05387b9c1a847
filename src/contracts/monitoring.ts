import { z } from 'zod';

/** An exception report from the portal to the monitoring sink (spec 1 §1): no personal data, scrubbed both sides. */
export const errorReportBody = z.strictObject({
  release: z.string().trim().min(1).max(100),
  route: z.string().trim().min(1).max(500).startsWith('/'),
  userId: z.string().trim().min(1).max(100).optional(),
  name: z.string().trim().min(1).max(200),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
});
export type ErrorReportBody = z.infer<typeof errorReportBody>;

export const errorReportResponse = z.object({ data: z.object({ id: z.string() }) });
export type ErrorReportResponse = z.infer<typeof errorReportResponse>;
