import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { createIncidentFields } from '../../../src/lib/incident-create-fields';
import { attachmentExtension, supportLimits, supportMessages } from '../../../src/lib/support-rules';
import { sandboxNow } from '../../domain/incidents/clock';
import { createIncident, type ReceivedFile } from '../../domain/incidents/create';
import { incidentDetail } from '../../domain/incidents/detail';
import { contentMatches, contentTypes } from '../../domain/incidents/file-sniff';
import { HttpError, validationFailed } from '../errors';
import { declareRoute } from '../route';
import type { IncidentServiceContext } from './context';

const tooLarge = () => new HttpError(413, 'payload_too_large', supportMessages.fileTooLarge);
const wrongType = () => new HttpError(415, 'unsupported_media_type', supportMessages.fileType);
const attachmentField = /^attachment(\[\d{1,2}\])?$/;

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** Multipart failures are the caller's: too many parts, a cut-off body, a bad boundary. Never a 500. */
function asClientError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') {
    return new HttpError(413, 'payload_too_large', `At most ${supportLimits.attachmentsPerIncident} attachments`);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'payload_too_large', 'The form has too many parts');
  }
  return new HttpError(400, 'validation_failed', 'The multipart body is not valid');
}

async function receiveFile(ctx: IncidentServiceContext, part: MultipartFile, files: ReceivedFile[]): Promise<void> {
  if (!attachmentField.test(part.fieldname)) {
    part.file.resume();
    throw validationFailed({ [part.fieldname]: ['Attachments are sent as attachment[n]'] });
  }
  const ext = attachmentExtension(part.filename);
  if (!ext) {
    part.file.resume();
    throw wrongType();
  }
  const received = await ctx.store.receive(part.file);
  files.push({
    tempPath: received.tempPath,
    fileName: part.filename.slice(-200),
    contentType: contentTypes[ext],
    size: received.size,
  });
  if (!contentMatches(ext, received.head)) throw wrongType();
}

/** Reads every part: fields as text, files streamed to the store's incoming folder (size capped by busboy). */
async function readParts(ctx: IncidentServiceContext, request: FastifyRequest, files: ReceivedFile[]) {
  const fields: Record<string, string> = {};
  const parts = request.parts({
    limits: {
      fileSize: supportLimits.attachmentBytes,
      files: supportLimits.attachmentsPerIncident,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 60,
      headerPairs: 100,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') await receiveFile(ctx, part, files);
    else {
      if (part.valueTruncated) throw validationFailed({ [part.fieldname]: ['This value is too long'] });
      if (part.fieldname in fields) throw validationFailed({ [part.fieldname]: ['Give this field once'] });
      fields[part.fieldname] = String(part.value);
    }
  }
  return fields;
}

/** POST /v2/incidents: multipart, attachments as attachment[n]; nothing is kept from a rejected request. */
export function createIncidentRoute(app: FastifyInstance, ctx: IncidentServiceContext): void {
  const { db, store } = ctx;
  declareRoute(app, {
    method: 'POST',
    url: '/v2/incidents',
    access: 'read:support',
    summary: 'Raises an incident (multipart/form-data; fields validated with createIncidentFields after reading parts)',
    status: 201,
    handler: async ({ request, user }) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', 'Send the incident as multipart/form-data');
      const files: ReceivedFile[] = [];
      try {
        const raw = await readParts(ctx, request, files).catch((error: unknown) => {
          throw asClientError(error);
        });
        const parsed = createIncidentFields.safeParse(raw);
        if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
        const outcome = await createIncident(
          db,
          store,
          { orgId: user.org_id, name: user.name, email: user.email },
          parsed.data,
          files,
          await sandboxNow(db),
        );
        if (!outcome.ok) {
          const code = outcome.status === 404 ? 'not_found' : outcome.status === 409 ? 'conflict' : 'validation_failed';
          throw new HttpError(outcome.status, code, outcome.message, outcome.fields);
        }
        return { data: await incidentDetail(db, user.org_id, outcome.incident) };
      } finally {
        // Committed files were moved away; whatever is still in the incoming folder belongs to a failure.
        await store.discard(files.map((f) => f.tempPath));
      }
    },
  });
}
