import { configureHttp } from '@/api/http';
import { type ServiceName, serviceNames } from '@/lib/provider-services';

const services = serviceNames;

export const testOrigin = 'https://portal.test';
export const testToken = 'test-access-token';

/** Points the real http client at a fake origin; the tests stub global fetch underneath it. */
export function configureTestHttp(): void {
  configureHttp({
    baseUrls: Object.fromEntries(services.map((s) => [s, `${testOrigin}/api/${s}`])) as Record<ServiceName, string>,
    timeoutMs: 30_000,
    getAccessToken: async () => testToken,
  });
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse(status, { error: { status, code, message } });
}

/** Stubs global fetch with the given answers in order; the mock records every call. */
export function stubFetch(...answers: Array<Response | (() => Promise<Response>)>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) {
    fetchMock.mockImplementationOnce(typeof answer === 'function' ? answer : async () => answer);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL, method and headers of one recorded fetch call. */
export function fetchCall(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const [input, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers) };
}
