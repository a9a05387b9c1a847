import type { FastifyInstance } from 'fastify';
import {
  combinedPostcodeLookupQuery,
  combinedPostcodeLookupResponse,
  type EthernetProduct,
  type EthernetProperty,
  type EthernetVariant,
  ethernetCustomerValidResponse,
  ethernetProductsResponse,
  ethernetUprnParams,
  latitudeLongitudeResponse,
  liveServiceExistsResponse,
  type MetroProductsAnswer,
  metroProductsRequestBody,
  metroProductsRequestResponse,
  metroProductsResponse,
  metroRequestParams,
} from '../../../src/contracts/ethernet';
import type { OrderDetail } from '../../../src/contracts/orders';
import { placedOrderResponse } from '../../../src/contracts/orders';
import { areaGate } from '../../../src/lib/access-rules';
import { ethernetRequestBody } from '../../../src/lib/ethernet-rules';
import { orderMessages, postcodeField } from '../../../src/lib/order-rules';
import type { Db } from '../../db/client';
import { sandboxNow } from '../../domain/incidents/clock';
import { checkEthernetCustomer } from '../../domain/orders/ethernet/customer';
import { requestMetroProducts, retrieveMetroProducts } from '../../domain/orders/ethernet/metro';
import { placeEthernetOrder } from '../../domain/orders/ethernet/placement';
import {
  type EthernetOrgFlags,
  ethernetFlagsOf,
  ethernetOrderInProgress,
  ethernetProductsAt,
  findEthernetProperty,
  lookUpEthernetProperties,
  variantOffered,
} from '../../domain/orders/ethernet/records';
import { notFound, validationFailed } from '../errors';
import { answers, declareRoute } from '../route';
import { placementStatus, placeOnce } from './placing';

// Spec 3 §1: only an organisation with the Ethernet family orders Ethernet (closed, its calls answer 404).
const gate = areaGate('ethernetOrdering');

/**
 * The organisation's Ethernet flags, or 404 as if the route did not exist: without family_ethernet every Ethernet call,
 * and without ethernetOverFFN the over-FFN ones.
 */
async function ethernetOpen(db: Db, orgId: string, variant?: EthernetVariant): Promise<EthernetOrgFlags> {
  const flags = await ethernetFlagsOf(db, orgId);
  if (!flags.family || (variant === 'ffn' && !flags.ethernetOverFFN)) throw notFound();
  return flags;
}

const propertyNotFound = () => notFound('Property not found');

