import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addressLookupQuery,
  addressLookupResponse,
  type FttpProduct,
  type Option,
  orderExistsResponse,
  orderTypesResponse,
  type Property,
  productLookupResponse,
  projectLookupResponse,
  retrieveProductsResponse,
  serviceStatusResponse,
  uprnParams,
} from '../../../src/contracts/orders';
import { areaGate } from '../../../src/lib/access-rules';
import { orderMessages, postcodeField } from '../../../src/lib/order-rules';
import type { Db } from '../../db/client';
import { sandboxNow } from '../../domain/incidents/clock';
import { findProperty, lookUpAddresses, orderInProgress } from '../../domain/orders/availability';
import { projectsOf, retrieveProducts, rfs4OrderTypes } from '../../domain/orders/products';
import { notFound, validationFailed } from '../errors';
import { declareRoute } from '../route';

const propertyNotFound = () => notFound('Property not found');

/**
 * The lookup's query with the postcode rules applied in the handler, so an empty postcode gets 'Please enter a postcode'
 * and any other wrong shape 'Invalid postcode' (spec 3 §5), on the postcode field.
 */
const addressQuery = addressLookupQuery.extend({ postcode: z.string().max(64).optional().default('') });

/** The FTTP availability step (spec 3 §4, §7): addresses, existing orders, products, projects, order types, RFS_4 status. */
export function fttpOrderAvailabilityRoutes(app: FastifyInstance, db: Db): void {
  declareRoute(app, {
    method: 'GET',
    url: '/address-lookup',
    response: addressLookupResponse,
    ...areaGate('fttpOrdering'),
    summary: 'Properties at a postcode (an empty list when none); an invalid postcode is a field error',
    schema: { query: addressQuery },
    handler: async ({ query }): Promise<{ data: Property[] }> => {
      const postcode = postcodeField.safeParse(query.postcode);
      if (!postcode.success) {
        throw validationFailed({ postcode: [postcode.error.issues[0]?.message ?? orderMessages.postcodeInvalid] });
      }
      return { data: await lookUpAddresses(db, postcode.data) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/order/exists/:id',
    response: orderExistsResponse,
    ...areaGate('fttpOrdering'),
    summary: "Whether the caller's organisation has an order in progress at the property (others' orders never count)",
    schema: { params: uprnParams },
    handler: async ({ params, user }) => ({
      data: { order_exists: await orderInProgress(db, user.org_id, params.id) },
    }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/product-lookup/:id',
    response: productLookupResponse,
    ...areaGate('fttpOrdering'),
    summary: 'Whether the property can have any product, and which',
    schema: { params: uprnParams },
    handler: async ({ params }) => {
      const property = await findProperty(db, params.id);
      if (!property) throw propertyNotFound();
      return {
        data: {
          uprn: property.uprn,
          products_available: property.productCodes.length > 0,
          product_codes: property.productCodes,
        },
      };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/retrieve-products/:id/',
    response: retrieveProductsResponse,
    ...areaGate('fttpOrdering'),
    summary: "The property's FTTP products; empty for the first polls of a slow property (the funnel retries)",
    schema: { params: uprnParams },
    handler: async ({ params, user }): Promise<{ data: FttpProduct[] }> => {
      const property = await findProperty(db, params.id);
      if (!property) throw propertyNotFound();
      return { data: await retrieveProducts(db, user.org_id, property, await sandboxNow(db)) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/project-lookup',
    response: projectLookupResponse,
    ...areaGate('fttpOrdering'),
    summary: "The caller organisation's projects",
    handler: async ({ user }) => ({ data: await projectsOf(db, user.org_id) }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/orders/type',
    response: orderTypesResponse,
    ...areaGate('fttpOrdering'),
    summary: 'The RFS_4 order types (offered with wltoGplAndHouseMoves; Regrade is added for is_regrade)',
    handler: async (): Promise<{ data: Option[] }> => ({ data: [...rfs4OrderTypes] }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/service-status/:id',
    response: serviceStatusResponse,
    ...areaGate('fttpOrdering'),
    summary: "An RFS_4 property's service status: ACTIVE, REGRADE or GPL WLTO",
    schema: { params: uprnParams },
    handler: async ({ params }) => {
      const property = await findProperty(db, params.id);
      if (!property) throw propertyNotFound();
      if (property.rfsCode !== 'RFS_4' || !property.serviceStatus) throw notFound('No active service at this property');
      return { data: { uprn: property.uprn, status: property.serviceStatus } };
    },
  });
}
