import type { BrowserContext, Request, Route } from '@playwright/test';

/** Requests the page made that wait, unanswered, until the test settles them: a call a model says is still running. */
export type HeldRequests = {
  /** Every request caught so far, settled or not, oldest first. */
  readonly seen: Request[];
  /** The oldest request not yet handed out, waiting up to `timeout` ms for one to be made. */
  next(timeout?: number): Promise<Route>;
};

/**
 * Holds the context's requests to `url` for which `when` is true; the others go on to the server untouched. A held
 * request the page gives up on (a funnel leaving the step that made it aborts its call) is dropped: the next answer
 * goes to the call the page still waits for, not to one nobody reads any more.
 */
export async function holdRequests(
  context: BrowserContext,
  url: string | RegExp,
  when: (request: Request) => boolean = () => true,
): Promise<HeldRequests> {
  const seen: Request[] = [];
  const waiting: Route[] = [];
  const takers: Array<(route: Route) => void> = [];
  context.on('requestfailed', (request) => {
    const index = waiting.findIndex((route) => route.request() === request);
    if (index >= 0) waiting.splice(index, 1);
  });
  await context.route(url, async (route) => {
    if (!when(route.request())) return route.fallback();
    seen.push(route.request());
    const taker = takers.shift();
    if (taker) taker(route);
    else waiting.push(route);
  });
  return {
    seen,
    next: (timeout = 10_000) => {
      const ready = waiting.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const taker = (route: Route) => {
          clearTimeout(timer);
          resolve(route);
        };
        const timer = setTimeout(() => {
          takers.splice(takers.indexOf(taker), 1);
          reject(new Error(`No request to ${String(url)} was made within ${timeout} ms`));
        }, timeout);
        takers.push(taker);
      });
    },
  };
}
