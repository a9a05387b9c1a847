import { z } from 'zod';
import { productFamilies } from './flags';
import { orderCounts, orderRow } from './orders';
import { permission, roleName } from './users';

/** GET /home (orders service): what the dashboard shows about the signed-in organisation, in one call. */
const homeSummary = z.object({
  organisation: z.object({ id: z.string(), name: z.string(), customer_id: z.number().int() }),
  /** The caller as the database has them now (the token may be a few minutes older). */
  me: z.object({
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    roles: z.array(roleName),
    permissions: z.array(permission),
    terms_accepted: z.boolean(),
  }),
  /** Absent unless the caller may read the user directory (the figures follow the page they summarise). */
  users: z
    .object({
      total: z.number().int().min(0),
      /** Every role present, zero when nobody holds it. */
      by_role: z.record(roleName, z.number().int().min(0)),
    })
    .optional(),
  product_families: productFamilies,
  /** Absent unless the caller may manage invitations (Admins, spec 1 §2). */
  invitations: z.object({ open: z.number().int().min(0) }).optional(),
  /** The five newest colleagues, newest first; absent unless the caller may read the user directory. */
  recent_users: z
    .array(z.object({ user_id: z.string(), name: z.string(), email: z.string(), created_at: z.string() }))
    .optional(),
  /**
   * Orders in progress by status and the five latest orders (both types); absent unless the caller may use ordering
   * (read:ordering, the ordering flag, not the sky view).
   */
  orders: z.object({ counts: orderCounts, latest: z.array(orderRow) }).optional(),
});
export type HomeSummary = z.infer<typeof homeSummary>;

export const homeResponse = z.object({ data: homeSummary });
export type HomeResponse = z.infer<typeof homeResponse>;
