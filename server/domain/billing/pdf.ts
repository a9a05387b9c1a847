import PDFDocument from 'pdfkit';
import type { CreditNoteDetail, InvoiceDetail } from '../../../src/contracts/billing';
import { formatPence, vatRatePercent } from '../../../src/lib/billing-money';
import { formatDate } from '../../../src/lib/dates';

const provider = 'Fibre Network Provider Ltd';

/** Renders a document with pdfkit's built-in Helvetica (no font files to ship) and collects it in memory. */
function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Producer: provider, Creator: provider } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function heading(doc: PDFKit.PDFDocument, title: string, customer: string) {
  doc.font('Helvetica-Bold').fontSize(18).text(provider);
  doc.font('Helvetica').fontSize(10).text('VAT registration GB 123 4567 89');
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.font('Helvetica').fontSize(10).text(`Customer: ${customer}`);
}

const amountColumn = 420;

function row(doc: PDFKit.PDFDocument, left: string, amount: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(left, 48, y, { width: amountColumn - 56 });
  const after = doc.y;
  doc.text(amount, amountColumn, y, { width: 499 + 48 - amountColumn, align: 'right' });
  doc.y = Math.max(after, doc.y);
}

/** The invoice as the provider sends it: number, dates, one row per line with its VAT, then the totals. */
export function invoicePdf(invoice: InvoiceDetail, customer: string): Promise<Buffer> {
  return render((doc) => {
    heading(doc, `Invoice ${invoice.invoice_number}`, customer);
    doc.text(`Invoice date: ${formatDate(invoice.invoice_date)}`);
    doc.text(`Due date: ${formatDate(invoice.invoice_due_date)}`);
    doc.text(`Billing month: ${formatDate(`${invoice.period}-01`).slice(3)}`);
    doc.text(`Status: ${invoice.status}`);
    doc.moveDown();
    row(doc, 'Description', 'Net', true);
    for (const line of invoice.lines) {
      const service = line.service_reference ? `${line.service_reference} ` : '';
      row(doc, `${service}${line.description} (VAT ${formatPence(line.vat_pence)})`, formatPence(line.net_pence));
    }
    doc.moveDown();
    row(doc, 'Net total', formatPence(invoice.net_pence));
    row(doc, `VAT at ${vatRatePercent}%`, formatPence(invoice.vat_pence));
    row(doc, 'Total', formatPence(invoice.total_pence), true);
    row(doc, 'Paid', formatPence(invoice.paid_pence));
    row(doc, 'Credited', formatPence(invoice.credited_pence));
    row(doc, 'Balance due', formatPence(invoice.balance_pence), true);
  });
}

/** A credit note: its number, the invoice it credits, the reason and the amounts. */
export function creditNotePdf(note: CreditNoteDetail, customer: string): Promise<Buffer> {
  return render((doc) => {
    heading(doc, `Credit note ${note.credit_note_number}`, customer);
    doc.text(`Raised: ${formatDate(note.created_at)}`);
    doc.text(`Against invoice: ${note.invoice_id}`);
    doc.text(`Status: ${note.status}`);
    doc.moveDown();
    row(doc, note.reason, formatPence(note.net_pence));
    row(doc, `VAT at ${vatRatePercent}%`, formatPence(note.vat_pence));
    row(doc, 'Total credit', formatPence(note.total_pence), true);
  });
}
