import type { RouteSample } from '../route-samples';
import type { RecordSource } from '../tenant-resolvers';

const contactItem = '/api/issues/v2/contact/:kind/:id';
/** Records answer at their own kind's routes only: the samples use request-information, so only those count. */
const requestInformation: RecordSource = {
  table: 'contact_requests',
  orgExpression: "(case when r.kind = 'request-information' then r.org_id end)",
};

/** The contact routes' entries for the sweep: samples its schemas cannot derive, and where its records live (see the shared files). */
const item = { kind: 'request-information', id: 'RI-999999' };
export const samples: Record<string, Partial<RouteSample>> = {
  'POST /api/issues/v2/contact/:kind': { params: { kind: 'request-information' } },
  [`GET ${contactItem}`]: { params: item },
  [`POST ${contactItem}/messages`]: { params: item },
  [`POST ${contactItem}/close`]: { params: item },
  [`GET ${contactItem}/attachments/:attachmentId`]: {
    params: { ...item, attachmentId: '00000000-0000-4000-8000-000000000000' },
  },
};
export const sources: Record<string, RecordSource> = {
  [`${contactItem}:id`]: requestInformation,
  [`${contactItem}/messages:id`]: requestInformation,
  [`${contactItem}/close:id`]: requestInformation,
  [`${contactItem}/attachments/:attachmentId:id`]: requestInformation,
  [`${contactItem}/attachments/:attachmentId:attachmentId`]: { table: 'contact_attachments' },
};
