import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { z } from 'zod';
import type { Option, RegradeLookup } from '../../../src/contracts/orders';
import {
  lineProfileFits,
  orderMessages,
  type RegradeService,
  type regradeOrderBody,
} from '../../../src/lib/order-rules';
import type { Db } from '../../db/client';
import { fttpServices, identitySecrets } from '../../db/schema';
import { findProperty, orderInProgress } from './availability';
import { checkRegradeCustomer, type FieldErrors } from './customer';
import { getOrderDetail } from './detail';
import { placeOnce, requestHash } from './idempotency';
import {
  bookedAppointment,
  type Caller,
  insertPlacedOrder,
  type PlacementOutcome,
  PlacementRefused,
  placementMessages,
} from './placement';
import { type ProductRecord, productByCode, productsOf, toFttpProduct } from './products';

export type FttpServiceRecord = typeof fttpServices.$inferSelect;
export type RegradeOrderInput = z.output<typeof regradeOrderBody>;

/** A regrade link is valid this long on the sandbox clock. */
export const regradeTokenTtlSeconds = 60 * 60;
const secretName = 'orders-regrade-token-key';
const audience = 'regrade';

export const regradeMessages = {
  tokenInvalid: 'This regrade link is not valid. Please open the regrade from the service again.',
  tokenExpired: 'This regrade link has expired. Please open the regrade from the service again.',
  sourceMismatch: 'The service does not match the regrade link',
  currentProduct: 'Please choose a product other than the current one',
} as const;

/** Why a regrade token was refused: the route answers 400 with the message on the token field. */
export class RegradeTokenRefused extends Error {}

const secrets = new WeakMap<Db, Promise<Uint8Array>>();

const storedKey = async (db: Db) =>
  (await db.select().from(identitySecrets).where(eq(identitySecrets.name, secretName)))[0]?.value as string | undefined;
const keyBytes = (value: string) => new Uint8Array(Buffer.from(value, 'base64url'));

/** The HMAC key the links are signed with, created on the first link and kept in the store (links survive a restart). */
function tokenKey(db: Db): Promise<Uint8Array> {
  let key = secrets.get(db);
  if (!key) {
    key = (async () => {
      let value = await storedKey(db);
      if (!value) {
        await db
          .insert(identitySecrets)
          .values({ name: secretName, value: randomBytes(32).toString('base64url') })
          .onConflictDoNothing();
        value = await storedKey(db);
      }
      if (!value) throw new Error('The regrade token key could not be stored');
      return keyBytes(value);
    })();
    key.catch(() => secrets.delete(db));
    secrets.set(db, key);
  }
  return key;
}

/** The key a link must have been signed with, or none while no link was ever made: checking a token never writes. */
async function existingTokenKey(db: Db): Promise<Uint8Array | undefined> {
  const cached = secrets.get(db);
  if (cached) return cached;
  const value = await storedKey(db);
  return value ? tokenKey(db) : undefined;
}

export async function findFttpService(
  db: Db,
  orgId: string,
  reference: string,
): Promise<FttpServiceRecord | undefined> {
  const [row] = await db
    .select()
    .from(fttpServices)
    .where(and(eq(fttpServices.orgId, orgId), eq(fttpServices.serviceReference, reference)));
  return row;
}

const sourceOf = (s: FttpServiceRecord): RegradeService => ({
  uprn: s.uprn,
  product: s.product,
  authenticationAgent: s.authenticationAgent,
  remoteAgentId: s.remoteAgentId,
});

/** A signed, expiring token naming the service (HS256 JWT; times on the sandbox clock). */
export async function regradeTokenFor(db: Db, service: FttpServiceRecord, now: Date): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...sourceOf(service), org: service.orgId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(service.serviceReference)
    .setAudience(audience)
    .setIssuedAt(issued)
    .setExpirationTime(issued + regradeTokenTtlSeconds)
    .sign(await tokenKey(db));
}

export const regradeUrlOf = (token: string) => `/ordering/products/regrade?token=${encodeURIComponent(token)}`;

/** The service a token names, checked: signature, expiry on the sandbox clock, the caller's organisation. */
export async function serviceOfToken(
  db: Db,
  orgId: string,
  token: string,
  now: Date,
): Promise<FttpServiceRecord | undefined> {
  let subject: string | undefined;
  let org: unknown;
  const key = await existingTokenKey(db);
  if (!key) throw new RegradeTokenRefused(regradeMessages.tokenInvalid);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    subject = payload.sub;
    org = payload.org;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new RegradeTokenRefused(regradeMessages.tokenExpired);
    throw new RegradeTokenRefused(regradeMessages.tokenInvalid);
  }
  if (!subject || org !== orgId) return undefined;
  return findFttpService(db, orgId, subject);
}

/** What a service may be regraded to: the property's products but the current one. */
async function regradeProducts(db: Db, service: FttpServiceRecord): Promise<ProductRecord[]> {
  const property = await findProperty(db, service.uprn);
  if (!property) return [];
  return (await productsOf(db, property)).filter((p) => p.code !== service.product);
}

