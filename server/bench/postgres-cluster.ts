import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresCluster {
  url: string;
  /** The server's major version, for the results' header. */
  version: string;
  /** The cluster's data folder (its postmaster.pid names the process whose CPU the bench reads). */
  dataDir: string;
  stop(): Promise<void>;
}

/** Debian's newest PostgreSQL server binaries, where `.ci/with-postgres.sh` finds (or installs) them. */
function serverBinaries(): { bin: string; version: string } {
  const root = '/usr/lib/postgresql';
  const versions = (() => {
    try {
      return readdirSync(root).sort((a, b) => Number(a) - Number(b));
    } catch {
      return [];
    }
  })();
  const version = versions.at(-1);
  if (!version) {
    throw new Error(
      "--store postgres needs PostgreSQL's server binaries: run `bash .ci/with-postgres.sh true` once as root, or install them (Debian: 'sudo apt-get install postgresql').",
    );
  }
  return { bin: path.join(root, version, 'bin'), version };
}

/**
 * A throwaway PostgreSQL cluster made the way `.ci/with-postgres.sh` makes the tests' one: initdb in a temp folder, trust
 * authentication on 127.0.0.1 only, fsync off, owned by the postgres user when running as root (PostgreSQL refuses
 * root). stop() removes it; the caller calls it on every way out.
 */
export async function startPostgresCluster(port: number): Promise<PostgresCluster> {
  const { bin, version } = serverBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-pg-'));
  const asOwner = (command: string, args: string[]) =>
    process.getuid?.() === 0
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  if (process.getuid?.() === 0) {
    await run('id', ['postgres']).catch(() => run('useradd', ['--system', '--no-create-home', 'postgres']));
    const { stdout } = await run('id', ['-u', 'postgres']);
    chownSync(dir, Number(stdout.trim()), -1);
  }
  const data = path.join(dir, 'data');
  let started = false;
  const stop = async () => {
    if (started) await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await asOwner('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    started = true;
    await asOwner('pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, dataDir: data, stop };
}
