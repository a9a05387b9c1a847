import { z } from 'zod';
import { orderSlot } from '@/contracts/orders';
import type { ReservedSlot } from './appointment-slot-list.machine';

/**
 * What the browser keeps of a regrade between visits (spec 3 §2 Regrade wizard: a draft survives a reload and the back
 * button until placed or cancelled, so a user loses nothing typed). One schema: the type is inferred from it, and a
 * stored value that no longer fits (an older version, a foreign shape) or belongs to another regrade link is discarded,
 * never half-used.
 */
export const regradeSteps = ['products', 'customer', 'appointment', 'summary'] as const;
export type RegradeStep = (typeof regradeSteps)[number];

const reservedSlot = orderSlot.extend({ appointmentReservationKey: z.string(), expires_at: z.string() });
const regradeCustomerValues = z.object({
  buyer_reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  requested_date: z.string(),
});
export type RegradeCustomerValues = z.infer<typeof regradeCustomerValues>;
export const emptyCustomer: RegradeCustomerValues = {
  buyer_reference: '',
  name: '',
  email: '',
  phone: '',
  requested_date: '',
};

/** Bumped whenever the draft's shape changes: an older draft is then dropped. */
export const regradeDraftVersion = 1;
const regradeDraftSchema = z.object({
  version: z.literal(regradeDraftVersion),
  token: z.string().min(1),
  step: z.enum(regradeSteps),
  product: z.string(),
  line_profile: z.string(),
  customer: regradeCustomerValues,
  appointment: reservedSlot.nullable(),
  /** The placement attempt's key, kept so a retry after a lost answer replays rather than orders twice. */
  idempotencyKey: z.string().nullable(),
});
export type RegradeDraft = z.infer<typeof regradeDraftSchema>;

// The schema and the slot list's own type must describe the same value; this fails to compile when they drift apart.
const _reservedFits: z.ZodType<ReservedSlot> = reservedSlot;
void _reservedFits;

/** The stored value as a draft of this link, or undefined when missing, no longer fitting, or another link's. */
export function parseRegradeDraft(stored: unknown, token: string | null): RegradeDraft | undefined {
  const parsed = regradeDraftSchema.safeParse(stored);
  return parsed.success && token !== null && parsed.data.token === token ? parsed.data : undefined;
}
