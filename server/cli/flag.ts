/**
 * Sandbox command: switch a feature flag for one organisation.
 *
 *   npm run sandbox:flag -- <organisation name, id or customer id> <flagName> on|off
 *   npx tsx server/cli/flag.ts "Harbour Telecom" enableContact on
 *
 * Uses the same store as the sandbox (PGlite in DATA_DIR, or DATABASE_URL). PGlite allows one process at a time:
 * stop `npm start` before running this against the embedded store. Signed-in users see the change on their next
 * flag fetch (the SPA caches product families for an hour per organisation).
 */
import { openSandboxStore } from '../db/sandbox-store';
import { isStoredFlagName, storedFlagNames, writeFlag } from '../domain/flags';
import { findOrganisation } from '../domain/organisations';
import { loadServerEnv } from '../env';
import { exitWith } from './exit-with';

const usage = 'Usage: npm run sandbox:flag -- <organisation name, id or customer id> <flagName> on|off';

async function run(args: string[]): Promise<number> {
  const [orgKey, flagName, state] = args;
  if (!orgKey || !flagName || (state !== 'on' && state !== 'off')) {
    console.error(usage);
    return 2;
  }
  if (!isStoredFlagName(flagName)) {
    console.error(`Unknown flag "${flagName}". Flags: ${storedFlagNames.join(', ')}`);
    return 2;
  }
  const database = await openSandboxStore(loadServerEnv());
  try {
    const matches = await findOrganisation(database.db, orgKey);
    const [org] = matches;
    if (!org || matches.length > 1) {
      const found = matches.map((o) => `${o.name} (${o.customerId})`).join(', ');
      console.error(
        matches.length ? `"${orgKey}" matches several organisations: ${found}` : `No organisation matches "${orgKey}"`,
      );
      return 1;
    }
    const { before, after } = await writeFlag(database.db, org.id, flagName, state === 'on');
    const was = before === undefined ? 'unset' : before ? 'on' : 'off';
    const now = after ? 'on' : 'off';
    console.log(`${org.name} (${org.customerId}): ${flagName} ${was} -> ${now}${was === now ? ' (unchanged)' : ''}`);
    return 0;
  } finally {
    await database.close();
  }
}

exitWith(run(process.argv.slice(2)));
