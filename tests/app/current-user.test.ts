import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, userFromAccessToken } from '@/app/auth/current-user';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

const claims = {
  sub: 'sub-1',
  user_id: 'usr_1',
  email: 'zoë@northfibre.example',
  name: 'Zoë Admin',
  org_id: 'org_northfibre',
  org_name: 'Northfibre Networks Ltd',
  customer_id: 1001,
  roles: ['Admin', 'Support'],
  permissions: ['manage:users', 'read:support'],
  terms_accepted: true,
};

describe('the current user from the access token', () => {
  it('reads the claims, including non-ASCII names', () => {
    expect(userFromAccessToken(jwt(claims))).toEqual({
      id: 'usr_1',
      name: 'Zoë Admin',
      email: 'zoë@northfibre.example',
      orgId: 'org_northfibre',
      orgName: 'Northfibre Networks Ltd',
      customerId: 1001,
      roles: ['Admin', 'Support'],
      permissions: ['manage:users', 'read:support'],
      termsAccepted: true,
    });
  });

  it('treats a missing terms_accepted claim as not accepted', () => {
    const { terms_accepted: _omitted, ...rest } = claims;
    expect(userFromAccessToken(jwt(rest)).termsAccepted).toBe(false);
  });

  it('rejects a token without the portal claims or not a JWT', () => {
    expect(() => userFromAccessToken(jwt({ sub: 'x' }))).toThrow();
    expect(() => decodeJwtPayload('opaque-token')).toThrow('Not a JWT');
  });
});
