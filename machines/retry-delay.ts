/**
 * A retry's wait that doubles with each failed attempt (`context.retries`), from `firstMs` up to `maxMs`: the
 * connection machines' `retryDelay` (real-time channels, live inspection, live watching).
 */
export const doublingDelay =
  (firstMs: number, maxMs: number) =>
  ({ context }: { context: { retries: number } }) =>
    Math.min(firstMs * 2 ** context.retries, maxMs);
