import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@/components/toasts';
import type { ContactDetail, ContactRecord } from '@/contracts/contact';

/** Renders a contact page at an address, with a fresh query client and the router's memory history. */
export function renderAt(ui: ReactElement, path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ToastProvider>{ui}</ToastProvider>
      </Router>
    </QueryClientProvider>,
  );
  return { location, queryClient, current: () => location.history.at(-1) ?? path };
}

export const record = (over: Partial<ContactRecord> = {}): ContactRecord => ({
  id: 'c1',
  kind: 'request-information',
  reference: 'RI-000007',
  category: 'Billing',
  related_reference: 'S1000001',
  subject: 'Query on the October wholesale invoice',
  status: 'Awaiting your reply',
  priority: null,
  created_by: 'Sam Support',
  created_at: '2026-03-01T23:30:00.000Z',
  updated_at: '2026-03-02T10:15:00.000Z',
  ...over,
});

export const detail = (over: Partial<ContactDetail> = {}): ContactDetail => ({
  ...record(),
  description: 'Line 14 shows 32 connection charges.',
  attachments: [
    {
      id: '0b5c1f8e-8d3b-4d38-9c57-4c8f9d0a1e11',
      original_file_name: 'invoice.png',
      content_type: 'image/png',
      size: 70,
    },
  ],
  messages: [
    {
      id: 'm1',
      author: 'provider',
      name: 'Fibre Wholesale Customer Care',
      text: 'We have received your request.',
      created_at: '2026-03-02T00:30:00.000Z',
      attachments: [],
    },
    {
      id: 'm2',
      author: 'customer',
      name: 'Sam Support',
      text: 'Any news?',
      created_at: '2026-03-02T10:15:00.000Z',
      attachments: [],
    },
  ],
  can_reply: true,
  can_close: true,
  ...over,
});
