import { z } from 'zod';

/** The unguessable token carried by an e-mail's unsubscribe link. */
const unsubscribeId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'The unsubscribe id is 16 to 64 letters, digits, - or _');

export const unsubscribeParams = z.object({ id: unsubscribeId });

/** DELETE /v2/unsubscribe/{id} (services service): the subscription ended, merged with id and success. */
export const unsubscribeResponse = z.object({
  data: z.object({ id: z.string(), success: z.literal(true), topic: z.string(), email: z.string() }),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
