import { permissionsOf } from '../../../server/domain/permissions';
import type { Access } from '../../../server/http/auth';
import { type PersonaEmail, personas } from '../../../server/seed/personas';
import { type Permission, permissionNames } from '../../../src/contracts/users';

export const isPermission = (access: string): access is Permission =>
  (permissionNames as readonly string[]).includes(access);

const permissionsOfPersona = (email: PersonaEmail) =>
  permissionsOf(personas.find((p) => p.email === email)?.roles ?? []);

const byPermissionCount = (order: 1 | -1) =>
  personas
    .map((p) => ({ email: p.email as PersonaEmail, permissions: permissionsOfPersona(p.email) }))
    .sort((a, b) => order * (a.permissions.length - b.permissions.length));

/** The seeded persona with the most permissions that may call the route, so its checks pass and validation runs. */
export function personaWith(access: Access): PersonaEmail {
  const found = byPermissionCount(-1).find((p) => !isPermission(access) || p.permissions.includes(access));
  if (!found) throw new Error(`No seeded persona has ${access}`);
  return found.email;
}

/** The seeded persona with the fewest permissions that lacks this one (the developer-only user, mostly). */
export function personaWithout(permission: Permission): PersonaEmail {
  const found = byPermissionCount(1).find((p) => !p.permissions.includes(permission));
  if (!found) throw new Error(`Every seeded persona has ${permission}: the 403 check needs one without it`);
  return found.email;
}
