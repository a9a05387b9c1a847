import { z } from 'zod';
import { fttpProduct, option, orderSlot, projectOption, property } from '@/contracts/orders';

/**
 * What the browser keeps of a half-made FTTP order between visits (reload, back button) until it is placed or
 * cancelled: one schema, the type inferred from it. A stored draft of another version, or one that no longer fits (an
 * older shape, a foreign value), is discarded before it can reach a guard: the funnel opens fresh instead of crashing.
 */
const fttpDraftVersion = 1;
export const fttpSteps = ['availability', 'products', 'customer', 'appointment', 'summary'] as const;
export type FttpStep = (typeof fttpSteps)[number];

/** A reserved appointment (POST /appointment-reservation): the slot, its reservation key and when the hold ends. */
const reservedSlot = orderSlot.extend({ appointmentReservationKey: z.string().min(1), expires_at: z.string() });
export type ReservedSlot = z.infer<typeof reservedSlot>;

const fttpDraftSchema = z.object({
  version: z.literal(fttpDraftVersion),
  step: z.enum(fttpSteps),
  postcode: z.string().max(16),
  properties: z.array(property),
  uprn: z.string().nullable(),
  isRegrade: z.boolean(),
  gplWlto: z.boolean(),
  products: z.array(fttpProduct),
  choice: z.object({ product: z.string(), line_profile: z.string() }),
  orderTypes: z.array(option),
  projects: z.array(projectOption),
  customer: z.record(z.string(), z.unknown()),
  appointment: reservedSlot.nullable(),
  /** The placement attempt's key, kept so a retry after a reload still answers the same order. */
  idempotencyKey: z.string().nullable(),
});
export type FttpDraft = z.infer<typeof fttpDraftSchema>;

/** The stored value as a draft, or undefined when it is missing, of another version or no longer fits. */
export function parseFttpDraft(stored: unknown): FttpDraft | undefined {
  const parsed = fttpDraftSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}
