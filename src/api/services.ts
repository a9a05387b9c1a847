import {
  type CeasedTotals,
  ceasedTotalsResponse,
  type LosingGainingStats,
  losingGainingStatsResponse,
  type ServiceDetail,
  type ServiceListPage,
  type ServiceQuickStats,
  serviceDetailResponse,
  serviceListResponse,
  serviceQuickStatsResponse,
} from '@/contracts/services';
import type { ListParams } from '@/lib/list-query';
import { type DownloadedFile, request, requestFile } from './http';

/** The three services lists of the portal, each its own sandbox path. */
export type ServiceListKind = 'all' | 'losing-gaining' | 'ceased';
const listPaths: Record<ServiceListKind, string> = {
  all: '/v2/services/status',
  'losing-gaining': '/v2/services/wlto_and_switch',
  ceased: '/v2/services/ceased_and_cancelled',
};

/** One page of a services list (spec 2 §7: limit, page, q, sort with a minus for desc, other parameters as filters). */
export function listServices(kind: ServiceListKind, query: ListParams, signal?: AbortSignal): Promise<ServiceListPage> {
  return request('services', listPaths[kind], { schema: serviceListResponse, query, signal });
}

/** GET /v2/services/quick-stats: total_records and the count per status. */
export async function getServiceQuickStats(signal?: AbortSignal): Promise<ServiceQuickStats> {
  const { data } = await request('services', '/v2/services/quick-stats', { schema: serviceQuickStatsResponse, signal });
  return data;
}

/** GET /v2/services/status/lng_stats: losing and gaining, each by status. */
export async function getLosingGainingStats(signal?: AbortSignal): Promise<LosingGainingStats> {
  const { data } = await request('services', '/v2/services/status/lng_stats', {
    schema: losingGainingStatsResponse,
    signal,
  });
  return data;
}

/** GET /v2/services/ceased_and_cancelled/totals: ceased, replaced and cancelled. */
export async function getCeasedTotals(signal?: AbortSignal): Promise<CeasedTotals> {
  const { data } = await request('services', '/v2/services/ceased_and_cancelled/totals', {
    schema: ceasedTotalsResponse,
    signal,
  });
  return data;
}

/** GET /v2/services/{id}: a service with every part of spec 2 §3. */
export async function getService(id: string, signal?: AbortSignal): Promise<ServiceDetail> {
  const { data } = await request('services', `/v2/services/${encodeURIComponent(id)}`, {
    schema: serviceDetailResponse,
    signal,
  });
  return data;
}

/** GET /v2/services-export-by-filter?filter=: the services list (its search and status) as CSV. */
export function exportServicesByFilter(query: ListParams): Promise<DownloadedFile> {
  return requestFile('services', '/v2/services-export-by-filter', { query });
}

/** GET /v2/isp-switch-export: the losing & gaining services as CSV (type isp_switch_services, switch_type, fields). */
export function exportIspSwitch(query: ListParams): Promise<DownloadedFile> {
  return requestFile('services', '/v2/isp-switch-export', { query: { type: 'isp_switch_services', ...query } });
}

/** GET /v2/export?type=services: the ceased, replaced & cancelled services as CSV (status, fields, version). */
export function exportServices(query: ListParams): Promise<DownloadedFile> {
  return requestFile('services', '/v2/export', { query: { type: 'services', ...query } });
}
