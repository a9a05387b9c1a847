import { z } from 'zod';
import { ethernetProduct, ethernetProperty, ethernetVariant } from '@/contracts/ethernet';

/**
 * What the browser keeps of a half-made Ethernet order between visits (reload, back button) until it is placed or
 * cancelled: one schema, the type inferred from it. A stored draft of another version, or one that no longer fits (an
 * older shape, a foreign value), is discarded before it can reach a guard. The PTW files chosen are kept with it (IndexedDB
 * stores File objects as they are), with their verification tick, so a reload never drops them behind the user's back.
 */
const ethernetDraftVersion = 1;
export const ethernetSteps = ['availability', 'products', 'customer', 'summary'] as const;
export type EthernetStep = (typeof ethernetSteps)[number];

const noPtw = { files: [], verified: false };
const ptwFile = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File);

const ethernetDraftSchema = z.object({
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
  /** The PTW documents chosen on the customer step and their tick; a draft stored before they were kept has none. */
  ptw: z.object({ files: z.array(ptwFile), verified: z.boolean() }).catch(() => ({ ...noPtw })),
  /** The placement attempt's key, kept so a retry after a reload still answers the same order. */
  idempotencyKey: z.string().nullable(),
});
export type EthernetDraft = z.infer<typeof ethernetDraftSchema>;

/** The stored value as a draft, or undefined when it is missing, of another version or no longer fits. */
export function parseEthernetDraft(stored: unknown): EthernetDraft | undefined {
  const parsed = ethernetDraftSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}
