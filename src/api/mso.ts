import type { z } from 'zod';
import { type QuickStats, quickStatsResponse } from '@/contracts/incidents';
import {
  type msoComment,
  msoCommentResponse,
  type msoIncidentDetail,
  msoIncidentResponse,
  msoIncidentsPage,
} from '@/contracts/mso';
import type { ListParams } from '@/lib/list-query';
import { type DownloadedFile, request, requestFile } from './http';

// The contract exports the schemas; the types the views use are inferred here once.
export type MsoIncidentsPage = z.infer<typeof msoIncidentsPage>;
export type MsoIncidentDetail = z.infer<typeof msoIncidentDetail>;
export type MsoComment = z.infer<typeof msoComment>;
export type MsoOutage = MsoIncidentDetail['outages'][number];

/** GET /v2/mso-incidents: one page of the organisation's MSO incidents (spec 2 §7 MSO). */
export function listMsoIncidents(query: ListParams, signal?: AbortSignal): Promise<MsoIncidentsPage> {
  return request('incidents', '/v2/mso-incidents', { schema: msoIncidentsPage, query, signal });
}

/** GET /v2/mso-incidents/quick-stats: total_records and the count per status. */
export async function getMsoQuickStats(signal?: AbortSignal): Promise<QuickStats> {
  const { data } = await request('incidents', '/v2/mso-incidents/quick-stats', { schema: quickStatsResponse, signal });
  return data;
}

/** GET /v2/mso-incidents/{id}: an MSO incident by id or number, with its comments and affected outages. */
export async function getMsoIncident(key: string, signal?: AbortSignal): Promise<MsoIncidentDetail> {
  const { data } = await request('incidents', `/v2/mso-incidents/${encodeURIComponent(key)}`, {
    schema: msoIncidentResponse,
    signal,
  });
  return data;
}

/** POST /v2/mso-incidents/comment/create. */
export async function createMsoComment(body: { mso_incident_id: string; text: string }): Promise<MsoComment> {
  const { data } = await request('incidents', '/v2/mso-incidents/comment/create', {
    schema: msoCommentResponse,
    method: 'POST',
    body,
  });
  return data;
}

/** GET /v2/export?type=mso: the MSO list as CSV, with the list's filters. */
export function exportMsoIncidents(query: ListParams): Promise<DownloadedFile> {
  return requestFile('incidents', '/v2/export', { query: { type: 'mso', ...query } });
}
