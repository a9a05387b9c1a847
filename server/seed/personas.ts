import type { RoleName } from '../../src/contracts/users';
import { fixedId } from './ids';
import type { OrgKey } from './organisations';

export const demoPassword = 'Portal-demo-1!';

export interface Persona {
  id: string;
  email: string;
  name: string;
  org: OrgKey;
  roles: RoleName[];
  termsAccepted: boolean;
  note: string;
}

const persona = <E extends string>(
  email: E,
  name: string,
  org: OrgKey,
  roles: RoleName[],
  note = '',
  termsAccepted = true,
): Persona & { email: E } => ({
  id: fixedId('usr_', email),
  email,
  name,
  org,
  roles,
  termsAccepted,
  note,
});

/**
 * The demo sign-ins of the README table, then test-only ones (not in the README); tests sign in as these. New personas go
 * at the end, so the ids, dates and login counts of the ones before them never move.
 */
export const personas = [
  persona(
    'admin@northfibre.example',
    'Alex Admin',
    'northfibre',
    ['Admin', 'Ordering', 'Support', 'Billing', 'Export', 'Developer'],
    'every flag on but the sky view; families FTTP and Ethernet',
  ),
  persona('support@northfibre.example', 'Sam Support', 'northfibre', ['Support']),
  persona('ordering@northfibre.example', 'Olivia Ordering', 'northfibre', ['Ordering']),
  persona('billing@northfibre.example', 'Ben Billing', 'northfibre', ['Billing']),
  persona(
    'developer@northfibre.example',
    'Dev Developer',
    'northfibre',
    ['Developer'],
    'developer-only user (only read:developer)',
  ),
  persona(
    'newstarter@northfibre.example',
    'Nina Newstarter',
    'northfibre',
    ['Support'],
    'has not accepted the terms',
    false,
  ),
  persona(
    'agent@skyline.example',
    'Aisha Agent',
    'skyline',
    ['Admin', 'Support'],
    'organisation in the sky service view',
  ),
  persona(
    'admin@harbour.example',
    'Hugo Harbour',
    'harbour',
    ['Admin', 'Ordering', 'Support', 'Export'],
    'FTTP family only; contact and MSO flags off',
  ),
  // Test persona, not a demo sign-in: the e2e terms walk replays the terms flow as this user with the acceptance call
  // intercepted, so the new starter's own journey and every other test keep their starting point.
  persona(
    'trainee@northfibre.example',
    'Tara Trainee',
    'northfibre',
    ['Support'],
    'test persona: has not accepted the terms; e2e terms walk only',
    false,
  ),
];

export type PersonaEmail = (typeof personas)[number]['email'];

export function personaByEmail(email: PersonaEmail): Persona {
  const found = personas.find((p) => p.email === email);
  if (!found) throw new Error(`No persona ${email}`);
  return found;
}
