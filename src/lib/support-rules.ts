/**
 * Validation rules of the support area (spec 2 §5, §9), shared by the incident funnel's forms and the sandbox so both
 * enforce the same limits with the same words. Pure: no zod, no I/O.
 */

/** Messages verbatim from the spec (§5, §8). */
export const supportMessages = {
  required: 'This field is required',
  postcode: 'Please enter a valid postcode',
  phone: 'Please enter a valid phone number',
  faultReferenceUnique: 'Fault Reference number should be unique',
  fileTooLarge: 'File(s) exceeds the 8MB limit and cannot be uploaded.',
  fileType: 'Only specific file formats are allowed (.png, .jpg, .pdf, etc).',
  notLive: 'Service is not live. Not possible to raise an incident.',
  openIncident: 'An open incident already exists for this service',
  provisioning: 'Service is Provisioning',
  msoUnavailable: 'An MSO incident may be affecting this service, but details are unavailable.',
  reservationFailed: 'Sorry your appointment reservation failed, please try again or contact support',
  faultStartFuture: 'The fault start time cannot be in the future',
  availabilityFromTomorrow: 'Customer availability must be from tomorrow',
} as const;

export const supportLimits = {
  customerReference: 254,
  buyerFaultRef: 254,
  address: 254,
  contactName: 224,
  shortDescription: 140,
  description: 4000,
  vulnerabilitySupport: 255,
  commentText: 4000,
  attachmentBytes: 8 * 1024 * 1024,
  attachmentsPerIncident: 10,
  serviceSuggestions: 20,
  serviceLookupMinLength: 3,
  diagnosticPolls: 3,
  diagnosticPollIntervalMs: 5000,
} as const;

/** 1–2 letters, a digit, an optional letter or digit, an optional space, a digit and two letters. */
export const ukPostcodePattern = /^[A-Za-z]{1,2}\d[A-Za-z\d]?\s?\d[A-Za-z]{2}$/;
/** +44 or 0, then 4 digits and 6 digits (one optional space between the groups). */
export const ukPhonePattern = /^(?:\+44|0)\d{4}\s?\d{6}$/;
/** Free text the lookup also accepts: letters, digits and common punctuation. */
export const serviceReferenceTextPattern = /^[A-Za-z0-9][A-Za-z0-9 ._()#&-]{0,63}$/;

export const isUkPostcode = (value: string) => ukPostcodePattern.test(value.trim());

/** 'Other (S12345)' → 'S12345'; the wrapper is removed before sending (§5). */
export function unwrapServiceReference(value: string): string {
  const match = /^Other \((.+)\)$/.exec(value.trim());
  return (match?.[1] ?? value).trim();
}

export const acceptedAttachmentExtensions = [
  'png',
  'jpg',
  'bmp',
  'jpeg',
  'pdf',
  'doc',
  'docx',
  'eml',
  'pptx',
  'sldx',
  'txt',
  'vsdx',
  'xlsx',
  'xls',
  'xps',
  'csv',
] as const;
export type AttachmentExtension = (typeof acceptedAttachmentExtensions)[number];

export function attachmentExtension(fileName: string): AttachmentExtension | undefined {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return (acceptedAttachmentExtensions as readonly string[]).includes(ext) && fileName.includes('.')
    ? (ext as AttachmentExtension)
    : undefined;
}

/** The seven triage questions (ids 1–6 and 9): six yes/no answers and the A-end location as text. */
export const triageQuestions = [
  { id: 1, key: 'CPE_power', question: 'Is the customer equipment powered on?', kind: 'yes_no' },
  { id: 2, key: 'work_undertaken', question: 'Has any work been undertaken at the premises recently?', kind: 'yes_no' },
  { id: 3, key: 'fibre_connected', question: 'Is the fibre connected to the ONT?', kind: 'yes_no' },
  { id: 4, key: 'patch_lead_bent', question: 'Is the patch lead bent or kinked?', kind: 'yes_no' },
  { id: 5, key: 'physical_damage', question: 'Is there any physical damage to the equipment?', kind: 'yes_no' },
  { id: 6, key: 'equipment_rebooted', question: 'Has the equipment been rebooted?', kind: 'yes_no' },
  { id: 9, key: 'a_end_location', question: 'Where is the A-end equipment located?', kind: 'text' },
] as const;

/** Severity for which an engineer appointment may be booked (§9). */
export const appointableSeverity = 'Service Outage';
export const incidentSeverities = ['Service Outage', 'Service Degraded', 'Intermittent Fault'] as const;
