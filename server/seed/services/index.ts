import type { Db } from '../../db/client';

/** Demo data of the services (the service.* scenario keys), written once: on a new store and on the first start of an older one. */
export async function seedServicesIfMissing(_db: Db): Promise<void> {}
