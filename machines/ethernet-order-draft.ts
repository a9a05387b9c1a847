import { z } from 'zod';
import { ethernetProduct, ethernetProperty, ethernetVariant } from '@/contracts/ethernet';

/**
 * What the browser keeps of a half-made Ethernet order between visits (reload, back button) until it is placed or
 * cancelled: one schema, the type inferred from it. A stored draft of another version, or one that no longer fits (an
 * older shape, a foreign value), is discarded before it can reach a guard. PTW files are not kept: they are chosen again.
 */
export const ethernetDraftVersion = 1;
export const ethernetSteps = ['availability', 'products', 'customer', 'summary'] as const;
export type EthernetStep = (typeof ethernetSteps)[number];

export const ethernetDraftSchema = z.object({
  version: z.literal(ethernetDraftVersion),
  step: z.enum(ethernetSteps),
  /** The branch the draft was made on: a draft of the other branch (the flag changed since) is not resumed. */
  variant: ethernetVariant.nullable(),
  postcode: z.string().max(16),
  properties: z.array(ethernetProperty),
  uprn: z.string().nullable(),
  products: z.array(ethernetProduct),
  /** The contract term (months) and the product chosen of that term. */
  choice: z.object({ term: z.number().int().positive().nullable(), productId: z.string() }),
  customer: z.record(z.string(), z.unknown()),
  /** The placement attempt's key, kept so a retry after a reload still answers the same order. */
  idempotencyKey: z.string().nullable(),
});
export type EthernetDraft = z.infer<typeof ethernetDraftSchema>;

/** The stored value as a draft, or undefined when it is missing, of another version or no longer fits. */
export function parseEthernetDraft(stored: unknown): EthernetDraft | undefined {
  const parsed = ethernetDraftSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}
