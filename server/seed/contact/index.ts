import type { Db } from '../../db/client';

/** Demo data of the contact area (request information and complaints), written once: on a new store and on the first start of an older one. */
export async function seedContactIfMissing(_db: Db): Promise<void> {}
