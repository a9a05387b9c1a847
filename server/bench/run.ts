import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type BenchArgs, parseBenchArgs } from './args';
import { postmasterPid, treeCpuMs } from './cpu';
import { benchEndpoints, selectEndpoints } from './endpoints';
import { formatLcpResults, runLcpBench } from './lcp';
import { failedResult, type LoadResult, loadEndpoint } from './load';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster';
import { prepareData } from './prepare';
import { runRealtimeBench } from './realtime';
import { formatResults, formatRow } from './report';
import { freePort, getTrusted, type RunningSandbox, startSandbox } from './sandbox';
import { WarmUpError, warmUp } from './warm-up';

// Long enough for every endpoint's run plus start-up; the sandbox gets the same TTL so its policy matches the token.
const tokenTtlSeconds = 3_600;
/** The throwaway cluster's port; the tests' default is 54329, so a bench and a test run do not collide. */
const postgresPort = Number(process.env.BENCH_PG_PORT ?? 54_339);
const resultsDir = 'bench-results';

/** What the results file says about the run, above its table. */
function describeRun(args: BenchArgs, storeName: string, finished: boolean): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    `# npm run bench -- --store ${args.store} --scale ${args.scale} --duration ${args.duration} --connections ${args.connections}${args.only ? ` --only ${args.only}` : ''}`,
    '',
    `${finished ? 'Finished' : 'Running (rows so far)'} ${new Date().toISOString()}: ${args.scale} extra users, ` +
      `incidents, orders, services, MSO incidents and knowledge articles, ${args.duration} s per endpoint, ${args.connections} connections, Node ${process.version}, ` +
      `${availableParallelism()} cores (${cpu}), store ${storeName}, load generator on the same machine; ` +
      // Other work on the machine skews the figures; the load average says how much there was.
      `load average ${loadavg()[0]?.toFixed(1)} ${finished ? 'at the end' : 'now'} (1-minute, per row below too).`,
    '',
  ].join('\n');
}

/** `npm run bench`: a fresh sandbox on a loopback port and a temp store, scaled data, one load run per endpoint. */
async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  let sandbox: RunningSandbox | undefined;
  let cluster: PostgresCluster | undefined;
  const cleanUp = async () => {
    await sandbox?.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = (signal: NodeJS.Signals) => {
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    // The channel server's bench: 1,000 subscribed connections, delivery latency (server/bench/realtime.ts).
    if (args.only === 'realtime') {
      if (!(await runRealtimeBench(dataDir))) process.exitCode = 1;
      return;
    }
    let storeName = 'PGlite';
    if (args.store === 'postgres') {
      console.log(`Bench: starting a throwaway PostgreSQL cluster on port ${postgresPort}`);
      cluster = await startPostgresCluster(postgresPort);
      storeName = `PostgreSQL ${cluster.version} (throwaway cluster, fsync off, pool of 10)`;
    }
    const port = await freePort();
    const publicUrl = `https://localhost:${port}`;
    console.log(`Bench: seeding ${args.scale} extra users and ${args.scale} extra incidents (${storeName})`);
    const data = await prepareData({
      dataDir,
      databaseUrl: cluster?.url,
      publicUrl,
      scale: args.scale,
      tokenTtlSeconds,
    });
    console.log(`Bench: seeded in ${data.scale.milliseconds} ms; starting the sandbox on port ${port}`);
    const started = performance.now();
    sandbox = await startSandbox({ port, dataDir, caPath: data.caPath, tokenTtlSeconds, databaseUrl: cluster?.url });
    console.log(`Bench: sandbox ready in ${Math.round(performance.now() - started)} ms`);

    mkdirSync(resultsDir, { recursive: true });
    // Largest contentful paint of the dashboard and every list in Chromium on Lighthouse's mobile profile (lcp.ts).
    if (args.only === 'lcp') {
      const results = await runLcpBench({
        baseUrl: sandbox.publicUrl,
        email: 'admin@northfibre.example',
        password: 'Portal-demo-1!',
        runs: 3,
        log: console.log,
      });
      const file = path.join(resultsDir, `${args.store}-lcp.md`);
      const table = formatLcpResults(results);
      writeFileSync(file, `${describeRun(args, storeName, true)}\n${table}\n`);
      console.log(`\n${table}\n\nBench: table written to ${file}`);
      if (results.some((r) => r.runs === 0)) process.exitCode = 1;
      return;
    }
    // The table is written after every endpoint, so a run that stops half-way keeps what it measured.
    // A partial run (--only) keeps its own file, so the full table of the last whole run stays.
    const resultsFile = path.join(resultsDir, args.only ? `${args.store}-${args.only}.md` : `${args.store}.md`);
    const endpoints = selectEndpoints(benchEndpoints, args.only);
    if (endpoints.length === 0) throw new Error(`No bench endpoint's name contains '${args.only}'`);
    const results: LoadResult[] = [];
    const save = (finished: boolean) =>
      writeFileSync(resultsFile, `${describeRun(args, storeName, finished)}\n${formatResults(results)}\n`);

    const ca = readFileSync(data.caPath, 'utf8');
    const headers = { authorization: `Bearer ${data.token}` };
    for (const endpoint of endpoints) {
      const running = sandbox;
      let result: LoadResult;
      try {
        await warmUp({
          get: (timeoutMs) => getTrusted(`${running.loopbackUrl}${endpoint.path}`, { ca, headers, timeoutMs }),
        });
        console.log(`Bench: ${endpoint.name} for ${args.duration} s with ${args.connections} connections`);
        const postmaster = postmasterPid(cluster?.dataDir);
        const before = { sandbox: treeCpuMs(running.pid), store: treeCpuMs(postmaster) };
        result = await loadEndpoint({
          baseUrl: running.loopbackUrl,
          endpoint,
          token: data.token,
          connections: args.connections,
          duration: args.duration,
        });
        // The CPU the sandbox and PostgreSQL spent on this endpoint's requests (the load generator is not counted).
        const requests = Math.max(1, result.requests);
        result.sandboxCpuMs = (treeCpuMs(running.pid) - before.sandbox) / requests;
        result.storeCpuMs = (treeCpuMs(postmaster) - before.store) / requests;
      } catch (error) {
        if (!(error instanceof WarmUpError)) throw error;
        result = failedResult(endpoint.name, error.message);
      }
      results.push(result);
      console.log(`Bench: ${formatRow(result)}`);
      save(false);
    }

    save(true);
    console.log(`\n${describeRun(args, storeName, true)}`);
    console.log(formatResults(results));
    console.log(`\nBench: table written to ${resultsFile}`);
    if (results.some((r) => r.failure || r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
