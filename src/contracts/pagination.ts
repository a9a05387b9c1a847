import { z } from 'zod';

/** The provider's paginated list shape (spec 1 §3); `from` and `to` are 1-based positions, null on an empty page. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number().int().min(1),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    data: z.array(item),
  });
}
