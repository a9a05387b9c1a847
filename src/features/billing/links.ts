/** Addresses of the billing area's records (the lists' own come from src/lib/section-paths.ts and src/app/paths.ts). */
const under = (kind: string) => (id: string) => `/billing/${kind}/${encodeURIComponent(id)}`;
export const invoiceHref = under('invoices');
export const creditNoteHref = under('credit-notes');
export const paymentHref = under('payments');
export const orderOnHoldHref = under('orders-on-hold');
