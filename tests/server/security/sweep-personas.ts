import { permissionsOf } from '../../../server/domain/permissions';
import { type Access, grants, type RouteGate, waysThrough } from '../../../server/http/auth';
import { seedOrganisations } from '../../../server/seed/organisations';
import { type Persona, type PersonaEmail, personas } from '../../../server/seed/personas';
import { type Permission, permissionNames } from '../../../src/contracts/users';
import { type AreaName, areaOpen } from '../../../src/lib/access-rules';

const isPermission = (access: unknown): access is Permission =>
  typeof access === 'string' && (permissionNames as readonly string[]).includes(access);

/** Access that names permissions (one, any of several, all of several), as opposed to public or authenticated. */
export const isPermissioned = (access: Access): access is Exclude<Access, 'public' | 'authenticated'> =>
  typeof access === 'object' || isPermission(access);

const permissionsOfPersona = (p: Persona) => permissionsOf(p.roles);

const flagsOf = (p: Persona) => {
  const org = seedOrganisations.find((o) => o.key === p.org);
  if (!org) throw new Error(`No seeded organisation ${p.org}`);
  return org.flags;
};

const openFor = (p: Persona, area: AreaName | undefined) =>
  !area || areaOpen(area, (name) => flagsOf(p)[name] === true);

/** Whether the route's area (any of its ways' areas) is open for the persona's organisation as seeded. */
const areaOpenFor = (p: Persona, gate: RouteGate) =>
  gate.access === 'public' ? openFor(p, gate.area) : waysThrough(gate).some((way) => openFor(p, way.area));

/** Whether some way through the gate whose area is open for the persona's organisation grants the persona. */
const grantedTo = (p: Persona, gate: RouteGate) =>
  waysThrough(gate).some((way) => openFor(p, way.area) && grants({ permissions: permissionsOfPersona(p) }, way.access));

const byPermissionCount = (order: 1 | -1) =>
  [...personas].sort((a, b) => order * (permissionsOfPersona(a).length - permissionsOfPersona(b).length));

/** Whether the seeded persona gets past the whole gate: area open, access granted, terms accepted where needed. */
const passes = (p: Persona, gate: RouteGate) =>
  areaOpenFor(p, gate) &&
  (gate.access === 'public' || grantedTo(p, gate)) &&
  (gate.beforeTerms === true || p.termsAccepted);

/** The seeded persona with the most permissions that may call the route, so its checks pass and validation runs. */
export function personaWith(gate: RouteGate): PersonaEmail {
  const found = byPermissionCount(-1).find((p) => passes(p, gate));
  if (!found) throw new Error(`No seeded persona may call a route with access ${JSON.stringify(gate.access)}`);
  return found.email as PersonaEmail;
}

/**
 * The seeded persona with the fewest permissions that lacks the route's access but meets the rest of its gate (area
 * open, terms accepted), so only the permission can explain the answer (the developer-only user, mostly).
 */
export function personaWithout(
  gate: RouteGate & { access: Exclude<Access, 'public' | 'authenticated'> },
): PersonaEmail {
  const found = byPermissionCount(1).find((p) => p.termsAccepted && areaOpenFor(p, gate) && !grantedTo(p, gate));
  if (!found) {
    throw new Error(`Every seeded persona has ${JSON.stringify(gate.access)}: the 403 check needs one without it`);
  }
  return found.email as PersonaEmail;
}
