import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { rolesResponse, termsAcceptedBody, type User, userResponse } from '../../../src/contracts/users';
import type { RolesResponse, UsersPage } from '../../../src/contracts/users-list';
import { usersPage } from '../../../src/contracts/users-list';
import { areaGate } from '../../../src/lib/access-rules';
import { listUsers } from '../../domain/user-list';
import { acceptTerms, getUser, listRoles } from '../../domain/users';
import { notFound } from '../errors';
import { listQueryShape } from '../list-params';
import { declareRoute } from '../route';
import type { ServicePluginOptions } from '../service-plugin';
import { userAdminRoutes } from './admin-routes';
import { parseUserListQuery } from './list-query';

const userIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_|-]+$/, 'Not a user id'),
});

export const usersRoutes: FastifyPluginAsync<ServicePluginOptions & { publicUrl?: string }> = async (
  app,
  { db, publicUrl = '' },
) => {
  userAdminRoutes(app, db, publicUrl);

  declareRoute(app, {
    method: 'GET',
    url: '/users',
    response: usersPage,
    ...areaGate('users'),
    summary: "One page of the caller's organisation's users",
    schema: { query: listQueryShape },
    handler: async ({ query, user }): Promise<UsersPage> => listUsers(db, user.org_id, parseUserListQuery(query)),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/users/:id',
    response: userResponse,
    ...areaGate('users'),
    ownRecord: 'id',
    summary: 'A user of the caller’s organisation (another organisation’s user is not found)',
    schema: { params: userIdParams },
    handler: async ({ params, user }): Promise<{ data: User }> => {
      const found = await getUser(db, user.org_id, params.id);
      if (!found) throw notFound('User not found');
      return { data: found };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/roles',
    response: rolesResponse,
    access: 'authenticated',
    summary: 'Every role a user can hold',
    handler: async (): Promise<RolesResponse> => ({ data: await listRoles(db) }),
  });

  declareRoute(app, {
    method: 'POST',
    url: '/terms_accepted',
    response: userResponse,
    access: 'authenticated',
    beforeTerms: true,
    summary: 'The caller accepts the terms of service, once; the name they typed signs it and renames nobody',
    schema: { body: termsAcceptedBody },
    // The body is still validated (a name and the ticked box, spec 1 §5) even though the name is not stored.
    handler: async ({ user }): Promise<{ data: User }> => {
      const updated = await acceptTerms(db, user.org_id, user.user_id);
      if (!updated) throw notFound('Your account was not found');
      return { data: updated };
    },
  });
};
