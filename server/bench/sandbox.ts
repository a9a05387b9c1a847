import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningSandbox {
  /** https://localhost:<port>, the origin tokens are issued for. */
  publicUrl: string;
  /** https://127.0.0.1:<port>, where load is sent (no name lookup in the measured path). */
  loopbackUrl: string;
  /** The sandbox process, whose CPU time the bench reads per endpoint. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** A free loopback port, asked of the kernel rather than guessed. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** GET over HTTPS trusting only the sandbox's local CA; resolves the status code and body. */
export function getTrusted(
  url: string,
  opts: { ca: string; headers?: Record<string, string>; timeoutMs?: number },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca: opts.ca, servername: 'localhost', headers: opts.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(opts.timeoutMs ?? 5_000, () => req.destroy(new Error(`timed out: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return Promise.race([new Promise<boolean>((r) => child.once('exit', () => r(true))), sleep(ms).then(() => false)]);
}

/**
 * Starts `server/main.ts` in a child Node process (the same Node binary, tsx as a loader so there is one process to
 * stop) on a loopback port and its own data folder, and resolves once its discovery document answers.
 */
export async function startSandbox(opts: {
  port: number;
  dataDir: string;
  caPath: string;
  tokenTtlSeconds: number;
  /** The bench's throwaway PostgreSQL; without it the child opens the PGlite seeded in dataDir. */
  databaseUrl?: string | undefined;
  readyTimeoutMs?: number;
  /** More environment for the child (the realtime bench's app credentials). */
  env?: Record<string, string>;
}): Promise<RunningSandbox> {
  const publicUrl = `https://localhost:${opts.port}`;
  const loopbackUrl = `https://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: opts.dataDir,
      // Only the store the bench seeded: the throwaway cluster, or (empty counts as unset) this folder's PGlite, never
      // a developer's own DATABASE_URL.
      DATABASE_URL: opts.databaseUrl ?? '',
      ACCESS_TOKEN_TTL: String(opts.tokenTtlSeconds),
      // Request logging would measure the logger, not the API.
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 10_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  };
  // Last resort if the bench itself dies: never leave a sandbox listening.
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  child.once('exit', () => process.off('exit', onExit));

  const ca = readFileSync(opts.caPath, 'utf8');
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 120_000);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
      const ready = await getTrusted(`${loopbackUrl}/oidc/.well-known/openid-configuration`, { ca, timeoutMs: 2_000 })
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ready) return { publicUrl, loopbackUrl, pid: child.pid, stop };
      if (Date.now() > deadline) throw new Error('the sandbox did not become ready in time');
      await sleep(250);
    }
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- sandbox output ---\n${output.join('')}`);
  }
}
