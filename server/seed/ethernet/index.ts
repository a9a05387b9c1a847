import type { Db } from '../../db/client';

/** Ethernet ordering's demo data (ENNIs, products, scenarios), written once: on a new store and on the first start of an older one. */
export async function seedEthernetIfMissing(_db: Db): Promise<void> {}
