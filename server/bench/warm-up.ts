import { setTimeout as sleep } from 'node:timers/promises';

export interface WarmUpOptions {
  /** One GET of the endpoint: its status code, or a thrown error when no answer came (refused, reset, timed out). */
  get(timeoutMs: number): Promise<{ status: number; body: string }>;
  /** Answers in a row that count as warm. */
  requests?: number;
  /** How long to keep asking while the sandbox does not answer (still busy with the last endpoint's queued load). */
  patienceMs?: number;
  /** Per request; generous, since a request may queue behind the previous endpoint's backlog. */
  requestTimeoutMs?: number;
  pauseMs?: number;
}

/** Why an endpoint could not be measured; the run records it in the endpoint's row and goes on with the next one. */
export class WarmUpError extends Error {}

/**
 * Gets an endpoint ready to load: first waits until the sandbox answers it at all (a slow endpoint before this one can
 * leave requests queued for a while after its load stopped), then sends a few requests so caches and plans are warm.
 * A 4xx means the bench is asking wrongly (token, route): that fails at once instead of showing up as a column of
 * non-2xx. Only a wait past `patienceMs` or a 4xx ends it with a WarmUpError; nothing here crashes the run.
 */
export async function warmUp(opts: WarmUpOptions): Promise<void> {
  const requests = opts.requests ?? 5;
  const deadline = Date.now() + (opts.patienceMs ?? 120_000);
  let answered = 0;
  let lastProblem = 'no answer yet';
  while (answered < requests) {
    try {
      const res = await opts.get(opts.requestTimeoutMs ?? 30_000);
      if (res.status === 200) {
        answered++;
        continue;
      }
      if (res.status >= 400 && res.status < 500) {
        throw new WarmUpError(`answered ${res.status}: ${res.body.slice(0, 300)}`);
      }
      lastProblem = `answered ${res.status}`;
    } catch (error) {
      if (error instanceof WarmUpError) throw error;
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    answered = 0;
    if (Date.now() > deadline) throw new WarmUpError(`not ready after waiting: ${lastProblem}`);
    await sleep(opts.pauseMs ?? 1_000);
  }
}
