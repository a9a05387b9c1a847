import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type BodyTimeout, extensionIn, fileNameProblem, type UploadPolicy } from '../domain/uploads/limits';
import { contentMatches } from '../domain/uploads/sniff';
import type { UploadStore } from '../domain/uploads/store';
import { codeForStatus, HttpError, validationFailed } from './errors';
import { parsePart } from './route';

/** One accepted file, still in the store's incoming folder until the caller commits it. */
export interface ReceivedFile {
  field: string;
  fileName: string;
  contentType: string;
  size: number;
  tempPath: string;
}

export interface MultipartOptions<S extends z.ZodType> {
  policy: UploadPolicy;
  store: UploadStore;
  /** The text fields, checked as a JSON route's body is (NUL characters, then the schema, errors keyed by field). */
  fields: S;
  timeout: BodyTimeout;
}

const timedOut = () => new HttpError(408, codeForStatus(408), 'The upload was too slow and has been stopped');

/**
 * Multipart failures are the caller's (too many parts, a cut-off body, a bad boundary) and answer 4xx. The server's own
 * (a full disk, a folder it may not write) keep their system error, so they answer 500 and reach the log.
 */
function asClientError(error: unknown, policy: UploadPolicy): unknown {
  if (error instanceof HttpError || (error as NodeJS.ErrnoException).syscall) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'payload_too_large', policy.messages.tooLarge);
  if (code === 'FST_FILES_LIMIT') {
    const field = policy.fileFields[0] ?? 'files';
    return new HttpError(413, 'payload_too_large', policy.messages.tooMany, { [field]: [policy.messages.tooMany] });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'payload_too_large', 'The form has too many parts');
  }
  return new HttpError(400, 'validation_failed', 'The multipart body is not valid');
}

/**
 * Ends the body when it is too slow: `initialMs` plus a second per `minBytesPerSecond` received. The timer is re-armed
 * only when it fires, so a fast upload costs one timer, not one per chunk.
 */
function bodyDeadline(request: FastifyRequest, timeout: BodyTimeout, onExpired: () => void): () => void {
  const started = Date.now();
  let received = 0;
  let timer: NodeJS.Timeout | undefined;
  const count = (chunk: Buffer) => {
    received += chunk.length;
  };
  const arm = () => {
    const due = started + timeout.initialMs + (received / timeout.minBytesPerSecond) * 1000;
    if (due <= Date.now()) onExpired();
    else timer = setTimeout(arm, due - Date.now());
  };
  request.raw.on('data', count);
  arm();
  return () => {
    clearTimeout(timer);
    request.raw.off('data', count);
  };
}

class UploadReader<S extends z.ZodType> {
  readonly files: ReceivedFile[] = [];
  readonly fields: Record<string, string> = {};
  private current: MultipartFile | undefined;

  constructor(
    private readonly request: FastifyRequest,
    private readonly options: MultipartOptions<S>,
  ) {}

  /** Stops the part being written, so its temporary file goes now rather than when the socket closes. */
  stop(error: Error) {
    this.current?.file.destroy(error);
  }

  async read(): Promise<void> {
    const { policy } = this.options;
    const parts = this.request.parts({
      limits: {
        fileSize: policy.maxFileBytes,
        files: policy.maxFiles,
        fields: 40,
        fieldSize: 64 * 1024,
        parts: policy.maxFiles + 40,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') await this.receive(part);
      else this.field(part);
    }
  }

  private field(part: MultipartValue) {
    if (part.valueTruncated) throw validationFailed({ [part.fieldname]: ['This value is too long'] });
    if (Object.hasOwn(this.fields, part.fieldname))
      throw validationFailed({ [part.fieldname]: ['Give this field once'] });
    this.fields[part.fieldname] = String(part.value);
  }

  private async receive(part: MultipartFile) {
    const { policy, store } = this.options;
    const refuse = (error: HttpError): never => {
      part.file.resume();
      throw error;
    };
    if (!policy.fileFields.includes(part.fieldname)) {
      refuse(validationFailed({ [part.fieldname]: [`Files are sent as ${policy.fileFields[0]}…`] }));
    }
    const problem = fileNameProblem(part.filename);
    if (problem) refuse(validationFailed({ [part.fieldname]: [problem] }));
    const ext = extensionIn(policy, part.filename);
    const kind = ext ? policy.kinds[ext] : undefined;
    // Refusals of a file carry a field error under its part's name, so a form can show it beside the files.
    const onField = (message: string) => ({ [part.fieldname]: [message] });
    const named = (kind: 'tooLarge' | 'wrongType') =>
      onField(policy.fileMessages?.[kind]?.(part.filename) ?? policy.messages[kind]);
    const wrongType = () => new HttpError(415, 'unsupported_media_type', policy.messages.wrongType, named('wrongType'));
    if (!kind) return refuse(wrongType());
    this.current = part;
    const received = await store.receive(part.file);
    this.current = undefined;
    // busboy ends a file at the size limit and reports it on the next part: refuse it as too large, not by content.
    const truncated = part.file.truncated;
    this.files.push({
      field: part.fieldname,
      fileName: part.filename,
      contentType: kind.contentType,
      size: received.size,
      tempPath: received.tempPath,
    });
    if (truncated) {
      throw new HttpError(413, 'payload_too_large', policy.messages.tooLarge, named('tooLarge'));
    }
    if (!(await contentMatches(kind.rule, { head: received.head, path: received.tempPath }))) throw wrongType();
  }
}

/**
 * Reads a multipart request under an upload policy and hands its checked fields and files to `use`. Whatever
 * happens (a refusal, a failure in `use`, a body cut off for being too slow), the temporary files that `use` did not
 * commit are removed: nothing of a refused upload stays on disk.
 */
export async function withUploads<S extends z.ZodType, R>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: MultipartOptions<S>,
  use: (upload: { fields: z.output<S>; files: ReceivedFile[] }) => Promise<R>,
): Promise<R> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Send this as multipart/form-data');
  const { store, policy } = options;
  const reader = new UploadReader(request, options);
  const discardAll = () => store.discard(reader.files.map((f) => f.tempPath));
  let expire: (error: HttpError) => void = () => {};
  const expired = new Promise<never>((_, reject) => {
    expire = reject;
  });
  // Parsing starts (busboy is piped) before the deadline counts bytes, so its 'data' listener never takes a chunk first.
  const reading = reader.read();
  const stopTimer = bodyDeadline(request, options.timeout, () => {
    const error = timedOut();
    reader.stop(error);
    // The rest of the body will never be read: answer, then close the connection rather than wait for it.
    reply.header('connection', 'close');
    reply.raw.once('finish', () => request.raw.destroy());
    expire(error);
  });
  let failure: unknown;
  try {
    await Promise.race([reading, expired]);
  } catch (error) {
    failure = error;
  } finally {
    stopTimer();
  }
  if (failure !== undefined) {
    await discardAll();
    // A part still being parsed (a cut-off body) settles once the connection closes; its file goes then.
    reading.then(discardAll, discardAll).catch(() => {});
    throw asClientError(failure, policy);
  }
  try {
    const fields = parsePart('body', options.fields, reader.fields) as z.output<S>;
    return await use({ fields, files: reader.files });
  } finally {
    // Committed files were moved away; whatever is still in the incoming folder belongs to a failure.
    await discardAll();
  }
}
