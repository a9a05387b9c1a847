import type { ServicePlugin } from '../service-plugin';

/** Routes of the services list, detail, stats and exports (spec 2 §7 Services). */
export const serviceRoutes: ServicePlugin = async (_app, _opts) => {};
