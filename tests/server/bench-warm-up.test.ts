import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../server/bench/args';
import { failedResult } from '../../server/bench/load';
import { formatResults } from '../../server/bench/report';
import { WarmUpError, warmUp } from '../../server/bench/warm-up';

/** A fake endpoint answering from a script: a status, or a thrown error (no answer, as after a slow endpoint). */
function scripted(answers: (number | Error)[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    get: async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return { status: answer ?? 200, body: `status ${answer}` };
    },
  };
}

describe('bench warm-up', () => {
  it('waits while the sandbox does not answer (still busy with the last endpoint), then sends a few requests', async () => {
    const endpoint = scripted([new Error('timed out'), new Error('socket hang up'), 503, 200]);
    await warmUp({ get: endpoint.get, requests: 3, pauseMs: 1, patienceMs: 5_000 });
    expect(endpoint.calls).toBe(6);
  });

  it('stops at once on a 4xx: the bench is asking wrongly', async () => {
    const endpoint = scripted([401]);
    await expect(warmUp({ get: endpoint.get, pauseMs: 1 })).rejects.toThrow(WarmUpError);
    expect(endpoint.calls).toBe(1);
  });

  it('gives up after its patience with a WarmUpError, which the run records instead of crashing', async () => {
    const endpoint = scripted([new Error('timed out')]);
    const failure = await warmUp({ get: endpoint.get, pauseMs: 5, patienceMs: 30 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WarmUpError);
    expect((failure as Error).message).toContain('timed out');
    const table = formatResults([failedResult('users list', (failure as Error).message)]);
    expect(table).toContain('users list (not measured: not ready after waiting: timed out)');
  });
});

describe('bench options', () => {
  it('takes the store, defaulting to PGlite', () => {
    expect(parseBenchArgs([]).store).toBe('pglite');
    expect(parseBenchArgs(['--store', 'postgres', '--connections', '50'])).toMatchObject({
      store: 'postgres',
      connections: 50,
    });
    expect(() => parseBenchArgs(['--store=mysql'])).toThrow('--store must be one of pglite, postgres');
  });
});