export const appointmentRequiredForRegrade = (p: ProductRecord) => p.appointmentRequired === 'yes';

export async function regradeLookup(db: Db, service: FttpServiceRecord): Promise<RegradeLookup> {
  const property = await findProperty(db, service.uprn);
  const products = await regradeProducts(db, service);
  const current = await productByCode(db, service.product);
  const options: Option[] = products.map((p) => ({ value: p.code, label: p.displayName }));
  return {
    service: {
      ...sourceOf(service),
      service_reference: service.serviceReference,
      address: property?.address ?? '',
      product_display_name: current?.displayName ?? service.product,
    },
    options,
    lineProfiles: Object.fromEntries(products.map((p) => [p.code, toFttpProduct(p).lineProfiles])),
    products: Object.fromEntries(
      products.map((p) => [
        p.code,
        { displayName: p.displayName, appointmentRequired: appointmentRequiredForRegrade(p) },
      ]),
    ),
  };
}

/** The product a regrade may move to, or undefined (the current product, or one the property cannot have). */
export async function regradeProduct(
  db: Db,
  service: FttpServiceRecord,
  code: string,
): Promise<ProductRecord | undefined> {
  return (await regradeProducts(db, service)).find((p) => p.code === code);
}

const sameSource = (a: RegradeService, b: RegradeService) =>
  a.uprn === b.uprn &&
  a.product === b.product &&
  a.authenticationAgent === b.authenticationAgent &&
  a.remoteAgentId === b.remoteAgentId;

/**
 * POST /regrade-order: the token's service, sourceDetails equal to it, a product it may move to with one of that
 * product's line profiles, the regrade customer rules, the held appointment when the product needs one, and no order in
 * progress at the property; once per Idempotency-Key.
 */
export async function placeRegradeOrder(
  db: Db,
  caller: Caller,
  key: string,
  body: RegradeOrderInput,
  service: FttpServiceRecord,
  now: Date,
): Promise<PlacementOutcome> {
  const outcome = await placeOnce(
    db,
    { orgId: caller.orgId, key, route: 'POST /regrade-order', hash: requestHash('POST /regrade-order', body), now },
    async (tx) => {
      const fields: FieldErrors = {};
      if (!sameSource(body.sourceDetails, sourceOf(service))) fields.sourceDetails = [regradeMessages.sourceMismatch];
      const product = await regradeProduct(tx, service, body.product);
      if (!product) {
        fields.product = [
          body.product === service.product ? regradeMessages.currentProduct : orderMessages.productRequired,
        ];
      } else if (!lineProfileFits(toFttpProduct(product), body.line_profile)) {
        fields.line_profile = [orderMessages.lineProfileRequired];
      }
      const needsAppointment = product ? appointmentRequiredForRegrade(product) : false;
      const check = await checkRegradeCustomer(tx, caller.orgId, body, needsAppointment, now);
      if (!check.ok) Object.assign(fields, check.fields);
      const property = await findProperty(tx, service.uprn);
      if (!property) throw new PlacementRefused('not_found', placementMessages.propertyNotFound);
      if (!check.ok || !product || Object.keys(fields).length > 0) {
        throw new PlacementRefused('invalid', 'Some fields are not valid', fields);
      }
      if (await orderInProgress(tx, caller.orgId, property.uprn)) {
        throw new PlacementRefused('conflict', placementMessages.existingOrder);
      }
      const hold = needsAppointment ? await bookedAppointment(tx, caller, property.uprn, body.appointment, now) : null;
      const c = check.value;
      return insertPlacedOrder(
        tx,
        caller,
        {
          property,
          product,
          holdId: hold?.id ?? null,
          values: {
            buyerReference: c.buyer_reference,
            serviceReference: service.serviceReference,
            lineProfile: body.line_profile,
            newOrderType: 'regrade',
            isRegrade: true,
            gplWlto: false,
            rfsStatus: property.rfsCode,
            details: {
              authentication_agent: service.authenticationAgent,
              agent_id: service.remoteAgentId,
              name: c.name,
              email: c.email,
              phone: c.phone,
              source_product: service.product,
            },
            appointmentRequired: product.appointmentRequired,
            requestedDate: needsAppointment ? null : c.requested_date || null,
            appointmentDate: hold?.date ?? null,
            appointmentStart: hold?.startTime ?? null,
            appointmentEnd: hold?.endTime ?? null,
            appointmentRequested: hold !== null,
          },
        },
        now,
      );
    },
  );
  if (outcome.kind === 'mismatch') throw new PlacementRefused('conflict', placementMessages.keyReused);
  const order = await getOrderDetail(db, caller.orgId, outcome.orderId, 'fttp');
  if (!order) throw new PlacementRefused('not_found', 'Order not found');
  return { replayed: outcome.kind === 'replayed', order };
}
