import type { FastifyPluginAsync } from 'fastify';
import {
  bankDetailsResponse,
  billingIdParams,
  creditNoteDetailResponse,
  creditNoteStatuses,
  creditNotesPage,
  invoiceDetailResponse,
  invoiceStatuses,
  invoicesPage,
  orderOnHoldResponse,
  ordersOnHoldPage,
  paymentDetailResponse,
  paymentStatuses,
  paymentsPage,
  usageMonthsResponse,
  usageParams,
  usageServicesResponse,
} from '../../../src/contracts/billing';
import { areaGate } from '../../../src/lib/access-rules';
import type { Db } from '../../db/client';
import { progressOrgBilling } from '../../domain/billing/invoicing';
import { creditNotePdf, invoicePdf } from '../../domain/billing/pdf';
import {
  bankDetails,
  creditNoteDetail,
  creditNoteSorts,
  holdSorts,
  invoiceDetail,
  invoiceSorts,
  listCreditNotes,
  listInvoices,
  listOrdersOnHold,
  listPayments,
  orderOnHoldDetail,
  paymentDetail,
  paymentSorts,
} from '../../domain/billing/records';
import { usageMonths, usageServices } from '../../domain/billing/usage';
import { sandboxNow } from '../../domain/incidents/clock';
import { sendDownload } from '../downloads';
import { notFound } from '../errors';
import { listQueryShape } from '../list-params';
import { declareRoute, fileBody } from '../route';
import type { ServicePluginOptions } from '../service-plugin';
import { billingExportRoutes } from './export-routes';
import { parseBillingListQuery } from './list-query';

/** Spec 1 §2: the billing flag, read:billing, not in the sky view (the portal's rules.billing reads the same area). */
const gate = areaGate('billing');

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw notFound(`${what} not found`);
  return value;
};

/** The organisation's invoices as of the sandbox time (issued and turned Overdue lazily, as the clock's tick does). */
async function progressed(db: Db, orgId: string) {
  await progressOrgBilling(db, orgId, await sandboxNow(db));
}

/** Billing (spec 1 §1–§2) under /api/billing: lists, details, bank details, orders on hold and bandwidth usage. */
export const billingRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { db }) => {
  billingExportRoutes(app, db);

  declareRoute(app, {
    method: 'GET',
    url: '/invoices',
    response: invoicesPage,
    ...gate,
    summary: 'One page of invoices (sort invoice_due_date, created_at or total; status filter; q an invoice number)',
    schema: { query: listQueryShape },
    handler: async ({ query, user }) => {
      const parsed = parseBillingListQuery(query, {
        sorts: invoiceSorts,
        fallback: { field: 'invoice_due_date', order: 'desc' },
        statuses: invoiceStatuses,
      });
      await progressed(db, user.org_id);
      return listInvoices(db, user.org_id, parsed);
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/invoices/:id',
    response: invoiceDetailResponse,
    ...gate,
    summary: 'An invoice with its lines, VAT, totals, payments allocated and credit notes',
    schema: { params: billingIdParams },
    handler: async ({ params, user }) => {
      await progressed(db, user.org_id);
      return { data: found(await invoiceDetail(db, user.org_id, params.id), 'Invoice') };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/invoices/:id/pdf',
    response: fileBody('application/pdf'),
    ...gate,
    summary: 'The invoice as a PDF document',
    schema: { params: billingIdParams },
    handler: async ({ params, user, reply }) => {
      await progressed(db, user.org_id);
      const invoice = found(await invoiceDetail(db, user.org_id, params.id), 'Invoice');
      const pdf = await invoicePdf(invoice, user.org_name);
      sendDownload(reply, { contentType: 'application/pdf', size: pdf.length, fileName: `${invoice.id}.pdf` });
      return pdf;
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/credit-notes/:id/pdf',
    response: fileBody('application/pdf'),
    ...gate,
    summary: 'The credit note as a PDF document',
    schema: { params: billingIdParams },
    handler: async ({ params, user, reply }) => {
      const note = found(await creditNoteDetail(db, user.org_id, params.id), 'Credit note');
      const pdf = await creditNotePdf(note, user.org_name);
      sendDownload(reply, { contentType: 'application/pdf', size: pdf.length, fileName: `${note.id}.pdf` });
      return pdf;
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/credit-notes',
    response: creditNotesPage,
    ...gate,
    summary: 'One page of credit notes (sort created_at or total; status filter; q a credit note number)',
    schema: { query: listQueryShape },
    handler: async ({ query, user }) =>
      listCreditNotes(
        db,
        user.org_id,
        parseBillingListQuery(query, {
          sorts: creditNoteSorts,
          fallback: { field: 'created_at', order: 'desc' },
          statuses: creditNoteStatuses,
        }),
      ),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/credit-notes/:id',
    response: creditNoteDetailResponse,
    ...gate,
    summary: 'A credit note and the invoice it credits',
    schema: { params: billingIdParams },
    handler: async ({ params, user }) => ({
      data: found(await creditNoteDetail(db, user.org_id, params.id), 'Credit note'),
    }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/payments',
    response: paymentsPage,
    ...gate,
    summary: 'One page of payments (sort created_at or amount; status filter; q a payment number)',
    schema: { query: listQueryShape },
    handler: async ({ query, user }) =>
      listPayments(
        db,
        user.org_id,
        parseBillingListQuery(query, {
          sorts: paymentSorts,
          fallback: { field: 'created_at', order: 'desc' },
          statuses: paymentStatuses,
        }),
      ),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/payments/:id',
    response: paymentDetailResponse,
    ...gate,
    summary: 'A payment and the invoices it is allocated to',
    schema: { params: billingIdParams },
    handler: async ({ params, user }) => ({ data: found(await paymentDetail(db, user.org_id, params.id), 'Payment') }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/orders-on-hold',
    response: ordersOnHoldPage,
    ...gate,
    summary: 'One page of orders held for unpaid balances (sort held_at or outstanding)',
    schema: { query: listQueryShape },
    handler: async ({ query, user }) =>
      listOrdersOnHold(
        db,
        user.org_id,
        parseBillingListQuery(query, { sorts: holdSorts, fallback: { field: 'held_at', order: 'desc' } }),
      ),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/orders-on-hold/:id',
    response: orderOnHoldResponse,
    ...gate,
    summary: 'An order on hold and the invoice that holds it',
    schema: { params: billingIdParams },
    handler: async ({ params, user }) => {
      await progressed(db, user.org_id);
      return { data: found(await orderOnHoldDetail(db, user.org_id, params.id), 'Order on hold') };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/bank-details',
    response: bankDetailsResponse,
    ...gate,
    summary: "The organisation's bank details, payment method and terms, and where to pay by BACS",
    handler: async ({ user }) => ({
      data: found(await bankDetails(db, user.org_id, user.customer_id), 'Bank details'),
    }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/bandwidth-usage',
    response: usageServicesResponse,
    ...gate,
    summary: 'The services with bandwidth usage, without their months',
    handler: async ({ user }) => ({ data: await usageServices(db, user.org_id) }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/bandwidth-usage/:reference',
    response: usageMonthsResponse,
    ...gate,
    summary: "One service's bandwidth usage per month, oldest first",
    schema: { params: usageParams },
    handler: async ({ params, user }) => ({
      data: found(await usageMonths(db, user.org_id, params.reference), 'Service'),
    }),
  });
};
