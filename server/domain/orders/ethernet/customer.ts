import type { EthernetProduct, EthernetVariant } from '../../../../src/contracts/ethernet';
import { todayIso } from '../../../../src/lib/dates';
import {
  type EthernetRequestBody,
  ethernetCustomerRules,
  type FfnCustomer,
  type MetroCustomer,
  presentationOptionsFor,
} from '../../../../src/lib/ethernet-rules';
import { orderMessages } from '../../../../src/lib/order-rules';
import type { Db } from '../../../db/client';
import { buyerReferenceTaken, type FieldErrors } from '../customer';
import {
  type EthernetOrgFlags,
  type EthernetPropertyRecord,
  ethernetProductsAt,
  findEthernetProperty,
} from './records';

const ethernetCustomerMessages = {
  propertyNotFound: 'Property not found',
  productNotAvailable: 'This product is not available at this property',
} as const;

export type EthernetCustomerValue = (MetroCustomer | FfnCustomer) & Partial<FfnCustomer> & Partial<MetroCustomer>;

export type EthernetCustomerCheck =
  | { ok: true; value: EthernetCustomerValue; property: EthernetPropertyRecord; product: EthernetProduct }
  | { ok: false; fields: FieldErrors; propertyMissing?: boolean };

function addError(fields: FieldErrors, key: string, message: string) {
  if (!fields[key]?.includes(message)) fields[key] = [...(fields[key] ?? []), message];
}

/**
 * Every rule of spec 3 §5 for the variant on a customer (or placement) body, in the sandbox's own context: its property,
 * the product it offers there to this organisation (ENNIs, term, presentations), the organisation's ENNI-selection flag
 * and the sandbox clock's today (survey dates on working days, 6 ahead, 2 apart); plus a buyer reference unique in the
 * organisation. Every field's errors come back at once, keyed by field.
 */
export async function checkEthernetCustomer(
  db: Db,
  orgId: string,
  variant: EthernetVariant,
  body: EthernetRequestBody & Record<string, unknown>,
  flags: EthernetOrgFlags,
  now: Date,
): Promise<EthernetCustomerCheck> {
  const fields: FieldErrors = {};
  const property = await findEthernetProperty(db, body.uprn);
  if (!property) {
    addError(fields, 'uprn', ethernetCustomerMessages.propertyNotFound);
    return { ok: false, fields, propertyMissing: true };
  }
  const products = await ethernetProductsAt(db, orgId, property, variant);
  const product = products.find((p) => p.productId === body.product_id);
  if (!product) addError(fields, 'product_id', ethernetCustomerMessages.productNotAvailable);
  const rules = ethernetCustomerRules(variant, {
    enniSelectionEnabled: flags.enniSelectionEnabled,
    ennis: product?.ennis ?? [],
    defaultEnni: product?.enni ?? null,
    presentationOptions: presentationOptionsFor(variant, product),
    terms: product ? [product.contractTerm] : [],
    today: todayIso(now),
  });
  const parsed = rules.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) addError(fields, issue.path.join('.') || 'body', issue.message);
  }
  const reference = typeof body.buyer_reference === 'string' ? body.buyer_reference.trim() : '';
  if (reference && (await buyerReferenceTaken(db, orgId, reference))) {
    addError(fields, 'buyer_reference', orderMessages.buyerReferenceTaken);
  }
  if (!parsed.success || !product || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: parsed.data as EthernetCustomerValue, property, product };
}
