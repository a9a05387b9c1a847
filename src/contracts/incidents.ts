import { z } from 'zod';
import { paginated } from './pagination';
import { activeMsoIncident } from './support-services';

/** Incident statuses (spec 2 §4); the list's status filter offers the first eight. */
export const incidentStatuses = [
  'New',
  'In Progress',
  'Submitted',
  'Closed',
  'Resolved',
  'Cancelled',
  'On Hold',
  'Pending',
  'Acknowledged',
  'Completed',
  'Placed',
] as const;
const incidentStatus = z.enum(incidentStatuses);
/** Spec 2 §2: the statuses the list's status filter offers (after 'All'). */
export const incidentFilterStatuses = [
  'New',
  'In Progress',
  'Submitted',
  'Closed',
  'Resolved',
  'Cancelled',
  'On Hold',
  'Pending',
] as const satisfies readonly (typeof incidentStatuses)[number][];
export type IncidentStatus = z.infer<typeof incidentStatus>;
/** Statuses after which an incident no longer counts as open for its service. */
export const finishedIncidentStatuses = ['Closed', 'Resolved', 'Cancelled', 'Completed'] as const;

/** SERVICE_NOW and API comments are the provider's (shown as internal); PORTAL ones are users'. */
const commentSources = ['SERVICE_NOW', 'API', 'PORTAL'] as const;
const commentSource = z.enum(commentSources);

const yesNo = z.boolean().nullable();

/** A row of GET /v2/incidents and the base of the detail (spec 2 §3 Incident). */
const incident = z.object({
  id: z.string(),
  service_now_incident_number: z.string().nullable(),
  business_service_reference: z.string(),
  buyer_fault_ref: z.string().nullable(),
  fault_start_time: z.string().nullable(),
  customer_reference: z.string(),
  raised_date: z.string(),
  resolved_at: z.string().nullable(),
  raised_by: z.string().nullable(),
  address_name: z.string().nullable(),
  address_street: z.string().nullable(),
  address_city: z.string().nullable(),
  address_county: z.string().nullable(),
  address_postcode: z.string().nullable(),
  business_service_category: z.string().nullable(),
  business_service_category_id: z.number().int().nullable(),
  priority: z.number().int().nullable(),
  incident_fault_category_id: z.number().int().nullable(),
  description: z.string().nullable(),
  short_description: z.string(),
  customer_id: z.number().int(),
  status: incidentStatus,
  email: z.string().nullable(),
  major_incident: z.boolean(),
  internal: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  a_end_location: z.string().nullable(),
  CPE_power: yesNo,
  work_undertaken: yesNo,
  fibre_connected: yesNo,
  patch_lead_bent: yesNo,
  physical_damage: yesNo,
  equipment_rebooted: yesNo,
  contact_type: z.string().nullable(),
  close_code: z.string().nullable(),
  sub_category: z.string().nullable(),
  fault_category: z.string().nullable(),
  close_notes: z.string().nullable(),
  incident_severity: z.string().nullable(),
  isAppointable: z.boolean(),
  incident_requires_reappointing: z.boolean(),
});
export type Incident = z.infer<typeof incident>;

/**
 * A row of GET /v2/incidents: what the list, its search and the dashboard show of an incident (spec 2 §2 columns, the
 * search's fields, the owner). The whole record is the detail's; a page of 10 full records cost the list half its time.
 */
const incidentListRow = incident.pick({
  id: true,
  service_now_incident_number: true,
  business_service_reference: true,
  buyer_fault_ref: true,
  customer_reference: true,
  raised_date: true,
  resolved_at: true,
  raised_by: true,
  address_postcode: true,
  // Spec 1 §3 'Search results': the global search shows an incident's e-mail and street too.
  address_street: true,
  email: true,
  business_service_category: true,
  short_description: true,
  priority: true,
  customer_id: true,
  status: true,
  created_at: true,
  updated_at: true,
});
export type IncidentListRow = z.infer<typeof incidentListRow>;

