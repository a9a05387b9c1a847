import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  configureHttp,
  HttpError,
  isTermsNotAccepted,
  redirectFor,
  redirectForStatus,
  request,
  TimeoutError,
} from '@/api/http';

const baseUrls = {
  orders: 'https://portal.test/api/orders',
  incidents: 'https://portal.test/api/incidents',
  issues: 'https://portal.test/api/issues',
  services: 'https://portal.test/api/services',
  knowledge: 'https://portal.test/api/knowledge',
  notifications: 'https://portal.test/api/notifications',
  users: 'https://portal.test/api/users/',
  billing: 'https://portal.test/api/billing',
  developer: 'https://portal.test/api/developer',
  reporting: 'https://portal.test/api/reporting',
  realtime: 'https://portal.test/api/realtime',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

const fetchMock = vi.fn<typeof fetch>();
const getAccessToken = vi.fn<() => Promise<string | null>>();
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init as RequestInit, headers: new Headers(init?.headers) };
};

beforeEach(() => {
  fetchMock.mockReset();
  getAccessToken.mockReset().mockResolvedValue('token-1');
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ baseUrls, timeoutMs: 30_000, getAccessToken });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request', () => {
  it('sends the bearer access token and parses the answer with the schema', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 7, extra: true } }));
    const result = await request('orders', '/orders/7', { schema: z.object({ data: z.object({ id: z.number() }) }) });
    expect(result).toEqual({ data: { id: 7 } });
    const { url, init, headers } = lastCall();
    expect(url).toBe('https://portal.test/api/orders/orders/7');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('joins base and path with exactly one slash', async () => {
    fetchMock.mockResolvedValue(json({}));
    await request('users', 'users/1', { schema: z.object({}) });
    expect(lastCall().url).toBe('https://portal.test/api/users/users/1');
  });

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }, 201));
    await request('users', '/terms_accepted', {
      method: 'POST',
      body: { name: 'Ann', terms_accepted: true },
      schema: z.object({ ok: z.boolean() }),
    });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ann', terms_accepted: true });
  });

  it('encodes list queries: pass-through params, minus-prefixed sort and filters', async () => {
    fetchMock.mockResolvedValue(json({}));
    await request('incidents', '/incidents', {
      schema: z.unknown(),
      query: { page: 1, limit: 10, sort: 'updated_at', order: 'desc', status: 'New' },
    });
    const url = new URL(lastCall().url);
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('sort')).toBe('-updated_at');
    expect(url.searchParams.has('order')).toBe(false);
    expect(JSON.parse(url.searchParams.get('filters') ?? '')).toEqual({
      field: 'status',
      operator: 'eq',
      value: 'New',
    });
  });

  it('sends no token when auth is false', async () => {
    fetchMock.mockResolvedValue(json({}));
    await request('services', '/v2/unsubscribe/1', { method: 'DELETE', auth: false, schema: z.unknown() });
    expect(getAccessToken).not.toHaveBeenCalled();
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('does not call the API without a token when one is required', async () => {
    getAccessToken.mockResolvedValue(null);
    await expect(request('orders', '/x', { schema: z.unknown() })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells the app of a 401 to a call made with the token (the sign-in may have ended) before failing', async () => {
    const onUnauthorised = vi.fn(async () => {});
    configureHttp({ baseUrls, timeoutMs: 30_000, getAccessToken, onUnauthorised });
    const ended = { error: { status: 401, code: 'unauthorized', message: 'Your session has ended' } };
    fetchMock.mockResolvedValueOnce(json(ended, 401));
    await expect(request('orders', '/x', { schema: z.unknown() })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(json(ended, 401));
    await expect(request('users', '/authorize', { auth: false, schema: z.unknown() })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });

  it('keeps status, body and field errors of a JSON error envelope', async () => {
    const body = {
      error: { status: 400, code: 'validation_failed', message: 'Invalid input', fields: { name: ['Required'] } },
    };
    fetchMock.mockResolvedValue(json(body, 400));
    const error = await request('users', '/users/1', { method: 'PATCH', body: {}, schema: z.unknown() }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, body, message: 'Invalid input', fields: { name: ['Required'] } });
  });

  it("tells the sandbox's terms_not_accepted 403 apart from a plain 403", async () => {
    const termsBody = { error: { status: 403, code: 'terms_not_accepted', message: 'Please accept the terms' } };
    fetchMock.mockResolvedValueOnce(json(termsBody, 403));
    const terms = (await request('incidents', '/v2/incidents', { schema: z.unknown() }).catch((e) => e)) as HttpError;
    expect(terms).toMatchObject({ status: 403, code: 'terms_not_accepted' });
    expect(isTermsNotAccepted(terms)).toBe(true);

    fetchMock.mockResolvedValueOnce(json({ error: { status: 403, code: 'forbidden', message: 'No' } }, 403));
    const forbidden = (await request('incidents', '/v2/incidents', { schema: z.unknown() }).catch(
      (e) => e,
    )) as HttpError;
    expect(isTermsNotAccepted(forbidden)).toBe(false);
    // The terms prompt answers the first on the page itself; the second goes to the unauthorised page (spec 1 §2).
    expect(redirectFor(terms)).toBeUndefined();
    expect(redirectFor(forbidden)).toBe('/error-unauthorised');
  });

  it('turns a non-JSON error into an HttpError carrying the text and the response', async () => {
    const response = new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    fetchMock.mockResolvedValue(response);
    const error = await request('orders', '/x', { schema: z.unknown() }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, text: '<h1>Bad gateway</h1>', response, body: undefined });
  });

  it('treats a non-JSON success answer as an error too', async () => {
    fetchMock.mockResolvedValue(new Response('hello', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    await expect(request('orders', '/x', { schema: z.unknown() })).rejects.toMatchObject({
      status: 200,
      text: 'hello',
    });
  });

  it('accepts an empty 204 answer when the schema allows it', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(request('users', '/users/1', { method: 'DELETE', schema: z.undefined() })).resolves.toBeUndefined();
  });

  it('rejects an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValue(json({ data: 'nope' }));
    await expect(request('orders', '/x', { schema: z.object({ data: z.number() }) })).rejects.toThrow();
  });

  it('aborts after the configured timeout with a TimeoutError', async () => {
    vi.useFakeTimers();
    configureHttp({ baseUrls, timeoutMs: 30_000, getAccessToken });
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = request('orders', '/slow', { schema: z.unknown() }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(lastCall().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(TimeoutError);
  });

  it("passes the caller's cancellation through as an AbortError, not a timeout", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const caller = new AbortController();
    const pending = request('orders', '/slow', { schema: z.unknown(), signal: caller.signal }).catch((e) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    caller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('redirectForStatus', () => {
  it.each([
    [404, '/error-not-found'],
    [401, '/error-unauthorised'],
    [403, '/error-unauthorised'],
    [500, '/error'],
    [409, '/error'],
  ])('sends %i to %s', (status, path) => {
    expect(redirectForStatus(status)).toBe(path);
  });
});
