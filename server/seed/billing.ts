import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { addMonths } from '../../src/contracts/forecasts';
import { documentTotals } from '../../src/lib/billing-money';
import { addDays, todayIso } from '../../src/lib/dates';
import type { Db } from '../db/client';
import {
  bandwidthUsage,
  billingAccounts,
  creditNotes,
  invoices,
  orders,
  ordersOnHold,
  paymentAllocations,
  payments,
  services,
} from '../db/schema';
import { invoiceStatusOf, issueInvoice } from '../domain/billing/invoicing';
import { seedNow } from './incidents/seed-clock';
import { type OrgKey, orgByKey } from './organisations';

/** Months of invoices seeded before the current one: enough for the lists to page (10 a page). */
const seededMonths = 14;

const accounts: readonly { org: OrgKey; bank: string; sortCode: string; last4: string; method: string }[] = [
  { org: 'northfibre', bank: 'Barclays Bank UK plc', sortCode: '20-00-00', last4: '4821', method: 'Direct Debit' },
  { org: 'harbour', bank: 'Lloyds Bank plc', sortCode: '30-94-57', last4: '1177', method: 'BACS' },
];

const creditReasons = [
  'Service level credit: fault restored late',
  'Missed appointment compensation',
  'Duplicate rental charge',
  'Goodwill credit',
];

/**
 * Billing's demo data, written once: a billing account per organisation with billing, the last 14 months' invoices
 * built from its services (server/domain/billing/charges.ts), payments and credit notes against them. The month
 * before last is left Overdue with a part payment and a credit note, and holds two of the organisation's orders; last
 * month's is Open with a Pending payment. Older months are paid, one of them after a Failed direct debit.
 */
export async function seedBillingIfMissing(db: Db): Promise<void> {
  const orgIds = accounts.map((a) => orgByKey(a.org).id);
  const [existing] = await db
    .select({ n: count() })
    .from(billingAccounts)
    .where(inArray(billingAccounts.orgId, orgIds));
  if ((existing?.n ?? 0) > 0) return;
  const now = await seedNow(db);
  const today = todayIso(now);
  const current = today.slice(0, 7);
  for (const account of accounts) {
    const org = orgByKey(account.org);
    await db.insert(billingAccounts).values({
      orgId: org.id,
      accountName: org.name,
      bankName: account.bank,
      sortCode: account.sortCode,
      bankAccountLast4: account.last4,
      paymentMethod: account.method,
      mandateReference: account.method === 'Direct Debit' ? `DDI-${org.customerId}-0001` : null,
      paymentTermsDays: 30,
      billingEmail: `accounts@${org.domain}`,
      vatNumber: `GB ${String(org.customerId * 97_531)
        .padStart(9, '0')
        .slice(0, 9)
        .replace(/(\d{3})(\d{4})(\d{2})/, '$1 $2 $3')}`,
      updatedAt: new Date(now.getTime() - 200 * 24 * 60 * 60_000),
    });
    let paymentSeq = 0;
    let creditSeq = 0;
    const paymentId = () => `PAY-${org.customerId}-${String(++paymentSeq).padStart(5, '0')}`;
    const creditId = () => `CN-${org.customerId}-${String(++creditSeq).padStart(5, '0')}`;
    for (let back = seededMonths; back >= 1; back--) {
      const period = addMonths(current, -back);
      const id = await issueInvoice(db, org.id, period);
      if (!id) continue;
      const [inv] = await db.select().from(invoices).where(eq(invoices.id, id));
      if (!inv || inv.totalPence === 0) continue;
      const issued = new Date(`${inv.invoiceDate}T06:00:00Z`);
      const dayAfter = (days: number) => new Date(issued.getTime() + days * 24 * 60 * 60_000);
      // A credit note against every invoice, a twentieth of its net, Applied but the newest (still Open).
      const credit = documentTotals([{ quantity: 1, unitPence: Math.max(100, Math.round(inv.netPence / 20)) }]);
      const cnId = creditId();
      await db.insert(creditNotes).values({
        id: cnId,
        orgId: org.id,
        invoiceId: id,
        status: back === 1 ? 'Open' : 'Applied',
        reason: creditReasons[back % creditReasons.length] ?? 'Goodwill credit',
        ...credit,
        createdAt: dayAfter(5),
        appliedAt: back === 1 ? null : dayAfter(5),
      });
      const credited = back === 1 ? 0 : credit.totalPence;
      const owed = inv.totalPence - credited;
      let paid = 0;
      const pay = async (status: 'Deposited' | 'Pending' | 'Failed', amount: number, day: number, failure?: string) => {
        const pid = paymentId();
        const receivedOn = addDays(inv.invoiceDate, day);
        await db.insert(payments).values({
          id: pid,
          orgId: org.id,
          status,
          method: account.method,
          reference: `${org.name.split(' ')[0]?.toUpperCase()} ${id}`,
          amountPence: amount,
          receivedOn,
          failureReason: failure ?? null,
          createdAt: dayAfter(day),
        });
        await db
          .insert(paymentAllocations)
          .values({ paymentId: pid, invoiceId: id, orgId: org.id, amountPence: amount });
        if (status === 'Deposited') paid += amount;
      };
      if (back === 1) await pay('Pending', owed, 20);
      else if (back === 2) await pay('Deposited', Math.floor(owed / 2), 25);
      else if (back === 4) {
        await pay('Failed', owed, 28, 'Direct debit returned: refer to payer');
        await pay('Deposited', owed, 35);
      } else await pay('Deposited', owed, 26 + (back % 3));
      const status = invoiceStatusOf({ ...inv, paidPence: paid, creditedPence: credited }, today);
      await db.update(invoices).set({ paidPence: paid, creditedPence: credited, status }).where(eq(invoices.id, id));
      if (back === 2) await holdOrders(db, org.id, id, owed - paid, new Date(`${inv.invoiceDueDate}T09:00:00Z`));
    }
    await seedUsage(db, org.id, current);
  }
}

