import { z } from 'zod';

/** Error codes of the API conventions in the README; every non-2xx answer carries one. */
const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  // 403 until the caller accepts the terms of service: the SPA shows the terms prompt on it, not the unauthorised page.
  'terms_not_accepted',
  'not_found',
  'method_not_allowed',
  'conflict',
  // 410: a link that was good once (a used or expired invitation or password-reset link).
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'bad_request',
  'internal',
] as const;
const errorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCode>;

export const errorEnvelope = z.object({
  error: z.object({
    status: z.number().int().min(400).max(599),
    code: errorCode,
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
