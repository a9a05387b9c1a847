import {
  commentResponse,
  type IncidentComment,
  type IncidentDetail,
  type IncidentsPage,
  incidentDetailResponse,
  incidentsPage,
  type QuickStats,
  quickStatsResponse,
} from '@/contracts/incidents';
import type { ListParams } from '@/lib/list-query';
import { type DownloadedFile, request, requestFile } from './http';

/** GET /v2/incidents: one page of the organisation's incidents (spec 2 §7). */
export function listIncidents(query: ListParams, signal?: AbortSignal): Promise<IncidentsPage> {
  return request('incidents', '/v2/incidents', { schema: incidentsPage, query, signal });
}

/** GET /v2/incidents/quick-stats: total_records and the count per status. */
export async function getIncidentQuickStats(signal?: AbortSignal): Promise<QuickStats> {
  const { data } = await request('incidents', '/v2/incidents/quick-stats', { schema: quickStatsResponse, signal });
  return data;
}

/** GET /v2/incidents/{id}: an incident by id or ServiceNow number, with everything the detail shows. */
export async function getIncident(key: string, signal?: AbortSignal): Promise<IncidentDetail> {
  const { data } = await request('incidents', `/v2/incidents/${encodeURIComponent(key)}`, {
    schema: incidentDetailResponse,
    signal,
  });
  return data;
}

/** POST /v2/incidents/comment/create. */
export async function createIncidentComment(body: { incident_id: string; text: string }): Promise<IncidentComment> {
  const { data } = await request('incidents', '/v2/incidents/comment/create', {
    schema: commentResponse,
    method: 'POST',
    body,
  });
  return data;
}

/** GET /v2/export: the incident list as CSV, with the list's filters. */
export function exportIncidents(query: ListParams): Promise<DownloadedFile> {
  return requestFile('incidents', '/v2/export', { query: { type: 'incidents', ...query } });
}

/** An incident's attachment as it was uploaded. */
export function downloadIncidentAttachment(incidentId: string, attachmentId: string): Promise<DownloadedFile> {
  return requestFile(
    'incidents',
    `/v2/incidents/${encodeURIComponent(incidentId)}/attachments/${encodeURIComponent(attachmentId)}`,
  );
}
