import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseBenchArgs } from './args';
import { benchEndpoints } from './endpoints';
import { type LoadResult, loadEndpoint } from './load';
import { prepareData } from './prepare';
import { formatResults } from './report';
import { freePort, getTrusted, type RunningSandbox, startSandbox } from './sandbox';

// Long enough for every endpoint's run plus start-up; the sandbox gets the same TTL so its policy matches the token.
const tokenTtlSeconds = 3_600;
const warmUpRequests = 20;

/** `npm run bench`: a fresh sandbox on a loopback port and a temp store, scaled data, one load run per endpoint. */
async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  let sandbox: RunningSandbox | undefined;
  const interrupted = (signal: NodeJS.Signals) => {
    void (async () => {
      await sandbox?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(signal === 'SIGINT' ? 130 : 143);
    })();
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const port = await freePort();
    const publicUrl = `https://localhost:${port}`;
    console.log(`Bench: seeding ${args.scale} extra users and ${args.scale} extra incidents into ${dataDir}`);
    const data = await prepareData({ dataDir, publicUrl, scale: args.scale, tokenTtlSeconds });
    console.log(`Bench: seeded in ${data.scale.milliseconds} ms; starting the sandbox on port ${port}`);
    const started = performance.now();
    sandbox = await startSandbox({ port, dataDir, caPath: data.caPath, tokenTtlSeconds });
    console.log(`Bench: sandbox ready in ${Math.round(performance.now() - started)} ms`);

    const ca = readFileSync(data.caPath, 'utf8');
    const results: LoadResult[] = [];
    for (const endpoint of benchEndpoints) {
      // A wrong token or route would otherwise show up only as a column of non-2xx: fail loudly first.
      for (let i = 0; i < warmUpRequests; i++) {
        const res = await getTrusted(`${sandbox.loopbackUrl}${endpoint.path}`, {
          ca,
          headers: { authorization: `Bearer ${data.token}` },
        });
        if (res.status !== 200) throw new Error(`${endpoint.path} answered ${res.status}: ${res.body.slice(0, 300)}`);
      }
      console.log(`Bench: ${endpoint.name} for ${args.duration} s with ${args.connections} connections`);
      results.push(
        await loadEndpoint({
          baseUrl: sandbox.loopbackUrl,
          endpoint,
          token: data.token,
          connections: args.connections,
          duration: args.duration,
        }),
      );
    }

    const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
    console.log(
      `\nBench: ${args.scale} extra users and incidents, ${args.duration} s per endpoint, ${args.connections} connections, ` +
        `Node ${process.version}, ${availableParallelism()} cores (${cpu}), store PGlite, ` +
        // Other work on the machine skews the figures; the load average says how much there was.
        `load average ${loadavg()[0]?.toFixed(1)}\n`,
    );
    console.log(formatResults(results));
    if (results.some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
  } finally {
    await sandbox?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
