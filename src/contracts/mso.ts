import { z } from 'zod';
import { paginated } from './pagination';

/** The statuses an MSO incident takes: the list's status filter and the sandbox's rows. */
export const msoStatuses = ['New', 'In Progress', 'Resolved', 'Closed'] as const;
export type MsoStatus = (typeof msoStatuses)[number];
/** MSO incidents still affecting services: the provider's open statuses. */
export const activeMsoStatuses = ['New', 'In Progress'] as const satisfies readonly MsoStatus[];

/** Multiple service outage incidents (spec 2 §3 MSO incident). */
const msoIncident = z.object({
  id: z.string(),
  service_now_incident_number: z.string(),
  configuration_item: z.string().nullable(),
  customer_reference: z.string().nullable(),
  address_name: z.string().nullable(),
  address_street: z.string().nullable(),
  address_postcode: z.string().nullable(),
  address_city: z.string().nullable(),
  raised_date: z.string(),
  resolved_at: z.string().nullable(),
  priority: z.number().int().nullable(),
  user_id: z.string().nullable(),
  incident_fault_category_id: z.number().int().nullable(),
  description: z.string().nullable(),
  customer_id: z.number().int(),
  status: z.string(),
  email: z.string().nullable(),
  major_incident: z.boolean(),
  internal: z.boolean(),
  promoted_at: z.string().nullable(),
  business_service_category_id: z.number().int().nullable(),
  business_service_category_name: z.string().nullable(),
  short_description: z.string(),
  buyer_fault_ref: z.string().nullable(),
  fault_start_time: z.string().nullable(),
  a_end_location: z.string().nullable(),
  triage_responses: z.unknown().nullable(),
  CPE_power: z.boolean().nullable(),
  work_undertaken: z.boolean().nullable(),
  fibre_connected: z.boolean().nullable(),
  patch_lead_bent: z.boolean().nullable(),
  physical_damage: z.boolean().nullable(),
  equipment_rebooted: z.boolean().nullable(),
  contact_type: z.string().nullable(),
  resolution_close_code: z.string().nullable(),
  resolution_sub_category: z.string().nullable(),
  resolution_fault_category: z.string().nullable(),
  resolution_close_notes: z.string().nullable(),
  msa: z.string().nullable(),
  incident_severity: z.string().nullable(),
  new_triage: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  /** Minutes from raised to resolved (or to now while open). */
  duration: z.number().int().min(0),
});
export type MsoIncident = z.infer<typeof msoIncident>;
export const msoIncidentsPage = paginated(msoIncident);

export const msoComment = z.object({
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  text: z.string(),
  /** SERVICE_NOW for the provider's updates, PORTAL for users'. */
  type: z.string(),
});
const msoOutage = z.object({
  id: z.string(),
  service_reference: z.string(),
  begin: z.string(),
  end: z.string().nullable(),
  duration: z.number().int().min(0),
});
export const msoIncidentDetail = msoIncident.extend({ comments: z.array(msoComment), outages: z.array(msoOutage) });
export const msoIncidentResponse = z.object({ data: msoIncidentDetail });

export const msoKeyParams = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not an MSO incident reference'),
});
export const msoCommentCreateBody = z
  .object({
    mso_incident_id: msoKeyParams.shape.id,
    text: z.string().trim().min(1, 'This field is required').max(4000, 'A comment is at most 4000 characters'),
  })
  .strict();
export const msoCommentResponse = z.object({ data: msoComment });
