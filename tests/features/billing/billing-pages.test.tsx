import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceDetail, InvoiceRow } from '@/contracts/billing';
import { BankDetailsPage } from '@/features/billing/bank-details-page';
import { InvoicePage } from '@/features/billing/detail-pages';
import { InvoicesPage } from '@/features/billing/list-pages';
import { renderAt } from '../orders/fixtures';
import { captureDownloads } from '../support/downloads';
import { errorResponse, jsonResponse, networkFailure, requestsOf, routeFetch, urlsOf } from '../support/http';

const invoice = (over: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: 'INV-1001-202609',
  invoice_number: 'INV-1001-202609',
  period: '2026-09',
  status: 'Overdue',
  invoice_date: '2026-10-01',
  invoice_due_date: '2026-10-31',
  net_pence: 102_880,
  vat_pence: 20_576,
  total_pence: 123_456,
  paid_pence: 50_000,
  credited_pence: 6_173,
  balance_pence: 67_283,
  created_at: '2026-10-01T06:00:00Z',
  ...over,
});

const detail: InvoiceDetail = {
  ...invoice(),
  lines: [
    {
      position: 1,
      service_reference: 'NF000123',
      description: 'Monthly rental: FTTP 1000',
      charge_type: 'recurring',
      quantity: 1,
      unit_pence: 2_750,
      net_pence: 2_750,
      vat_pence: 550,
    },
  ],
  payments: [
    {
      payment_id: 'PAY-1001-00013',
      invoice_id: 'INV-1001-202609',
      amount_pence: 50_000,
      payment_status: 'Deposited',
      received_on: '2026-10-26',
    },
  ],
  credit_notes: [
    {
      id: 'CN-1001-00013',
      credit_note_number: 'CN-1001-00013',
      invoice_id: 'INV-1001-202609',
      status: 'Applied',
      reason: 'Goodwill credit',
      net_pence: 5_144,
      vat_pence: 1_029,
      total_pence: 6_173,
      created_at: '2026-10-06T06:00:00Z',
      applied_at: '2026-10-06T06:00:00Z',
    },
  ],
};

const page = (data: InvoiceRow[]) => ({
  current_page: 1,
  from: 1,
  to: data.length,
  per_page: 10,
  total: data.length,
  data,
});
const menuAddress = '/billing/invoices?page=1&limit=10&sort=invoice_due_date&order=desc&status=Open';

describe('billing pages', () => {
  it('asks for Open invoices by due date, newest first, and shows money in GBP and dates as dd/MM/yyyy', async () => {
    const fetchMock = routeFetch({ '/invoices': jsonResponse(200, page([invoice({ status: 'Open' })])) });
    renderAt(<InvoicesPage />, menuAddress);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getByRole('link', { name: 'INV-1001-202609' }).closest('tr');
    expect(row).toHaveTextContent('31/10/2026');
    expect(row).toHaveTextContent('£1,234.56');
    expect(row).toHaveTextContent('£672.83');
    expect(within(table).getByRole('link', { name: 'INV-1001-202609' })).toHaveAttribute(
      'href',
      '/billing/invoices/INV-1001-202609',
    );
    const url = new URL(requestsOf(fetchMock).at(-1)?.url ?? '');
    expect(url.searchParams.get('sort')).toBe('-invoice_due_date');
    expect(JSON.parse(url.searchParams.get('filters') ?? '')).toEqual({
      field: 'status',
      operator: 'eq',
      value: 'Open',
    });
  });

  it('shows an invoice with its lines, VAT, totals, the payment and the credit note set against it', async () => {
    routeFetch({ '/invoices/INV-1001-202609': jsonResponse(200, { data: detail }) });
    renderAt(<InvoicePage />, '/billing/invoices/INV-1001-202609', '/billing/invoices/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-1001-202609' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Monthly rental: FTTP 1000').closest('tr')).toHaveTextContent('£27.50');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('VAT at 20%£205.76');
    expect(totals).toHaveTextContent('Balance due£672.83');
    expect(screen.getByRole('link', { name: 'PAY-1001-00013' })).toHaveAttribute(
      'href',
      '/billing/payments/PAY-1001-00013',
    );
    expect(screen.getByRole('link', { name: 'CN-1001-00013' })).toHaveAttribute(
      'href',
      '/billing/credit-notes/CN-1001-00013',
    );
  });

  it("downloads the invoice's PDF with the bearer token as <number>.pdf", async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const bytes = new Uint8Array([37, 80, 68, 70]);
    const requests = routeFetch({
      '/invoices/INV-1001-202609': jsonResponse(200, { data: detail }),
      '/invoices/INV-1001-202609/pdf': () =>
        new Response(bytes, {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="INV-1001-202609.pdf"',
          },
        }),
    });
    renderAt(<InvoicePage />, '/billing/invoices/INV-1001-202609', '/billing/invoices/:id');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    expect(downloads.fileName()).toBe('INV-1001-202609.pdf');
    expect(new Uint8Array(await (downloads.blobs[0] as Blob).arrayBuffer())).toEqual(bytes);
    const pdfRequest = requestsOf(requests).find((r) => r.url.endsWith('/pdf'));
    expect(pdfRequest?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(urlsOf(requests).map((u) => u.pathname)).toContain('/api/billing/invoices/INV-1001-202609/pdf');
  });

  it("says 'Download failed' naming the invoice when its PDF cannot be downloaded, and stays on the invoice", async () => {
    const user = userEvent.setup();
    routeFetch({
      '/invoices/INV-1001-202609': jsonResponse(200, { data: detail }),
      '/invoices/INV-1001-202609/pdf': errorResponse(500, 'internal', 'boom'),
    });
    renderAt(<InvoicePage />, '/billing/invoices/INV-1001-202609', '/billing/invoices/:id');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(
      screen.getByText('The PDF of invoice INV-1001-202609 could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice INV-1001-202609' })).toBeInTheDocument();
  });

  it('offers Retry after a network failure on first load, and shows the bank details once it answers', async () => {
    let fail = true;
    const bank = {
      account_name: 'Northfibre Networks Ltd',
      bank_name: 'Barclays Bank UK plc',
      sort_code: '20-00-00',
      account_number_masked: '****4821',
      payment_method: 'Direct Debit',
      mandate_reference: 'DDI-1001-0001',
      payment_terms_days: 30,
      billing_email: 'accounts@northfibre.example',
      vat_number: 'GB 097 6531 07',
      remit_to: {
        account_name: 'Fibre Network Provider Ltd',
        sort_code: '40-11-62',
        account_number: '71234560',
        reference: 'CUST-1001',
      },
      updated_at: '2026-05-12T09:00:00Z',
    };
    routeFetch({ '/bank-details': () => (fail ? networkFailure() : jsonResponse(200, { data: bank })) });
    renderAt(<BankDetailsPage />, '/billing/bank-details');
    const retry = await screen.findByRole('button', { name: /retry/i });
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByText('****4821')).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Paying by BACS' })).toHaveTextContent('CUST-1001');
  });
});
