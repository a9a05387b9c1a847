import type { FastifyPluginAsync } from 'fastify';
import type { HomeResponse } from '../../../src/contracts/dashboard';
import { homeResponse } from '../../../src/contracts/dashboard';
import type { FeatureFlagResponse, FeatureFlagsResponse, ProductFamilies } from '../../../src/contracts/flags';
import {
  featureFlagParams,
  featureFlagResponse,
  featureFlagsResponse,
  productFamiliesResponse,
} from '../../../src/contracts/flags';
import { areaGate } from '../../../src/lib/access-rules';
import { homeSummaryFor } from '../../domain/dashboard/summary';
import { readFeatureFlags } from '../../domain/feature-flags';
import { readFlag, readProductFamilies } from '../../domain/flags';
import { loadServerEnv } from '../../env';
import { notFound } from '../errors';
import { forecastUploadRoutes } from '../forecasting/forecast-upload-routes';
import { declareRoute } from '../route';
import type { ServicePluginOptions } from '../service-plugin';
import { appointmentRoutes } from './appointment-routes';
import { ethernetOrderRoutes } from './ethernet-order-routes';
import { exportRoutes } from './export-routes';
import { fttpOrderAvailabilityRoutes } from './fttp-order-availability-routes';
import { fttpOrderRoutes } from './fttp-order-routes';
import { listRoutes } from './list-routes';
import { outboxRoutes } from './outbox-routes';
import { ptwRoutes } from './ptw-routes';
import { regradeOrderRoutes } from './regrade-order-routes';

/** The orders service's base path carries the feature-flag service and the dashboard summary too (spec 1 §7). */
export const ordersRoutes: FastifyPluginAsync<ServicePluginOptions & { dataDir?: string | undefined }> = async (
  app,
  { db, dataDir },
) => {
  listRoutes(app, db);
  exportRoutes(app, { db, dataDir: dataDir ?? loadServerEnv().DATA_DIR });
  outboxRoutes(app, db);
  fttpOrderAvailabilityRoutes(app, db);
  appointmentRoutes(app, db);
  fttpOrderRoutes(app, db);
  regradeOrderRoutes(app, db);
  ethernetOrderRoutes(app, db);
  ptwRoutes(app, { db, dataDir: dataDir ?? loadServerEnv().DATA_DIR });
  forecastUploadRoutes(app, db);
  declareRoute(app, {
    method: 'GET',
    url: '/feature-flag/:flagName/:fallback',
    response: featureFlagResponse,
    access: 'authenticated',
    // The shell reads flags to draw itself and the terms prompt.
    beforeTerms: true,
    summary: "A feature flag of the caller's organisation; the second segment answers for an unknown flag",
    schema: { params: featureFlagParams },
    handler: async ({ params, user }): Promise<FeatureFlagResponse> => {
      const stored = await readFlag(db, user.org_id, params.flagName);
      return { data: { name: params.flagName, enabled: stored ?? params.fallback === '1' } };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/feature-flags',
    response: featureFlagsResponse,
    access: 'authenticated',
    beforeTerms: true,
    summary: "Every feature flag of the caller's organisation in one answer (a flag not stored is off)",
    handler: async ({ user }): Promise<FeatureFlagsResponse> => ({ data: await readFeatureFlags(db, user.org_id) }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/product-families',
    response: productFamiliesResponse,
    ...areaGate('ordering'),
    // Shell configuration (the Orders link's default type), read before the prompt like the flags.
    beforeTerms: true,
    summary: "Product families available to the caller's organisation",
    handler: async ({ user }): Promise<{ data: ProductFamilies }> => ({
      data: await readProductFamilies(db, user.org_id),
    }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/home',
    response: homeResponse,
    access: 'authenticated',
    summary: "Dashboard summary of the caller's organisation",
    handler: async ({ user }): Promise<HomeResponse> => {
      const summary = await homeSummaryFor(db, user.org_id, user.user_id);
      if (!summary) throw notFound('Your account was not found');
      return { data: summary };
    },
  });
};
