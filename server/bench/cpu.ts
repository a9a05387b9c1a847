import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc/<pid>/stat's CPU times (USER_HZ, 100 on every architecture Linux runs). */
const ticksPerSecond = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, and cutime + cstime (children it has reaped: a backend whose connection closed), in ticks. */
  ticks: number;
}

/** /proc/<pid>/stat: the command name is in parentheses and may hold spaces, so fields are counted after its ')'. */
function parseProcStat(text: string): ProcStat | undefined {
  const close = text.lastIndexOf(')');
  if (close < 0) return undefined;
  const fields = text.slice(close + 2).split(' ');
  // After the name: state(3) ppid(4) … utime(14) stime(15) cutime(16) cstime(17), numbered as proc(5) numbers them.
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  const pid = Number.parseInt(text, 10);
  return Number.isFinite(ppid) && Number.isFinite(ticks) ? { pid, ppid, ticks } : undefined;
}

function readStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (stat) stats.push(stat);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return stats;
}

/**
 * CPU milliseconds spent so far by a process and its live descendants (the sandbox; PostgreSQL's postmaster with its
 * backends), or NaN where there is no /proc. Latency on a shared machine moves with the other work; the CPU a request
 * costs the sandbox and the store hardly does, so the bench reports both.
 */
export function treeCpuMs(rootPid: number | undefined, stats: ProcStat[] = safeStats()): number {
  if (rootPid === undefined || stats.length === 0) return Number.NaN;
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const root = stats.find((s) => s.pid === rootPid);
  if (!root) return Number.NaN;
  let ticks = 0;
  const queue = [root];
  for (let s = queue.pop(); s; s = queue.pop()) {
    ticks += s.ticks;
    queue.push(...(children.get(s.pid) ?? []));
  }
  return (ticks * 1000) / ticksPerSecond;
}

function safeStats(): ProcStat[] {
  try {
    return readStats();
  } catch {
    return [];
  }
}

/** The postmaster's pid: the first line of postmaster.pid in the cluster's data folder. */
export function postmasterPid(dataDir: string | undefined): number | undefined {
  if (!dataDir) return undefined;
  try {
    const pid = Number.parseInt(readFileSync(`${dataDir}/postmaster.pid`, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}
