import { roleIdOf } from '../../../../server/seed/seed';
import type { RouteSample } from '../route-samples';
import type { RecordSource } from '../tenant-resolvers';

const base = '/api/users';
const password = 'Sweep-Pass-42!';

/**
 * The users service's entries for the sweep: bodies whose password rule and e-mail are refinements JSON Schema cannot
 * express, and real role ids (an unknown one is a field error before anything else).
 */
export const samples: Record<string, Partial<RouteSample>> = {
  [`POST ${base}/organizations/invite`]: { body: { email: 'sweep.invite@example.com', roles: [roleIdOf('Support')] } },
  [`POST ${base}/users/:id/roles`]: { params: { id: 'usr_sweepmissing0000' }, body: { roles: [roleIdOf('Billing')] } },
  [`DELETE ${base}/users/:id/roles`]: {
    params: { id: 'usr_sweepmissing0000' },
    body: { roles: [roleIdOf('Billing')] },
  },
  [`POST ${base}/authorize`]: {
    body: {
      invitation: 'sweep-invitation',
      name: 'Sweep Invitee',
      password,
      confirm_password: password,
      terms_accepted: true,
    },
  },
  [`POST ${base}/password-reset/complete`]: {
    body: { token: 'sweep-token', password, confirm_password: password },
  },
  [`POST ${base}/users/:id/authentication-methods`]: {
    params: { id: 'usr_sweepmissing0000' },
    body: { type: 'password', current_password: 'wrong', password, confirm_password: password },
  },
  [`POST ${base}/users/:id/sessions/revoke-others`]: { params: { id: 'usr_sweepmissing0000' } },
};

/** Invitations live in their own table (seeded one per organisation); users' routes follow the convention. */
export const sources: Record<string, RecordSource> = {
  [`${base}/users/invitations/:id:id`]: { table: 'invitations' },
};
