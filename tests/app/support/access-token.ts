import type { AccessTokenClaims } from '@/contracts/users';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned access token as the sandbox would mint it: Sam Support of Northfibre, with these claims changed. */
export const accessTokenWith = (claims: Partial<AccessTokenClaims> & { sub?: string } = {}): string =>
  `${base64url({})}.${base64url({
    sub: 's',
    user_id: 'usr_support',
    email: 'support@northfibre.example',
    name: 'Sam Support',
    org_id: 'org_northfibre',
    org_name: 'Northfibre Networks Ltd',
    customer_id: 1,
    roles: ['Support'],
    permissions: ['read:support'],
    terms_accepted: true,
    ...claims,
  })}.sig`;
