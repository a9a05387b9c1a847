import type { FastifyReply } from 'fastify';

/** A Content-Disposition that no file name can break: ASCII stand-in plus the RFC 5987 UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The headers of a stored file sent as a download under its own name (attachments, PTW documents). */
export function sendDownload(reply: FastifyReply, file: { contentType: string; size: number; fileName: string }) {
  reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(file.fileName));
}
