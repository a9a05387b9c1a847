import type { ErrorCode, ErrorEnvelope } from '../../src/contracts/errors';

export type FieldErrors = Record<string, string[]>;

/** A failure a handler means to answer with; anything else thrown becomes a bare 500. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'Sign-in required') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, 'forbidden', message);
export const termsNotAccepted = () =>
  new HttpError(403, 'terms_not_accepted', 'Please accept the terms of service to continue');
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const gone = (message: string) => new HttpError(410, 'gone', message);
export const validationFailed = (fields: FieldErrors, message = 'Some fields are not valid') =>
  new HttpError(400, 'validation_failed', message, fields);

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

export const codeForStatus = (status: number): ErrorCode =>
  codeByStatus[status] ?? (status >= 500 ? 'internal' : 'bad_request');

export function envelope(status: number, code: ErrorCode, message: string, fields?: FieldErrors): ErrorEnvelope {
  return { error: fields ? { status, code, message, fields } : { status, code, message } };
}
