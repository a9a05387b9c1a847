import { credentialScopeLabels } from '../../../src/contracts/developer';
import type { Permission } from '../../../src/contracts/users';
import type { Access } from '../../../src/lib/access-rules';
import type { DeclaredRoute } from '../route';

/** Where a machine client trades its credentials for a token (the sandbox's own OIDC provider). */
export const tokenUrl = '/oidc/token';

/**
 * The scopes a machine client (a developer credential, client-credentials grant) may hold: the credentials' own list
 * and labels (src/contracts/developer.ts), so the description offers exactly what a credential can be given.
 */
export const machineScopes: Readonly<Partial<Record<Permission, string>>> = credentialScopeLabels;

export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token of the sandbox (a signed-in user’s, or a developer credential’s).',
  },
  clientCredentials: {
    type: 'oauth2',
    description:
      'A developer credential (client id and secret) traded for an access token with the client-credentials grant.',
    flows: { clientCredentials: { tokenUrl, scopes: machineScopes } },
  },
} as const;

const isMachine = (p: Permission) => p in machineScopes;

/** Ways a token may be accepted: each entry is one alternative (OpenAPI's security requirement list). */
export function securityOf(route: Pick<DeclaredRoute, 'access' | 'orVia'>): Record<string, string[]>[] {
  if (route.access === 'public') return [];
  const alternatives: Access[] = [route.access, ...(route.orVia ?? []).map((way) => way.access)];
  const machine: string[][] = [];
  for (const access of alternatives) {
    if (access === 'public' || access === 'authenticated') machine.push([]);
    else if (typeof access === 'string') {
      if (isMachine(access)) machine.push([access]);
    } else if ('anyOf' in access) {
      for (const p of access.anyOf) if (isMachine(p)) machine.push([p]);
    } else if (access.allOf.every(isMachine)) machine.push([...access.allOf]);
  }
  const unique = [...new Map(machine.map((scopes) => [scopes.join(' '), scopes])).values()];
  return [{ bearer: [] }, ...unique.map((scopes) => ({ clientCredentials: scopes }))];
}
