import type { DownloadedFile } from '@/api/http';

/** Hands a fetched file to the browser as a download through a short-lived Blob URL. */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task, once the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
