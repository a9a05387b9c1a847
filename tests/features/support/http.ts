import { http } from 'msw';
import { setupServer } from 'msw/node';
import { configureHttp } from '@/api/http';
import { type ServiceName, serviceNames } from '@/lib/provider-services';

export const testOrigin = 'https://portal.test';
export const testToken = 'test-access-token';

/** Points the real http client at a fake origin; msw answers underneath it (fetch itself is never replaced). */
export function configureTestHttp(): void {
  configureHttp({
    baseUrls: Object.fromEntries(serviceNames.map((s) => [s, `${testOrigin}/api/${s}`])) as Record<ServiceName, string>,
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

/** No answer at all: the connection failed (fetch rejects), as when the user is offline. */
export const networkFailure = () => Response.error();

/** An answer: a response (a fresh copy each time), or a function of the request. */
export type Answer = Response | ((request: Request) => Response | Promise<Response>);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every test file that answers HTTP starts from the test client and ends with no answers or stubs left behind.
beforeEach(() => configureTestHttp());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const reply = (answer: Answer, request: Request) => (typeof answer === 'function' ? answer(request) : answer.clone());
/** What a request nobody answered gets: the provider's 404 envelope, so a forgotten stub fails loudly but typed. */
const noStub = http.all('*', () => errorResponse(404, 'not_found', 'No stub'));

/** Every request the app makes, in order, as a spy (`toHaveBeenCalledTimes`), each call holding a copy of the request. */
function recordRequests() {
  const requests = vi.fn<(request: Request) => void>();
  server.events.on('request:start', ({ request }) => requests(request.clone()));
  return requests;
}
export type RecordedRequests = ReturnType<typeof recordRequests>;

/**
 * Answers by method and path: a rule is 'METHOD /path' or '/path' (GET), matched at the end of the address so the
 * service's base path does not matter. The first matching rule wins; parallel calls need no fixed order.
 */
export function routeFetch(rules: Record<string, Answer>): RecordedRequests {
  server.use(
    ...Object.entries(rules).map(([rule, answer]) => {
      const [method = 'GET', path = rule] = rule.includes(' ') ? rule.split(' ') : [];
      return http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](`*${path}`, ({ request }) =>
        reply(answer, request),
      );
    }),
    noStub,
  );
  return recordRequests();
}

/** Answers whatever is asked with the given answers in order, one each. */
export function stubFetch(...answers: Answer[]): RecordedRequests {
  server.use(
    ...answers.map((answer) => http.all('*', ({ request }) => reply(answer, request), { once: true })),
    noStub,
  );
  return recordRequests();
}

export const requestsOf = (requests: RecordedRequests) => requests.mock.calls.map(([request]) => request);
export const urlsOf = (requests: RecordedRequests) => requestsOf(requests).map((request) => new URL(request.url));

/** The URL, method and headers of one recorded request. */
export function fetchCall(requests: RecordedRequests, index = 0) {
  const request = requestsOf(requests)[index];
  return {
    url: request?.url ?? '',
    method: request?.method ?? 'GET',
    headers: request?.headers ?? new Headers(),
    request,
  };
}
