import type { ServicePlugin } from '../service-plugin';

/** Routes of the knowledge categories and articles (spec 2 §7 Knowledge service). */
export const knowledgeRoutes: ServicePlugin = async (_app, _opts) => {};
