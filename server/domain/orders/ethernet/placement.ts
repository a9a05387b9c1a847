import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EthernetOrderFields, EthernetVariant } from '../../../../src/contracts/ethernet';
import type { OrderDetail } from '../../../../src/contracts/orders';
import { type EthernetRequestBody, surveyDateFields } from '../../../../src/lib/ethernet-rules';
import { orderMessages, orderToasts } from '../../../../src/lib/order-rules';
import type { Db } from '../../../db/client';
import { orderEvents, orders, users } from '../../../db/schema';
import { getOrderDetail } from '../detail';
import { placeOnce, requestHash } from '../idempotency';
import { type Caller, PlacementRefused, placementMessages } from '../placement';
import { firstOrderProgressAt, placedOrderEvent } from '../progress';
import { checkEthernetCustomer, type EthernetCustomerValue } from './customer';
import { ethernetFlagsOf, ethernetOrderInProgress } from './records';

/** The placing route of a variant (its Idempotency-Keys are its own: a key reused on the other route is a mismatch). */
const ethernetPlacementRoute = (variant: EthernetVariant) =>
  variant === 'metro' ? 'POST /ethernet' : 'POST /ethernet-over-ffn';

const isUniqueViolation = (error: unknown) =>
  String((error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) ===
  '23505';

/** What the order keeps in orders.details (the Ethernet order fields of spec 3 §3, as placed). */
function detailsOf(
  variant: EthernetVariant,
  c: EthernetCustomerValue,
  product: Awaited<ReturnType<typeof checkEthernetCustomer>> & { ok: true },
): EthernetOrderFields & { address: string } {
  const p = product.product;
  const enni = p.ennis.find((e) => e.identifier === c.enni) ?? null;
  const ffn = variant === 'ffn';
  const answer = <K extends keyof EthernetCustomerValue>(key: K) =>
    ffn ? ((c[key] as EthernetOrderFields['ppe_required']) ?? null) : null;
  return {
    variant,
    address: c.address,
    business_name: c.business_name,
    room: c.room,
    floor: c.floor,
    rack: c.rack || null,
    wayleave_name: c.wayleave_name,
    wayleave_email: c.wayleave_email,
    wayleave_number: c.wayleave_number || null,
    site_name: c.site_name,
    site_email: c.site_email,
    site_number: c.site_number || null,
    product_id: p.productId,
    product_name: p.productName,
    product_code: p.productCode,
    term: p.contractTerm,
    access: p.access,
    rag_status: p.status,
    install_price: p.installPrice,
    recurring_price: p.recurringPrice,
    enni: enni?.identifier ?? null,
    enni_tagging: enni?.tagging ?? null,
    interconnect_service: enni?.interconnectService ?? null,
    opportunity_name: enni?.opportunityName ?? null,
    vlan: ffn ? null : (c.vlan ?? null),
    svlan: ffn ? (c.svlan ?? null) : null,
    cvlan: ffn ? (c.cvlan ?? null) : null,
    ethernet_presentation: c.ethernet_presentation as EthernetOrderFields['ethernet_presentation'],
    asbestos_register_onsite: c.asbestos_register_onsite,
    route_approver_onsite: answer('route_approver_onsite'),
    floor_plans_available: answer('floor_plans_available'),
    ppe_required: answer('ppe_required'),
    listed_building: answer('listed_building'),
    building_landlord_contact: answer('building_landlord_contact'),
    induction_required: answer('induction_required'),
    parking_available: answer('parking_available'),
    site_ready_for_installation: answer('site_ready_for_installation'),
    hazards: c.hazards || null,
    access_restrictions: c.access_restrictions || null,
    additional_information: c.additional_information || null,
    requested_survey_dates: ffn
      ? surveyDateFields.map((f) => (c as Record<string, unknown>)[f]).filter((d): d is string => !!d)
      : [],
  } as EthernetOrderFields & { address: string };
}

async function callerName(tx: Db, userId: string): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Unknown user';
}

/**
 * POST /ethernet and /ethernet-over-ffn: every customer rule again in the sandbox's context, no Ethernet order in
 * progress at the property, a buyer reference unique in the organisation, once per Idempotency-Key (placeOnce, as FTTP).
 */
export async function placeEthernetOrder(
  db: Db,
  caller: Caller,
  variant: EthernetVariant,
  key: string,
  body: EthernetRequestBody & Record<string, unknown>,
  now: Date,
): Promise<{ replayed: boolean; order: OrderDetail }> {
  const route = ethernetPlacementRoute(variant);
  const outcome = await placeOnce(
    db,
    { orgId: caller.orgId, key, route, hash: requestHash(route, body), now },
    async (tx) => {
      const flags = await ethernetFlagsOf(tx, caller.orgId);
      const check = await checkEthernetCustomer(tx, caller.orgId, variant, body, flags, now);
      if (!check.ok) {
        if (check.propertyMissing) throw new PlacementRefused('not_found', placementMessages.propertyNotFound);
        throw new PlacementRefused('invalid', 'Some fields are not valid', check.fields);
      }
      if (await ethernetOrderInProgress(tx, caller.orgId, check.property.uprn)) {
        throw new PlacementRefused('conflict', orderToasts.existingOrder.description);
      }
      const details = detailsOf(variant, check.value, check);
      const id = `ord_${randomUUID().replaceAll('-', '')}`;
      try {
        await tx.insert(orders).values({
          id,
          orgId: caller.orgId,
          orderType: 'ethernet',
          buyerReference: check.value.buyer_reference,
          uprn: check.property.uprn,
          postcode: check.property.postcode,
          address: check.property.address,
          product: check.product.productCode,
          productDisplayName: check.product.productName,
          newOrderType: variant === 'metro' ? 'ethernet' : 'ethernet-over-ffn',
          rfsStatus: check.property.rfsCode,
          status: 'Placed',
          details,
          appointmentRequired: 'no',
          requestedDate: details.requested_survey_dates[0] ?? null,
          orderedBy: await callerName(tx, caller.userId),
          orderedByUserId: caller.userId,
          createdAt: now,
          updatedAt: now,
          nextProgressAt: firstOrderProgressAt(id, now, 'ethernet'),
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new PlacementRefused('invalid', 'Some fields are not valid', {
            buyer_reference: [orderMessages.buyerReferenceTaken],
          });
        }
        throw error;
      }
      await tx.insert(orderEvents).values(placedOrderEvent({ id, orgId: caller.orgId, createdAt: now }));
      return id;
    },
  );
  if (outcome.kind === 'mismatch') throw new PlacementRefused('conflict', placementMessages.keyReused);
  const order = await getOrderDetail(db, caller.orgId, outcome.orderId, 'ethernet');
  if (!order) throw new PlacementRefused('not_found', 'Order not found');
  return { replayed: outcome.kind === 'replayed', order };
}
