import { queryOptions } from '@tanstack/react-query';
import type { AuthService } from '@/app/auth/auth-service';
import { accessTokenClaims, type Permission, type RoleName } from '@/contracts/users';

/** The logged-in user of spec 1 §3, read from the access token. */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  orgId: string;
  orgName: string;
  customerId: number;
  roles: RoleName[];
  permissions: Permission[];
  termsAccepted: boolean;
}

/** Decodes a JWT's payload without verifying it: the API verifies; the SPA only needs the claims for display and menus. */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  const base64 = payload
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(payload.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

export function userFromAccessToken(token: string): CurrentUser {
  const claims = accessTokenClaims.parse(decodeJwtPayload(token));
  return {
    id: claims.user_id,
    name: claims.name,
    email: claims.email,
    orgId: claims.org_id,
    orgName: claims.org_name,
    customerId: claims.customer_id,
    roles: claims.roles,
    permissions: claims.permissions,
    termsAccepted: claims.terms_accepted,
  };
}

export const sessionKeys = {
  all: ['session'] as const,
  user: (accountId: string) => [...sessionKeys.all, 'user', accountId] as const,
};

/** The user changes only when the token is refreshed on purpose (terms accepted), which invalidates this query. */
export const currentUserQuery = (auth: AuthService, accountId: string) =>
  queryOptions({
    queryKey: sessionKeys.user(accountId),
    queryFn: async () => {
      const token = await auth.getAccessToken();
      if (!token) throw new Error('No access token');
      return userFromAccessToken(token);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
