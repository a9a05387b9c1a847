import type { Db } from '../../db/client';
import { sandboxNow } from '../../domain/incidents/clock';

/**
 * The moment the incident demo data is dated back from: the sandbox clock when the store is seeded, in whole minutes.
 * A fixed date would make 'ongoing' outages read hundreds of days old; relative to the clock, a fresh sandbox shows
 * outages that began hours ago and a history that ends today.
 */
export async function seedNow(db: Db): Promise<Date> {
  const now = await sandboxNow(db);
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}
