import type { z } from 'zod';
import { ptwListResponse, ptwUploadResponse } from '@/contracts/ptw';
import {
  ptwTemplateFileName,
  servicePtwListResponse,
  servicePtwUploadResponse,
} from '@/contracts/service-appointments';
import type { ServiceName } from '@/lib/provider-services';
import { ptwFileField } from '@/lib/ptw-rules';
import { request, requestFile } from './http';

const segment = encodeURIComponent;

/**
 * Where one kind of record keeps its PTW documents: the base service, the list path (a file's path is it plus the file
 * name, except where `file` says otherwise), the upload's path and text fields, and the answers' schemas.
 */
interface PtwCalls<Upload> {
  service: ServiceName;
  list: (id: string) => string;
  file?: (id: string, fileName: string) => string;
  upload: (id: string) => { path: string; fields?: Record<string, string> };
  listResponse: typeof ptwListResponse;
  uploadResponse: z.ZodType<{ data: Upload }>;
}

/**
 * The one PTW client (spec 3 §7 for orders, spec 2 §7 for services): list the record's documents (oldest first),
 * download one as uploaded (for DownloadButton), and upload PDFs as `files[]`, all stored or none (a refusal answers 4xx
 * with field errors).
 */
function ptwClient<Upload>(calls: PtwCalls<Upload>) {
  return {
    async list(id: string, signal?: AbortSignal) {
      const { data } = await request(calls.service, calls.list(id), { schema: calls.listResponse, signal });
      return data;
    },
    download(id: string, fileName: string) {
      const path = calls.file ? calls.file(id, fileName) : `${calls.list(id)}/${segment(fileName)}`;
      return requestFile(calls.service, path);
    },
    async upload(id: string, files: readonly File[]) {
      const { path, fields = {} } = calls.upload(id);
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const file of files) form.append(ptwFileField, file, file.name);
      const { data } = await request(calls.service, path, { schema: calls.uploadResponse, method: 'POST', body: form });
      return data;
    },
  };
}

/**
 * An order's documents, named by its buyer reference: GET {orders}/permission-to-work/list-files/{ref},
 * GET {orders}/permission-to-work/download/{ref}/{file name}, POST {orders}/permission-to-work/upload with the
 * reference as `directory`.
 */
export const orderPtw = ptwClient({
  service: 'orders',
  list: (ref) => `/permission-to-work/list-files/${segment(ref)}`,
  file: (ref, fileName) => `/permission-to-work/download/${segment(ref)}/${segment(fileName)}`,
  upload: (ref) => ({ path: '/permission-to-work/upload', fields: { directory: ref } }),
  listResponse: ptwListResponse,
  uploadResponse: ptwUploadResponse,
});

/** A service's documents, named by its id: GET, GET /{file name} and POST {services}/v2/services/{id}/permission_to_work. */
export const servicePtw = ptwClient({
  service: 'services',
  list: (id) => `/v2/services/${segment(id)}/permission_to_work`,
  upload: (id) => ({ path: `/v2/services/${segment(id)}/permission_to_work` }),
  listResponse: servicePtwListResponse,
  uploadResponse: servicePtwUploadResponse,
});

/** GET {services}/v2/services/permission_to_work_document/download: the blank form. */
export function downloadPtwTemplate() {
  return requestFile('services', '/v2/services/permission_to_work_document/download');
}
export { ptwTemplateFileName };