/** Two of the organisation's orders held for the overdue balance. */
async function holdOrders(db: Db, orgId: string, invoiceId: string, outstanding: number, heldAt: Date) {
  const held = await db.select().from(orders).where(eq(orders.orgId, orgId)).orderBy(asc(orders.id)).limit(2);
  await db.insert(ordersOnHold).values(
    held.map((o, i) => ({
      id: `HOLD-${invoiceId.slice(4)}-${i + 1}`,
      orgId,
      orderId: o.id,
      buyerReference: o.buyerReference,
      product: o.productDisplayName,
      address: o.address,
      invoiceId,
      reason: `Unpaid balance on ${invoiceId}`,
      outstandingPence: outstanding,
      heldAt: new Date(heldAt.getTime() + i * 60_000),
    })),
  );
}

/** Twelve months of usage for the organisation's first 12 billed services, varying by service and month. */
async function seedUsage(db: Db, orgId: string, current: string) {
  const rows = await db
    .select({ ref: services.serviceReference, family: services.productFamily })
    .from(services)
    .where(and(eq(services.orgId, orgId), inArray(services.status, ['Live', 'Cease Pending'])))
    .orderBy(asc(services.serviceReference))
    .limit(12);
  const values = rows.flatMap((s, si) =>
    Array.from({ length: 12 }, (_, m) => {
      const scale = s.family === 'ethernet' ? 40 : 1;
      const wave = 100 + ((si * 37 + m * 53) % 90);
      return {
        orgId,
        serviceReference: s.ref,
        month: addMonths(current, m - 12),
        downloadGb: wave * 4 * scale,
        uploadGb: wave * scale,
        peakMbps: Math.min(s.family === 'ethernet' ? 1000 : 900, 120 + ((si * 61 + m * 29) % 700)),
      };
    }),
  );
  if (values.length > 0) await db.insert(bandwidthUsage).values(values);
}
