import {
  type ActionOption,
  type ConfirmActionKind,
  contactCareResponse,
  type FormActionKind,
  installOptionsResponse,
  lineProfilesResponse,
  type ServiceActionResult,
  serviceActionResult,
} from '@/contracts/service-actions';
import { request } from './http';

const segment = encodeURIComponent;

/**
 * The service actions of spec 2 §7 Services (README "Service actions"). Each answers the service's new status and the
 * history row it wrote; a refusal is an HttpError (400 with fields, 409 when the service's flag is off, 404).
 */

/** POST /v2/services/cancel/{id}, /v2/services/cease/{id} or /v2/service/{id}/remote-activation?remote-activation-date=. */
export async function submitConfirmAction(input: {
  serviceId: string;
  kind: ConfirmActionKind;
  date: string;
  reason: string;
}): Promise<ServiceActionResult> {
  const id = segment(input.serviceId);
  const call =
    input.kind === 'remoteActivation'
      ? // The parameter as it is (list queries would turn an unknown one into a filter).
        request('services', `/v2/service/${id}/remote-activation?remote-activation-date=${segment(input.date)}`, {
          schema: serviceActionResult,
          method: 'POST',
        })
      : request('services', `/v2/services/${input.kind}/${id}`, {
          schema: serviceActionResult,
          method: 'POST',
          body: { reason: input.reason },
        });
  return (await call).data;
}

type FormCall = { method: 'PUT' | 'POST'; path: string; body: (values: Record<string, unknown>) => unknown };

const formCalls = (serviceId: string, caseId: string | null): Record<FormActionKind, FormCall> => {
  const id = segment(serviceId);
  return {
    contacts: { method: 'PUT', path: `/v2/services-contact-update/${id}`, body: (v) => v },
    location: { method: 'PUT', path: `/v2/services-location-update/${id}`, body: (v) => v },
    network: { method: 'PUT', path: `/v2/services-network-update/${id}`, body: (v) => v },
    lineProfile: { method: 'PUT', path: '/v2/line-profiles/update', body: (v) => ({ ...v, service_id: serviceId }) },
    requestedDate: {
      method: 'POST',
      path: '/v2/services/requested-date',
      body: (v) => ({ ...v, service_id: serviceId }),
    },
    switchDate: { method: 'POST', path: '/v2/services/switch-date', body: (v) => ({ ...v, service_id: serviceId }) },
    installOptions: { method: 'POST', path: `/v2/service/${id}/install-options`, body: (v) => v },
    caseComment: {
      method: 'POST',
      path: '/v2/service_case_comments',
      body: (v) => ({ ...v, service_id: serviceId, case_id: caseId ?? '' }),
    },
  };
};

/** The form's PUT or POST (its values as the body, with the service and case ids where the call names them there). */
export async function submitFormAction(input: {
  serviceId: string;
  kind: FormActionKind;
  caseId: string | null;
  values: Record<string, unknown>;
}): Promise<ServiceActionResult> {
  const call = formCalls(input.serviceId, input.caseId)[input.kind];
  const { data } = await request('services', call.path, {
    schema: serviceActionResult,
    method: call.method,
    body: call.body(input.values),
  });
  return data;
}

/**
 * What a form loads first: GET /v2/line-profiles/{id} or GET /v2/service/{id}/install-options (the choices and the values
 * they imply now), GET /v2/services-contact/{id} (the care needs the detail does not carry).
 */
export async function loadFormOptions(input: {
  serviceId: string;
  kind: FormActionKind;
}): Promise<{ options: ActionOption[]; values: Record<string, unknown> }> {
  const id = segment(input.serviceId);
  if (input.kind === 'contacts') {
    const { data } = await request('services', `/v2/services-contact/${id}`, { schema: contactCareResponse });
    return {
      options: [],
      values: { vulnerable_customer: data.vulnerable_customer, vulnerability_support: data.vulnerability_support },
    };
  }
  if (input.kind === 'installOptions') {
    const { data } = await request('services', `/v2/service/${id}/install-options`, { schema: installOptionsResponse });
    return { options: data.options, values: data.current };
  }
  const { data } = await request('services', `/v2/line-profiles/${id}`, { schema: lineProfilesResponse });
  // Nothing chosen yet: the current profile is shown beside the choice, and the sandbox wants another one.
  return { options: data.options.filter((o) => o.value !== data.current), values: {} };
}
