import type { MsoIncidentDetail } from '@/api/mso';
import type { QuickStats } from '@/contracts/incidents';
import type { MsoIncident } from '@/contracts/mso';

export const msoRow = (over: Partial<MsoIncident> = {}): MsoIncident => ({
  id: 'mso_0001',
  service_now_incident_number: 'MSO0000001',
  configuration_item: 'OLT-LEEDS-2',
  customer_reference: null,
  address_name: 'Leeds exchange',
  address_street: 'Quay Street',
  address_postcode: 'LS1 4AP',
  address_city: 'Leeds',
  raised_date: '2025-03-14T09:30:00Z',
  resolved_at: null,
  priority: 2,
  user_id: null,
  incident_fault_category_id: null,
  description: 'Fibre cut at street cabinet affecting services around Leeds.',
  customer_id: 1001,
  status: 'In Progress',
  email: null,
  major_incident: true,
  internal: false,
  promoted_at: '2025-03-14T09:30:00Z',
  business_service_category_id: 1,
  business_service_category_name: 'FTTP',
  short_description: 'Fibre cut at street cabinet - Leeds',
  buyer_fault_ref: null,
  fault_start_time: '2025-03-14T09:30:00Z',
  a_end_location: null,
  triage_responses: null,
  CPE_power: null,
  work_undertaken: null,
  fibre_connected: null,
  patch_lead_bent: null,
  physical_damage: null,
  equipment_rebooted: null,
  contact_type: null,
  resolution_close_code: null,
  resolution_sub_category: null,
  resolution_fault_category: null,
  resolution_close_notes: null,
  msa: null,
  incident_severity: 'Service Outage',
  new_triage: false,
  created_at: '2025-03-14T09:30:00Z',
  updated_at: '2025-03-15T16:05:00Z',
  deleted_at: null,
  duration: 3 * 1440 + 2 * 60 + 15,
  ...over,
});

export const msoStats: QuickStats = {
  total_records: 40,
  status_summary: [
    { status: 'Closed', total: 22 },
    { status: 'In Progress', total: 3 },
    { status: 'New', total: 3 },
    { status: 'Resolved', total: 12 },
  ],
};

export const msoDetail = (over: Partial<MsoIncidentDetail> = {}): MsoIncidentDetail => ({
  ...msoRow(),
  comments: [
    {
      id: 'msc1',
      created_at: '2025-03-14T10:00:00Z',
      name: 'Network Operations',
      text: 'We are aware of an outage. Engineers have been dispatched.',
      type: 'SERVICE_NOW',
    },
    {
      id: 'msc2',
      created_at: '2025-03-14T11:00:00Z',
      name: 'Sam Support',
      text: 'Three of our customers report no service.',
      type: 'PORTAL',
    },
  ],
  outages: [
    {
      id: 'out1',
      service_reference: 'S1000005',
      begin: '2025-03-14T09:30:00Z',
      end: '2025-03-16T12:35:00Z',
      duration: 2 * 1440 + 3 * 60 + 5,
    },
    { id: 'out2', service_reference: 'S1000101', begin: '2025-03-14T09:31:00Z', end: null, duration: 4 * 60 + 1 },
  ],
  ...over,
});