export const incidentsPage = paginated(incidentListRow);
export type IncidentsPage = z.infer<typeof incidentsPage>;

const incidentComment = z.object({
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  text: z.string(),
  comment_source: commentSource,
  attachment: z.object({ id: z.string(), original_file_name: z.string(), download_url: z.string() }).nullable(),
});
export type IncidentComment = z.infer<typeof incidentComment>;

const incidentAttachment = z.object({
  id: z.string(),
  incident_comment_id: z.string().nullable(),
  original_file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  download_url: z.string(),
});

const incidentAppointment = z.object({
  id: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.string(),
  key: z.string(),
  incident_number: z.string().nullable(),
  telecare_required: z.boolean(),
  vulnerable_customer: z.boolean(),
  vulnerability_support: z.string().nullable(),
});

export const appointmentReservation = z.object({
  id: z.string(),
  appointment_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.string(),
  /** UTC, ISO 8601 with Z. */
  expiry_date: z.string(),
});

export const diagnosticResult = z.object({
  title: z.string(),
  code: z.string(),
  nba_description: z.string(),
  colour: z.enum(['green', 'red', 'orange', 'grey', 'blue']),
  appointable: z.boolean(),
  info_bubble_text: z.string(),
  error: z.boolean(),
});
/** POST /v2/diagnostic-service-check: the line test's result at once. */
export const diagnosticServiceCheckResponse = z.object({ data: diagnosticResult });
export type DiagnosticResult = z.infer<typeof diagnosticResult>;

const triageAnswer = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});

const incidentDetail = incident.extend({
  questions: z.array(z.object({ id: z.number().int(), question: z.string() })),
  answers: z.array(triageAnswer),
  attachments: z.array(incidentAttachment),
  comments: z.array(incidentComment),
  appointments: z.array(incidentAppointment),
  appointment_reservations: z.array(appointmentReservation),
  diagnostics: z.array(diagnosticResult.extend({ id: z.string(), checked_at: z.string() })),
  service: z.object({
    site: z.object({ city: z.string().nullable() }),
    active_mso_incident: activeMsoIncident.nullable(),
  }),
});
export type IncidentDetail = z.infer<typeof incidentDetail>;
export const incidentDetailResponse = z.object({ data: incidentDetail });

export const quickStats = z.object({
  total_records: z.number().int().min(0),
  status_summary: z.array(z.object({ status: z.string(), total: z.number().int().min(0) })),
});
export type QuickStats = z.infer<typeof quickStats>;
export const quickStatsResponse = z.object({ data: quickStats });

/** An incident id or its ServiceNow number. */
export const incidentKeyParams = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not an incident reference'),
});
export const attachmentParams = incidentKeyParams.extend({ attachmentId: z.uuid('Not an attachment id') });

export const commentCreateBody = z
  .object({
    incident_id: incidentKeyParams.shape.id,
    text: z.string().trim().min(1, 'This field is required').max(4000, 'A comment is at most 4000 characters'),
  })
  .strict();
export const commentResponse = z.object({ data: incidentComment });

const faultCategory = z.object({ id: z.number().int(), name: z.string() });
export const faultCategoriesResponse = z.object({ data: z.array(faultCategory) });
const businessServiceCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  legacy: z.boolean(),
  isAppointable: z.boolean(),
});
export const businessServiceCategoriesResponse = z.object({ data: z.array(businessServiceCategory) });

export const faultReferenceParams = z.object({ ref: z.string().trim().min(1).max(254) });
export const faultReferenceResponse = z.object({ data: z.object({ is_unique: z.boolean() }) });

/** GET /v2/incident/{ref}: 200 with this when the service has an open incident (204 when it has none). */
export const openIncidentResponse = z.object({
  data: z.object({ id: z.string(), service_now_incident_number: z.string().nullable(), link: z.string() }),
});
