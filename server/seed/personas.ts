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

/** The demo sign-ins of the README table; tests sign in as these. */
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
    ['Admin', 'Ordering', 'Support'],
    'FTTP family only; contact and MSO flags off',
  ),
];

export type PersonaEmail = (typeof personas)[number]['email'];

export function personaByEmail(email: PersonaEmail): Persona {
  const found = personas.find((p) => p.email === email);
  if (!found) throw new Error(`No persona ${email}`);
  return found;
}
