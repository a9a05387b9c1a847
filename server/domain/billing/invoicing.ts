import { and, eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../src/contracts/billing';
import { addMonths } from '../../../src/contracts/forecasts';
import { documentTotals } from '../../../src/lib/billing-money';
import { addDays, todayIso } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import { billingAccounts, invoiceLines, invoices, organisations, services } from '../../db/schema';
import { linesForPeriod } from './charges';

/** Services that are (or were) billed: not those still being provided, cancelled or replaced. */
const billedStatuses = ['Live', 'Cease Pending', 'In Progress'];

const invoiceIdOf = (customerId: number, period: string) => `INV-${customerId}-${period.replace('-', '')}`;

/** An invoice's status from what is owed, when it is due and today (yyyy-MM-dd, London). */
export function invoiceStatusOf(
  inv: { totalPence: number; paidPence: number; creditedPence: number; invoiceDueDate: string },
  today: string,
): InvoiceStatus {
  if (inv.paidPence + inv.creditedPence >= inv.totalPence) return 'Paid';
  return inv.invoiceDueDate < today ? 'Overdue' : 'Open';
}

/** The month's invoice of one organisation (issued on the 1st of the next month); nothing when it exists already. */
export async function issueInvoice(db: Db, orgId: string, period: string): Promise<string | undefined> {
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.orgId, orgId));
  const [org] = await db
    .select({ customerId: organisations.customerId })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  if (!account || !org) return undefined;
  const rows = await db
    .select({
      serviceReference: services.serviceReference,
      productName: services.productName,
      productCode: services.productCode,
      productFamily: services.productFamily,
      contractStart: services.contractStart,
      cpeInstall: services.cpeInstall,
    })
    .from(services)
    .where(and(eq(services.orgId, orgId), inArray(services.status, billedStatuses)));
  const lines = linesForPeriod(rows, period);
  const totals = documentTotals(lines);
  const invoiceDate = `${addMonths(period, 1)}-01`;
  const id = invoiceIdOf(org.customerId, period);
  const inserted = await db
    .insert(invoices)
    .values({
      id,
      orgId,
      period,
      status: 'Open',
      invoiceDate,
      invoiceDueDate: addDays(invoiceDate, account.paymentTermsDays),
      ...totals,
      createdAt: new Date(`${invoiceDate}T06:00:00Z`),
    })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  if (inserted.length === 0) return undefined;
  if (lines.length > 0) {
    await db.insert(invoiceLines).values(lines.map((l, i) => ({ ...l, invoiceId: id, orgId, position: i + 1 })));
  }
  return id;
}

/**
 * The sandbox clock's billing step for one organisation: the invoices of the months ended since the last one are
 * issued, and unpaid invoices past their due date turn Overdue. Applies once however often it runs.
 */
export async function progressOrgBilling(db: Db, orgId: string, now: Date): Promise<void> {
  const today = todayIso(now);
  const lastMonth = addMonths(today.slice(0, 7), -1);
  const [latest] = await db
    .select({ period: max(invoices.period) })
    .from(invoices)
    .where(eq(invoices.orgId, orgId));
  if (latest?.period && latest.period < lastMonth) {
    for (let p = addMonths(latest.period, 1); p <= lastMonth; p = addMonths(p, 1)) await issueInvoice(db, orgId, p);
  }
  await db
    .update(invoices)
    .set({ status: 'Overdue' })
    .where(
      and(
        eq(invoices.orgId, orgId),
        eq(invoices.status, 'Open'),
        lt(invoices.invoiceDueDate, today),
        sql`${invoices.paidPence} + ${invoices.creditedPence} < ${invoices.totalPence}`,
      ),
    );
}

/** {@link progressOrgBilling} for every organisation with a billing account (what the clock's tick calls). */
export async function progressAllBilling(db: Db, now: Date): Promise<void> {
  const accounts = await db.select({ orgId: billingAccounts.orgId }).from(billingAccounts);
  for (const a of accounts) await progressOrgBilling(db, a.orgId, now);
}
