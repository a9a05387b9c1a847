import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OrderDetail, RegradeLookup } from '../../../src/contracts/orders';
import {
  customerValidResponse,
  placedOrderResponse,
  regradeLookupResponse,
  serviceLookupResponse,
} from '../../../src/contracts/orders';
import { areaGate } from '../../../src/lib/access-rules';
import { orderMessages, regradeCustomerBody, regradeOrderBody } from '../../../src/lib/order-rules';
import type { Db } from '../../db/client';
import { sandboxNow } from '../../domain/incidents/clock';
import { findProperty } from '../../domain/orders/availability';
import { checkRegradeCustomer, type FieldErrors } from '../../domain/orders/customer';
import { productByCode } from '../../domain/orders/products';
import {
  appointmentRequiredForRegrade,
  findFttpService,
  placeRegradeOrder,
  RegradeTokenRefused,
  regradeLookup,
  regradeMessages,
  regradeProduct,
  regradeTokenFor,
  regradeUrlOf,
  serviceOfToken,
} from '../../domain/orders/regrade';
import { notFound, validationFailed } from '../errors';
import { answers, declareRoute } from '../route';
import { idempotencyKeyOf, placementStatus, placeOnce } from './placing';

/** A service reference as the services area shows it (S or SF and digits). */
const serviceLookupParams = z.object({ id: z.string().regex(/^[A-Z]{1,3}\d{4,12}$/, 'Unknown service') });
const regradeQuery = z.object({ token: z.string().min(1).max(4096) });

const serviceNotFound = () => notFound('Service not found');

/** The service a token names for the caller; a tampered or expired token is a 400 on the token field. */
async function tokenService(db: Db, orgId: string, token: string, now: Date) {
  try {
    const service = await serviceOfToken(db, orgId, token, now);
    if (!service) throw serviceNotFound();
    return service;
  } catch (error) {
    if (error instanceof RegradeTokenRefused) throw validationFailed({ token: [error.message] }, error.message);
    throw error;
  }
}

/** The regrade wizard (spec 3 §2, §5, §7): the signed link, its lookup, customer validation and placement. */
export function regradeOrderRoutes(app: FastifyInstance, db: Db): void {
  declareRoute(app, {
    method: 'GET',
    url: '/service-lookup/:id',
    response: serviceLookupResponse,
    ...areaGate('fttpOrdering'),
    summary: "A live FTTP service of the caller's organisation with its signed regrade link (valid 1 hour)",
    schema: { params: serviceLookupParams },
    handler: async ({ params, user }) => {
      const service = await findFttpService(db, user.org_id, params.id);
      if (!service) throw serviceNotFound();
      const [property, product] = await Promise.all([
        findProperty(db, service.uprn),
        productByCode(db, service.product),
      ]);
      const token = await regradeTokenFor(db, service, await sandboxNow(db));
      return {
        data: {
          id: service.serviceReference,
          service_reference: service.serviceReference,
          uprn: service.uprn,
          address: property?.address ?? '',
          postcode: property?.postcode ?? '',
          product: service.product,
          product_display_name: product?.displayName ?? service.product,
          authenticationAgent: service.authenticationAgent,
          remoteAgentId: service.remoteAgentId,
          status: 'Live',
          regrade_url: regradeUrlOf(token),
        },
      };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/regrade',
    response: regradeLookupResponse,
    ...areaGate('fttpOrdering'),
    summary: 'The service a regrade link names, the products it may move to, their line profiles and appointment needs',
    schema: { query: regradeQuery },
    handler: async ({ query, user }): Promise<{ data: RegradeLookup }> => {
      const service = await tokenService(db, user.org_id, query.token, await sandboxNow(db));
      return { data: await regradeLookup(db, service) };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/regrade-customer',
    response: answers(customerValidResponse, { errors: [409] }),
    ...areaGate('fttpOrdering'),
    summary:
      'Validates the regrade customer step (spec 3 §5 Regrade) with a buyer reference unique in the organisation',
    schema: { body: regradeCustomerBody },
    handler: async ({ body, user }) => {
      const now = await sandboxNow(db);
      const service = await tokenService(db, user.org_id, body.token, now);
      const product = await regradeProduct(db, service, body.product);
      const check = await checkRegradeCustomer(
        db,
        user.org_id,
        body,
        product ? appointmentRequiredForRegrade(product) : false,
        now,
      );
      const fields: FieldErrors = check.ok ? {} : { ...check.fields };
      if (!product) {
        fields.product = [
          body.product === service.product ? regradeMessages.currentProduct : orderMessages.productRequired,
        ];
      }
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      return { data: { valid: true as const } };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/regrade-order',
    response: answers(placedOrderResponse, { errors: [409] }),
    ...areaGate('fttpOrdering'),
    summary: 'Places a regrade once per Idempotency-Key; sourceDetails must be the service the link names',
    status: placementStatus,
    schema: { body: regradeOrderBody },
    handler: async ({ body, user, request, reply }): Promise<{ data: OrderDetail }> => {
      // The key is checked before the link is read: a request without one is refused for that first.
      idempotencyKeyOf(request);
      const now = await sandboxNow(db);
      const service = await tokenService(db, user.org_id, body.token, now);
      return placeOnce(request, reply, (key) =>
        placeRegradeOrder(db, { orgId: user.org_id, userId: user.user_id }, key, body, service, now),
      );
    },
  });
}
