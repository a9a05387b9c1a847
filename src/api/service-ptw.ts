import {
  ptwTemplateFileName,
  servicePtwListResponse,
  servicePtwUploadResponse,
} from '@/contracts/service-appointments';
import { ptwFileField } from '@/lib/ptw-rules';
import { request, requestFile } from './http';

const segment = encodeURIComponent;

/** GET {services}/v2/services/{id}/permission_to_work: the service's PTW documents, oldest first. */
export async function listServicePtw(serviceId: string, signal?: AbortSignal) {
  const { data } = await request('services', `/v2/services/${segment(serviceId)}/permission_to_work`, {
    schema: servicePtwListResponse,
    signal,
  });
  return data;
}

/** GET {services}/v2/services/{id}/permission_to_work/{file}: the PDF as uploaded (for DownloadButton). */
export function downloadServicePtw(serviceId: string, fileName: string) {
  return requestFile('services', `/v2/services/${segment(serviceId)}/permission_to_work/${segment(fileName)}`);
}

/** GET {services}/v2/services/permission_to_work_document/download: the blank form. */
export function downloadPtwTemplate() {
  return requestFile('services', '/v2/services/permission_to_work_document/download');
}
export { ptwTemplateFileName };

/** POST {services}/v2/services/{id}/permission_to_work (multipart files[]): all stored or none (4xx with field errors). */
export async function uploadServicePtw(serviceId: string, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append(ptwFileField, file, file.name);
  const { data } = await request('services', `/v2/services/${segment(serviceId)}/permission_to_work`, {
    schema: servicePtwUploadResponse,
    method: 'POST',
    body: form,
  });
  return data;
}
