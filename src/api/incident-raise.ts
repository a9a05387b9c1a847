import { z } from 'zod';
import {
  diagnosticPollResponse,
  reservationResponse,
  reserveSlotResponse,
  slotsResponse,
} from '@/contracts/incident-appointments';
import {
  businessServiceCategoriesResponse,
  faultCategoriesResponse,
  faultReferenceResponse,
  incidentDetailResponse,
  openIncidentResponse,
} from '@/contracts/incidents';
import { msoIncidentResponse } from '@/contracts/mso';
import {
  diagnosticCheckStarted,
  serviceReferenceStatusResponse,
  serviceSuggestionsResponse,
} from '@/contracts/support-services';
import { unwrapServiceReference } from '@/lib/support-rules';
import { request } from './http';

/** The incident raise funnel's calls (spec 2 §7 Incident service), one function per call. */
const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** GET /v2/services/filter: up to 20 Live services containing the text ('Other (…)' removed before sending). */
export async function suggestServices(text: string, signal?: AbortSignal) {
  // A plain parameter, not a list filter: the list encoding would turn it into filters=….
  const search = new URLSearchParams({ serviceReference: unwrapServiceReference(text) });
  const { data } = await request('incidents', `/v2/services/filter?${search}`, {
    schema: serviceSuggestionsResponse,
    signal,
  });
  return data;
}

/** GET /v2/service/service_reference/{ref}/: stage, category, site and outages. */
export async function getServiceStatus(serviceReference: string, signal?: AbortSignal) {
  const ref = path(unwrapServiceReference(serviceReference));
  const { data } = await request('incidents', `/v2/service/service_reference/${ref}/`, {
    schema: serviceReferenceStatusResponse,
    signal,
  });
  return data;
}

/** GET /v2/incident/{ref}: the service's open incident link, or null (204) when it has none. */
export async function getOpenIncident(serviceReference: string): Promise<{ link: string } | null> {
  const answer = await request('incidents', `/v2/incident/${path(unwrapServiceReference(serviceReference))}`, {
    schema: openIncidentResponse.optional(),
  });
  return answer ? { link: answer.data.link } : null;
}

/** GET /v2/mso-incidents/{id}: the active outage's details. */
export async function getMsoIncident(id: string) {
  const { data } = await request('incidents', `/v2/mso-incidents/${path(id)}`, { schema: msoIncidentResponse });
  return data;
}

/** POST /v2/incidents/diagnostic-check: starts a line test. */
export async function startDiagnosticCheck(serviceReference: string) {
  const { data } = await request('incidents', '/v2/incidents/diagnostic-check', {
    schema: diagnosticCheckStarted,
    method: 'POST',
    body: { service_reference: unwrapServiceReference(serviceReference) },
  });
  return data;
}

/** POST /v2/incidents/diagnostic-check-received: one poll of a line test. */
export async function pollDiagnosticCheck(checkId: string) {
  const { data } = await request('incidents', '/v2/incidents/diagnostic-check-received', {
    schema: diagnosticPollResponse,
    method: 'POST',
    body: { check_id: checkId },
  });
  return data;
}

/** GET /v2/incidents/check_fault_reference/{ref}. */
export async function isFaultReferenceUnique(reference: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await request('incidents', `/v2/incidents/check_fault_reference/${path(reference)}`, {
    schema: faultReferenceResponse,
    signal,
  });
  return data.is_unique;
}

export async function getFaultCategories(signal?: AbortSignal) {
  return (await request('incidents', '/v2/incident-fault-categories', { schema: faultCategoriesResponse, signal }))
    .data;
}

export async function getBusinessServiceCategories(signal?: AbortSignal) {
  return (
    await request('incidents', '/v2/business-service-categories', { schema: businessServiceCategoriesResponse, signal })
  ).data;
}

/** GET /v2/incident/appointment/retrieveSlots/{ref}/{city}. */
export async function retrieveSlots(serviceReference: string, city: string) {
  const { data } = await request(
    'incidents',
    `/v2/incident/appointment/retrieveSlots/${path(unwrapServiceReference(serviceReference), city)}`,
    { schema: slotsResponse },
  );
  return data;
}

/** POST /v2/incident/appointment/reserveSlot: may answer an empty body, which the funnel treats as a failure. */
export async function reserveSlot(body: { service: string; appointment_date: string; start_time: string }) {
  const answer = await request('incidents', '/v2/incident/appointment/reserveSlot', {
    schema: reserveSlotResponse.or(z.undefined()),
    method: 'POST',
    body: { ...body, service: unwrapServiceReference(body.service) },
  });
  return answer?.data ?? null;
}

/** POST /v2/incident/appointment/reservation/{create|publish}: attaches a reservation to the new incident. */
export async function attachReservation(
  mode: 'create' | 'publish',
  body: { reservation_id: string; incident_id: string },
) {
  const { data } = await request('incidents', `/v2/incident/appointment/reservation/${mode}`, {
    schema: reservationResponse,
    method: 'POST',
    body,
  });
  return data;
}

/** POST /v2/incidents (multipart): the incident's fields and its attachments as attachment[n]. */
export async function createIncident(fields: Record<string, string>, files: readonly File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, i) => {
    form.append(`attachment[${i}]`, file, file.name);
  });
  const { data } = await request('incidents', '/v2/incidents', {
    schema: incidentDetailResponse,
    method: 'POST',
    body: form,
  });
  return data;
}
