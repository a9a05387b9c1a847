import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RfsCode } from '../../../src/contracts/orders';
import { todayIso } from '../../../src/lib/dates';
import {
  type CustomerContext,
  type fttpCustomerBody,
  fttpCustomerRules,
  orderMessages,
  orderTypesFor,
  regradeCustomerRules,
  requestedDateReplacesAppointment,
} from '../../../src/lib/order-rules';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { readFlag } from '../flags';
import type { PropertyRecord } from './availability';
import { type ProductRecord, rfs4OrderTypes } from './products';

/** Messages per field, as the API's validation_failed answer carries them. */
export type FieldErrors = Record<string, string[]>;

export type FttpCustomerBody = z.output<typeof fttpCustomerBody>;

/** The organisation's flags the ordering rules read (spec 3 §6). */
export interface OrderingFlags {
  showVulnerableFields: boolean;
  rfs3RemoteActivations: boolean;
  wltoGplAndHouseMoves: boolean;
}

export async function orderingFlags(db: Db, orgId: string): Promise<OrderingFlags> {
  const [showVulnerableFields, rfs3RemoteActivations, wltoGplAndHouseMoves] = await Promise.all(
    (['showVulnerableFields', 'rfs3RemoteActivations', 'wltoGplAndHouseMoves'] as const).map(
      async (name) => (await readFlag(db, orgId, name)) ?? false,
    ),
  );
  return {
    showVulnerableFields: showVulnerableFields ?? false,
    rfs3RemoteActivations: rfs3RemoteActivations ?? false,
    wltoGplAndHouseMoves: wltoGplAndHouseMoves ?? false,
  };
}

const messages = {
  orderType: 'This order type is not available for this property',
  productNotAvailable: 'This product is not available at this property',
  project: 'Please select a project of your organisation',
} as const;

const appointmentRequiredOf = (p: ProductRecord) =>
  p.appointmentRequired === 'yes' || p.appointmentRequired === 'no' ? p.appointmentRequired : 'maybe';

/** The context of spec 3 §4–§5 as the sandbox knows it: its property, its product, the organisation's flags. */
function customerContext(
  property: PropertyRecord,
  product: ProductRecord,
  flags: OrderingFlags,
  cpeInstall: boolean,
  now: Date,
): CustomerContext {
  return {
    productCode: product.code,
    vulnerableFieldsFlag: flags.showVulnerableFields,
    journey: {
      appointmentRequired: appointmentRequiredOf(product),
      rfsCode: property.rfsCode as RfsCode,
      remoteActivationsFlag: flags.rfs3RemoteActivations,
      cpeInstall,
    },
    today: todayIso(now),
  };
}

/** Whether the order books an appointment (else a requested date replaces it). */
export const appointmentNeeded = (c: CustomerContext) => !requestedDateReplacesAppointment(c.journey);

function addError(fields: FieldErrors, key: string, message: string) {
  fields[key] = [...(fields[key] ?? []), message];
}

export async function buyerReferenceTaken(db: Db, orgId: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orgId, orgId), sql`lower(${orders.buyerReference}) = lower(${reference})`))
    .limit(1);
  return row !== undefined;
}

/** The order types the property allows the organisation (spec 3 §4). */
function allowedOrderTypes(property: PropertyRecord, flags: OrderingFlags): string[] {
  return orderTypesFor({
    rfsCode: property.rfsCode as RfsCode,
    flagOn: flags.wltoGplAndHouseMoves,
    isRegrade: property.serviceStatus === 'REGRADE',
    rfs4Types: [...rfs4OrderTypes],
  }).map((o) => o.value);
}

export type CustomerCheck<T> = { ok: true; value: T; context: CustomerContext } | { ok: false; fields: FieldErrors };

/**
 * Every rule of spec 3 §5 on an FTTP customer body, in the sandbox's own context (never the flags or codes the body
 * carries), plus a buyer reference unique in the organisation and an order type the property allows. Field errors are
 * keyed by field.
 */
export async function checkFttpCustomer(
  db: Db,
  orgId: string,
  property: PropertyRecord,
  product: ProductRecord | undefined,
  body: FttpCustomerBody,
  flags: OrderingFlags,
  now: Date,
): Promise<CustomerCheck<ReturnType<ReturnType<typeof fttpCustomerRules>['parse']>>> {
  const fields: FieldErrors = {};
  if (!product) {
    addError(fields, 'product', messages.productNotAvailable);
    return { ok: false, fields };
  }
  const context = customerContext(property, product, flags, body.cpe_install, now);
  const parsed = fttpCustomerRules(context).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) addError(fields, issue.path.join('.') || 'body', issue.message);
  }
  if (!allowedOrderTypes(property, flags).includes(body.new_order_type)) {
    addError(fields, 'new_order_type', messages.orderType);
  }
  if (body.buyer_reference && (await buyerReferenceTaken(db, orgId, body.buyer_reference.trim()))) {
    addError(fields, 'buyer_reference', orderMessages.buyerReferenceTaken);
  }
  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: parsed.data, context };
}

/** The regrade customer step's rules (spec 3 §5 Regrade) plus the unique buyer reference. */
export async function checkRegradeCustomer(
  db: Db,
  orgId: string,
  body: { buyer_reference: string; name: string; email: string; phone: string; requested_date?: string | undefined },
  appointmentRequired: boolean,
  now: Date,
): Promise<CustomerCheck<ReturnType<ReturnType<typeof regradeCustomerRules>['parse']>>> {
  const fields: FieldErrors = {};
  const parsed = regradeCustomerRules({ appointmentRequired, today: todayIso(now) }).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) addError(fields, issue.path.join('.') || 'body', issue.message);
  }
  if (body.buyer_reference && (await buyerReferenceTaken(db, orgId, body.buyer_reference.trim()))) {
    addError(fields, 'buyer_reference', orderMessages.buyerReferenceTaken);
  }
  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: parsed.data,
    context: {
      productCode: '',
      vulnerableFieldsFlag: false,
      journey: {
        appointmentRequired: appointmentRequired ? 'yes' : 'no',
        rfsCode: 'RFS_4',
        remoteActivationsFlag: false,
        cpeInstall: false,
      },
      today: todayIso(now),
    },
  };
}
