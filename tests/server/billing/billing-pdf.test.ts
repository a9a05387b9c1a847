import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNoteDetailResponse, invoiceDetailResponse, invoicesPage } from '../../../src/contracts/billing';
import { formatPence } from '../../../src/lib/billing-money';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const textOf = async (body: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

describe.each(drivers)('billing PDFs (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(async () => sandbox?.close());
  const get = async (
    url: string,
    as: 'billing@northfibre.example' | 'ordering@northfibre.example' = 'billing@northfibre.example',
  ) => sandbox.app.inject({ method: 'GET', url: `/api/billing${url}`, headers: await sandbox.authAs(as) });

  it("renders the overdue invoice's number, lines and total into its PDF, and the credit note's into its own", async () => {
    const status = encodeURIComponent(JSON.stringify({ field: 'status', operator: 'eq', value: 'Overdue' }));
    const overdue = invoicesPage.parse((await get(`/invoices?filters=${status}`)).json()).data[0];
    const invoice = invoiceDetailResponse.parse((await get(`/invoices/${overdue?.id}`)).json()).data;
    const res = await get(`/invoices/${invoice.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${invoice.id}.pdf`);
    const text = await textOf(res.rawPayload);
    expect(text).toContain(`Invoice ${invoice.invoice_number}`);
    expect(text).toContain(invoice.lines[0]?.description ?? 'no line');
    expect(text).toMatch(new RegExp(`Total\\s*${formatPence(invoice.total_pence).replace(/[.$]/g, '\\$&')}`));

    const note = creditNoteDetailResponse.parse(
      (await get(`/credit-notes/${invoice.credit_notes[0]?.id}`)).json(),
    ).data;
    const notePdf = await get(`/credit-notes/${note.id}/pdf`);
    const noteText = await textOf(notePdf.rawPayload);
    expect(noteText).toContain(`Credit note ${note.credit_note_number}`);
    expect(noteText).toContain(formatPence(note.total_pence));
  });

  it('refuses the PDF without read:billing and answers 404 for an unknown invoice', async () => {
    expect((await get('/invoices/INV-1001-209901/pdf', 'ordering@northfibre.example')).statusCode).toBe(403);
    expect((await get('/invoices/INV-1001-209901/pdf')).statusCode).toBe(404);
  });
});
