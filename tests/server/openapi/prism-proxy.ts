import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port (asked of the OS, then released for Prism to take). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PrismProxy {
  url: string;
  close(): Promise<void>;
}

/** Prism's validation proxy (`prism proxy <document> <upstream> --errors`) on loopback, ready to take requests. */
export async function startPrismProxy(documentPath: string, upstream: string): Promise<PrismProxy> {
  const port = await freePort();
  const args = ['proxy', documentPath, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)];
  const child: ChildProcess = spawn('node_modules/.bin/prism', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s:\n${log}`)), 60_000);
    const watch = (chunk: Buffer) => {
      log += chunk.toString();
      if (/listening on/i.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}):\n${log}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface ProxiedAnswer {
  status: number;
  /** What Prism found wrong with the request or the answer against the description; empty when it conforms. */
  violations: string[];
}

/**
 * One request through the proxy. With --errors Prism answers a violation itself (422 for the request, 500 for the
 * answer) with a problem+json body naming each; otherwise it passes the answer on, with an sl-violations header if any.
 */
export async function throughPrism(
  proxy: PrismProxy,
  path: string,
  headers: Record<string, string>,
): Promise<ProxiedAnswer> {
  const response = await fetch(`${proxy.url}${path}`, { headers });
  const body = await response.text();
  const violations: string[] = [];
  const header = response.headers.get('sl-violations');
  if (header) violations.push(header);
  if ((response.headers.get('content-type') ?? '').includes('problem+json')) {
    const problem = JSON.parse(body) as { type?: string; title?: string; detail?: string; validation?: unknown[] };
    if (/VIOLATIONS|UNPROCESSABLE|NO_PATH|NO_METHOD|UNAUTHORIZED|INVALID/i.test(problem.type ?? '')) {
      violations.push(`${problem.title ?? ''} ${problem.detail ?? ''} ${JSON.stringify(problem.validation ?? [])}`);
    }
  }
  return { status: response.status, violations };
}