/** Ethernet ordering calls of spec 3 §7 (metro and over FFN); answers per src/contracts/ethernet.ts. */
export function ethernetOrderRoutes(app: FastifyInstance, db: Db): void {
  declareRoute(app, {
    method: 'GET',
    url: '/combined-postcode-lookup',
    response: combinedPostcodeLookupResponse,
    ...gate,
    summary: 'Ethernet properties at a postcode (an empty list when none); an invalid postcode is a field error',
    schema: { query: combinedPostcodeLookupQuery },
    handler: async ({ query, user }): Promise<{ data: EthernetProperty[] }> => {
      await ethernetOpen(db, user.org_id);
      const postcode = postcodeField.safeParse(query.postcode);
      if (!postcode.success) {
        throw validationFailed({ postcode: [postcode.error.issues[0]?.message ?? orderMessages.postcodeInvalid] });
      }
      return { data: await lookUpEthernetProperties(db, postcode.data) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/order/check-live-service-exists/:id',
    response: liveServiceExistsResponse,
    ...gate,
    summary:
      "Whether the caller's organisation has an Ethernet order in progress at the property (others' never count)",
    schema: { params: ethernetUprnParams },
    handler: async ({ params, user }) => {
      await ethernetOpen(db, user.org_id);
      const property = await findEthernetProperty(db, params.id);
      if (!property) throw propertyNotFound();
      return { data: { uprn: property.uprn, exists: await ethernetOrderInProgress(db, user.org_id, property.uprn) } };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/latitude-longitude-lookup/:id',
    response: latitudeLongitudeResponse,
    ...gate,
    summary: "An Ethernet property's coordinates",
    schema: { params: ethernetUprnParams },
    handler: async ({ params, user }) => {
      await ethernetOpen(db, user.org_id);
      const property = await findEthernetProperty(db, params.id);
      if (!property) throw propertyNotFound();
      return { data: { uprn: property.uprn, latitude: property.latitude, longitude: property.longitude } };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/request-products/',
    response: metroProductsRequestResponse,
    ...gate,
    summary: 'Starts a metro product retrieval for a property and answers its requestId (201)',
    status: 201,
    schema: { body: metroProductsRequestBody },
    handler: async ({ body, user }): Promise<{ data: { requestId: string } }> => {
      await ethernetOpen(db, user.org_id, 'metro');
      const property = await findEthernetProperty(db, body.uprn);
      if (!property) throw validationFailed({ uprn: ['Property not found'] });
      return { data: { requestId: await requestMetroProducts(db, user.org_id, property, await sandboxNow(db)) } };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/retrieve-metro-products/:requestId',
    response: metroProductsResponse,
    ...gate,
    summary: "A metro request's products: pending for its first poll, then ready (perhaps none) or failed",
    schema: { params: metroRequestParams },
    handler: async ({ params, user }): Promise<{ data: MetroProductsAnswer }> => {
      await ethernetOpen(db, user.org_id, 'metro');
      const answer = await retrieveMetroProducts(db, user.org_id, params.requestId);
      if (!answer) throw notFound('Product request not found');
      return { data: answer };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/retrieve-ethernet-over-ffn-products/:id',
    response: ethernetProductsResponse,
    ...gate,
    summary: "A property's Ethernet over FFN products (404 without the ethernetOverFFN flag)",
    schema: { params: ethernetUprnParams },
    handler: async ({ params, user }): Promise<{ data: EthernetProduct[] }> => {
      const flags = await ethernetOpen(db, user.org_id, 'ffn');
      const property = await findEthernetProperty(db, params.id);
      if (!property) throw propertyNotFound();
      if (!variantOffered(property, 'ffn', flags)) return { data: [] };
      return { data: await ethernetProductsAt(db, user.org_id, property, 'ffn') };
    },
  });

  for (const [variant, base] of [
    ['metro', '/ethernet'],
    ['ffn', '/ethernet-over-ffn'],
  ] as const) {
    const name = variant === 'metro' ? 'metro' : 'over-FFN';
    declareRoute(app, {
      method: 'POST',
      url: `${base}/customer`,
      response: ethernetCustomerValidResponse,
      ...gate,
      summary: `Validates the ${name} customer step (spec 3 §5) in the sandbox's context; every field's errors at once`,
      schema: { body: ethernetRequestBody },
      handler: async ({ body, user }) => {
        const flags = await ethernetOpen(db, user.org_id, variant);
        const check = await checkEthernetCustomer(db, user.org_id, variant, body, flags, await sandboxNow(db));
        if (!check.ok) throw validationFailed(check.fields);
        return { data: { valid: true as const } };
      },
    });

    declareRoute(app, {
      method: 'POST',
      url: base,
      response: answers(placedOrderResponse, { errors: [409] }),
      ...gate,
      summary: `Places an Ethernet ${name} order once per Idempotency-Key (201; a replay answers the same order, 200)`,
      status: placementStatus,
      schema: { body: ethernetRequestBody },
      handler: async ({ body, user, request, reply }): Promise<{ data: OrderDetail }> => {
        await ethernetOpen(db, user.org_id, variant);
        return placeOnce(request, reply, async (key) =>
          placeEthernetOrder(
            db,
            { orgId: user.org_id, userId: user.user_id },
            variant,
            key,
            body,
            await sandboxNow(db),
          ),
        );
      },
    });
  }
}
