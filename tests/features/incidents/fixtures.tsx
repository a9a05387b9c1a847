import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ExportAccessProvider } from '@/components/export-access';
import { ToastProvider } from '@/components/toasts';
import type { Incident, IncidentDetail } from '@/contracts/incidents';
import type { ExportName } from '@/lib/access-rules';
import { quickStatsOf } from '../support/list-page-checks';

export const row = (over: Partial<Incident> = {}): Incident => ({
  id: 'inc_0001',
  service_now_incident_number: 'INC1000001',
  business_service_reference: 'S1000101',
  buyer_fault_ref: 'NF-FR-3',
  fault_start_time: '2025-03-14T07:00:00Z',
  customer_reference: 'CUST-000001',
  raised_date: '2025-03-14T09:30:00Z',
  resolved_at: null,
  raised_by: 'Sam Support',
  address_name: 'Unit 4',
  address_street: '88 High Street',
  address_city: 'Newcastle',
  address_county: null,
  address_postcode: 'NE1 3PQ',
  business_service_category: 'FTTP',
  business_service_category_id: 1,
  priority: 2,
  incident_fault_category_id: 1,
  description: 'Customer has no service since this morning.',
  short_description: 'No service at customer premises',
  customer_id: 1001,
  status: 'In Progress',
  email: 'support@northfibre.example',
  major_incident: false,
  internal: false,
  created_at: '2025-03-14T09:30:00Z',
  updated_at: '2025-03-15T16:05:00Z',
  a_end_location: 'Comms room',
  CPE_power: true,
  work_undertaken: false,
  fibre_connected: true,
  patch_lead_bent: false,
  physical_damage: false,
  equipment_rebooted: true,
  contact_type: 'Portal',
  close_code: null,
  sub_category: null,
  fault_category: null,
  close_notes: null,
  incident_severity: 'Service Outage',
  isAppointable: true,
  incident_requires_reappointing: false,
  ...over,
});

export const stats = quickStatsOf({ Closed: 20, 'In Progress': 12, New: 10 });

export const detail = (over: Partial<IncidentDetail> = {}): IncidentDetail => ({
  ...row(),
  questions: [
    { id: 1, question: 'Is the customer equipment powered on?' },
    { id: 2, question: 'Has any work been undertaken?' },
    { id: 9, question: 'Where is the A-end equipment located?' },
  ],
  answers: [
    { id: 1, question: 'Is the customer equipment powered on?', answer: 'Yes' },
    { id: 9, question: 'Where is the A-end equipment located?', answer: 'Comms room' },
  ],
  attachments: [
    {
      id: '5b0c1f57-4d07-4c52-9e43-0d6c1c5f1a11',
      incident_comment_id: null,
      original_file_name: 'Router photo (front).png',
      content_type: 'image/png',
      size: 20480,
      download_url: '/api/incidents/v2/incidents/inc_0001/attachments/5b0c1f57-4d07-4c52-9e43-0d6c1c5f1a11',
    },
  ],
  comments: [
    {
      id: 'c1',
      created_at: '2025-03-14T10:00:00Z',
      name: 'Service Desk',
      text: 'An engineer has been assigned.',
      comment_source: 'SERVICE_NOW',
      attachment: null,
    },
    {
      id: 'c2',
      created_at: '2025-03-14T10:30:00Z',
      name: 'Integration',
      text: 'Ticket mirrored to ISP system.',
      comment_source: 'API',
      attachment: null,
    },
    {
      id: 'c3',
      created_at: '2025-03-14T11:00:00Z',
      name: 'Sam Support',
      text: 'Customer available all day.',
      comment_source: 'PORTAL',
      attachment: null,
    },
  ],
  appointments: [
    {
      id: 'a1',
      date: '2025-03-18',
      start_time: '09:00',
      end_time: '13:00',
      status: 'Placed',
      key: 'APT-1',
      incident_number: 'INC1000001',
      telecare_required: false,
      vulnerable_customer: true,
      vulnerability_support: 'Hard of hearing',
    },
  ],
  appointment_reservations: [
    {
      id: 'r1',
      appointment_date: '2025-03-18',
      start_time: '09:00',
      end_time: '13:00',
      status: 'Completed',
      expiry_date: '2025-03-14T12:00:00Z',
    },
  ],
  diagnostics: [
    {
      id: 'd1',
      checked_at: '2025-03-14T09:20:00Z',
      title: 'Test Fail',
      code: 'DOWN',
      nba_description: 'Raise an incident',
      colour: 'red',
      appointable: true,
      info_bubble_text: 'The line is down',
      error: false,
    },
  ],
  service: { site: { city: 'Newcastle' }, active_mso_incident: null },
  ...over,
});

/** Renders a page at an address, inside a Route so path parameters resolve; the memory location records navigation. */
/** Renders a page at an address, for a user who may use every export unless `mayExport` says otherwise. */
export function renderAt(
  ui: ReactElement,
  path: string,
  routePath = path.split('?')[0] ?? path,
  {
    mayExport = () => true,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }: { mayExport?: (name: ExportName) => boolean; queryClient?: QueryClient } = {},
) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ToastProvider>
          <ExportAccessProvider value={mayExport}>
            <Route path={routePath}>{ui}</Route>
          </ExportAccessProvider>
        </ToastProvider>
      </Router>
    </QueryClientProvider>,
  );
  return { location, queryClient, current: () => location.history.at(-1) ?? path };
}
