import type { RoleName } from '../../src/contracts/users';
import { fixedId } from './ids';
import type { SeedOrganisation } from './organisations';

export interface Colleague {
  id: string;
  email: string;
  name: string;
  roles: RoleName[];
}

const firstNames = [
  'Amelia',
  'Bilal',
  'Chloe',
  'Declan',
  'Erin',
  'Farah',
  'George',
  'Hannah',
  'Isaac',
  'Jasmine',
  'Kieran',
  'Leah',
];
const lastNames = [
  'Ashworth',
  'Bennett',
  'Carter',
  'Doyle',
  'Evans',
  'Fletcher',
  'Grant',
  'Hughes',
  'Iqbal',
  'Jones',
  'Khan',
  'Lloyd',
];
// Rotated so every organisation has several holders of each everyday role and the role filter has something to find.
const roleSets: RoleName[][] = [
  ['Support'],
  ['Ordering'],
  ['Billing'],
  ['Support', 'Ordering'],
  ['Export', 'Billing'],
  ['Developer'],
];

/** A dozen colleagues per organisation, different names in each (the offset), so lists and searches have data. */
export function colleaguesOf(org: SeedOrganisation, offset: number): Colleague[] {
  return firstNames.map((first, i) => {
    const last = lastNames[(i + offset * 5) % lastNames.length] ?? 'Smith';
    const email = `${first}.${last}@${org.domain}`.toLowerCase();
    return {
      id: fixedId('usr_', email),
      email,
      name: `${first} ${last}`,
      roles: roleSets[(i + offset) % roleSets.length] ?? ['Support'],
    };
  });
}
