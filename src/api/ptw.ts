import { ptwListResponse, ptwUploadResponse } from '@/contracts/ptw';
import { ptwFileField } from '@/lib/ptw-rules';
import { request, requestFile } from './http';

const segment = encodeURIComponent;

/**
 * POST {orders}/permission-to-work/upload (multipart, spec 3 §7): the order's buyer reference as `directory` and the
 * files as `files[]`. The sandbox stores all of them or none (a refusal answers 4xx with field errors).
 */
export async function uploadPtwDocuments(directory: string, files: readonly File[]) {
  const form = new FormData();
  form.append('directory', directory);
  for (const file of files) form.append(ptwFileField, file, file.name);
  const { data } = await request('orders', '/permission-to-work/upload', {
    schema: ptwUploadResponse,
    method: 'POST',
    body: form,
  });
  return data;
}

/** GET {orders}/permission-to-work/list-files/{buyer reference}: the order's PTW documents, oldest first. */
export async function listPtwDocuments(buyerReference: string, signal?: AbortSignal) {
  const { data } = await request('orders', `/permission-to-work/list-files/${segment(buyerReference)}`, {
    schema: ptwListResponse,
    signal,
  });
  return data;
}

/** GET {orders}/permission-to-work/download/{buyer reference}/{file name}: the PDF as uploaded (for DownloadButton). */
export function downloadPtwDocument(buyerReference: string, fileName: string) {
  return requestFile('orders', `/permission-to-work/download/${segment(buyerReference)}/${segment(fileName)}`);
}
