import type { z } from 'zod';
import { encodeListQuery, type ListParams } from '@/lib/list-query';
import type { ServiceName } from '@/lib/provider-services';

export interface HttpConfig {
  baseUrls: Record<ServiceName, string>;
  timeoutMs: number;
  getAccessToken: () => Promise<string | null>;
  /**
   * A call made with the bearer token was answered 401: the provider may have ended this sign-in (the user deleted,
   * their sessions revoked by an Admin). Awaited before the 401 is thrown, so the app can send the user to sign in.
   */
  onUnauthorised?: () => Promise<void>;
}

export interface RequestOptions<T> {
  schema: z.ZodType<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: ListParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the bearer token; default true. */
  auth?: boolean;
  /** Extra request headers (e.g. Idempotency-Key on order placement). */
  headers?: Record<string, string>;
}

/** A failed answer. JSON errors keep status and body (and the envelope's field errors); other answers keep text and response. */
export class HttpError extends Error {
  override name = 'HttpError';
  status: number;
  body: unknown;
  text: string | undefined;
  response: Response | undefined;
  fields?: Record<string, string[]>;
  /** The envelope's code (`forbidden`, `terms_not_accepted`, …) when the answer carried one. */
  code?: string;

  constructor(init: { status: number; message: string; body?: unknown; text?: string; response?: Response }) {
    super(init.message);
    this.status = init.status;
    this.body = init.body;
    this.text = init.text;
    this.response = init.response;
    const envelope = envelopeOf(init.body);
    if (envelope?.fields) this.fields = envelope.fields;
    if (typeof envelope?.code === 'string') this.code = envelope.code;
  }
}

/**
 * The sandbox's 403 until the user accepts the terms of service. The terms prompt (shown from the token's claim) is the
 * answer, so pages stay put under it rather than going to the unauthorised page.
 */
const termsNotAcceptedCode = 'terms_not_accepted';
export const isTermsNotAccepted = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 403 && error.code === termsNotAcceptedCode;

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

interface Envelope {
  code?: unknown;
  message?: string;
  fields?: Record<string, string[]>;
}

function envelopeOf(body: unknown): Envelope | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null ? (error as Envelope) : undefined;
}

let config: HttpConfig | undefined;

export function configureHttp(opts: HttpConfig): void {
  config = opts;
}

/** Spec 1 §2: where a failing status sends the user. */
export function redirectForStatus(status: number): string {
  if (status === 404) return '/error-not-found';
  if (status === 401 || status === 403) return '/error-unauthorised';
  return '/error';
}

/** Where a failed answer sends the user; none for terms_not_accepted, which the terms prompt on this page answers. */
export function redirectFor(error: HttpError): string | undefined {
  return isTermsNotAccepted(error) ? undefined : redirectForStatus(error.status);
}

function buildUrl(base: string, path: string, query?: ListParams): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = query ? encodeListQuery(query).toString() : '';
  return search ? `${url}?${search}` : url;
}

const isJson = (response: Response) => /[/+]json\b/i.test(response.headers.get('content-type') ?? '');

async function readAnswer(response: Response): Promise<unknown> {
  // 204 and 205 carry no body by definition; the schema decides whether "nothing" is acceptable.
  if (response.status === 204 || response.status === 205) return undefined;
  if (!isJson(response)) {
    const text = await response.text();
    throw new HttpError({
      status: response.status,
      message: response.ok ? 'Unexpected non-JSON response' : `Request failed with status ${response.status}`,
      text,
      response,
    });
  }
  const body: unknown = await response.json();
  if (!response.ok) {
    const error = new HttpError({
      status: response.status,
      message: envelopeOf(body)?.message ?? `Request failed with status ${response.status}`,
      body,
      response,
    });
    throw error;
  }
  return body;
}

/** Where a call goes: a provider service's base address, or another of the sandbox's (the flow viewer's). */
type Destination = ServiceName | { base: string };

export async function request<T>(service: Destination, path: string, opts: RequestOptions<T>): Promise<T> {
  if (!config) throw new Error('configureHttp must be called before request');
  const { baseUrls, timeoutMs, getAccessToken } = config;

  const headers = new Headers({ ...opts.headers, Accept: 'application/json' });
  if (opts.auth ?? true) {
    const token = await getAccessToken();
    // Without a token the call cannot succeed; sign-in has been started elsewhere, so do not send it at all.
    if (!token) throw new HttpError({ status: 401, message: 'Sign-in required' });
    headers.set('Authorization', `Bearer ${token}`);
  }
  // FormData (multipart uploads) sets its own Content-Type with the boundary.
  const multipart = opts.body instanceof FormData;
  if (opts.body !== undefined && !multipart) headers.set('Content-Type', 'application/json');

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  try {
    const base = typeof service === 'string' ? baseUrls[service] : service.base;
    const response = await fetch(buildUrl(base, path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : multipart ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal,
    });
    if (response.status === 401 && (opts.auth ?? true)) await config.onUnauthorised?.();
    return opts.schema.parse(await readAnswer(response));
  } catch (error) {
    // Tell our own timeout apart from the caller's cancellation, which must stay an AbortError for TanStack Query.
    if (timeout.signal.aborted && !opts.signal?.aborted) {
      throw new TimeoutError(`Request timed out after ${timeoutMs} ms`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A file answer: its bytes and the name the server gave it (Content-Disposition), for Blob downloads. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/** GET a file (CSV export, attachment) with the bearer token and the same timeout; errors as in `request`. */
export async function requestFile(
  service: ServiceName,
  path: string,
  opts: { query?: ListParams; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  if (!config) throw new Error('configureHttp must be called before request');
  const { baseUrls, timeoutMs, getAccessToken } = config;
  const token = await getAccessToken();
  if (!token) throw new HttpError({ status: 401, message: 'Sign-in required' });
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  try {
    const response = await fetch(buildUrl(baseUrls[service], path, opts.query), {
      headers: { Authorization: `Bearer ${token}` },
      signal,
    });
    if (response.status === 401) await config.onUnauthorised?.();
    // A failure answers the JSON envelope (or text); readAnswer turns it into the usual HttpError.
    if (!response.ok) await readAnswer(response);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  } catch (error) {
    if (timeout.signal.aborted && !opts.signal?.aborted) {
      throw new TimeoutError(`Request timed out after ${timeoutMs} ms`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
