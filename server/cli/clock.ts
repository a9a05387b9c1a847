/**
 * Sandbox command: show or move the sandbox clock that drives incident progress, line-test delays and reservation
 * expiry (server/domain/incidents/clock.ts), and services reaching their cease date (server/domain/services/cease.ts).
 *
 *   npx tsx server/cli/clock.ts show
 *   npx tsx server/cli/clock.ts advance 2h      (units: s, m, h, d)
 *   npx tsx server/cli/clock.ts reset
 *
 * Uses the sandbox's store; stop `npm start` first when it is the embedded PGlite (one process at a time).
 */
import { openSandboxStore } from '../db/sandbox-store';
import {
  advanceSandboxClock,
  parseClockDuration,
  resetSandboxClock,
  sandboxNow,
  sandboxOffsetMs,
} from '../domain/incidents/clock';
import { loadServerEnv } from '../env';
import { exitWith } from './exit-with';

const usage = 'Usage: npx tsx server/cli/clock.ts show | advance <n>(s|m|h|d) | reset';

async function run([command, amount]: string[]): Promise<number> {
  const duration = parseClockDuration(amount);
  if (!['show', 'advance', 'reset'].includes(command ?? '') || (command === 'advance' && duration === undefined)) {
    console.error(usage);
    return 2;
  }
  const database = await openSandboxStore(loadServerEnv());
  try {
    if (command === 'advance' && duration !== undefined) await advanceSandboxClock(database.db, duration);
    if (command === 'reset') await resetSandboxClock(database.db);
    const offset = await sandboxOffsetMs(database.db);
    console.log(
      `Sandbox time ${(await sandboxNow(database.db)).toISOString()} (offset ${Math.round(offset / 60_000)} min)`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

exitWith(run(process.argv.slice(2)));
