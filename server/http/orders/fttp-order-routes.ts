import type { FastifyInstance } from 'fastify';
import type { OrderDetail } from '../../../src/contracts/orders';
import { customerValidResponse, placedOrderResponse } from '../../../src/contracts/orders';
import { areaGate } from '../../../src/lib/access-rules';
import { fttpCustomerBody, fttpOrderBody } from '../../../src/lib/order-rules';
import type { Db } from '../../db/client';
import { sandboxNow } from '../../domain/incidents/clock';
import { findProperty } from '../../domain/orders/availability';
import { checkFttpCustomer, orderingFlags } from '../../domain/orders/customer';
import { placeFttpOrder } from '../../domain/orders/placement';
import { productAt } from '../../domain/orders/products';
import { validationFailed } from '../errors';
import { answers, declareRoute } from '../route';
import { placementStatus, placeOnce } from './placing';

/** FTTP customer validation and placement (spec 3 §5, §7). */
export function fttpOrderRoutes(app: FastifyInstance, db: Db): void {
  declareRoute(app, {
    method: 'POST',
    url: '/order/customer',
    response: answers(customerValidResponse, { errors: [409] }),
    ...areaGate('fttpOrdering'),
    summary:
      "Validates the FTTP customer step in the sandbox's context (property, product, flags); unique buyer reference",
    schema: { body: fttpCustomerBody },
    handler: async ({ body, user }) => {
      const property = await findProperty(db, body.uprn);
      if (!property) throw validationFailed({ uprn: ['Property not found'] });
      const product = await productAt(db, property, body.product);
      const now = await sandboxNow(db);
      const check = await checkFttpCustomer(
        db,
        user.org_id,
        property,
        product,
        body,
        await orderingFlags(db, user.org_id),
        now,
      );
      if (!check.ok) throw validationFailed(check.fields);
      return { data: { valid: true as const } };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/order',
    response: answers(placedOrderResponse, { errors: [409] }),
    ...areaGate('fttpOrdering'),
    summary: 'Places an FTTP order once per Idempotency-Key (201; a replay answers the same order, 200)',
    status: placementStatus,
    schema: { body: fttpOrderBody },
    handler: async ({ body, user, request, reply }): Promise<{ data: OrderDetail }> => {
      return placeOnce(request, reply, async (key) =>
        placeFttpOrder(db, { orgId: user.org_id, userId: user.user_id }, key, body, await sandboxNow(db)),
      );
    },
  });
}
