import type { FastifyPluginAsync } from 'fastify';
import {
  apiSupportTicketBody,
  apiSupportTicketResponse,
  apiTicketMessages,
  appCredentialList,
  appCredentialResponse,
  appCredentialSecretResponse,
  createAppCredentialBody,
  credentialIdParams,
} from '../../../src/contracts/developer';
import { areaGate, areaOpen } from '../../../src/lib/access-rules';
import {
  activeClient,
  allowedScopes,
  type CredentialOutcome,
  createCredential,
  listCredentials,
  revokeCredential,
  rotateCredential,
} from '../../domain/developer/credentials';
import { createApiSupportTicket } from '../../domain/developer/support-tickets';
import { mountPath } from '../../identity/client-settings';
import { HttpError, validationFailed } from '../errors';
import { answers, declareRoute } from '../route';
import type { ServicePluginOptions } from '../service-plugin';

/** Spec 1 §2: Developer Tools need enableDeveloper and read:developer, and are hidden in the sky view. */
const gate = areaGate('developer');
const codes = { 400: 'validation_failed', 404: 'not_found', 409: 'conflict' } as const;

function unwrap<T extends { ok: true }>(outcome: T | Exclude<CredentialOutcome, { ok: true }>): T {
  if (outcome.ok) return outcome;
  throw new HttpError(outcome.status, codes[outcome.status], outcome.message, { [outcome.field]: [outcome.message] });
}

/** Developer app credentials and API support tickets (spec 1 §2 Developer Tools), under /api/developer. */
export const developerRoutes: FastifyPluginAsync<ServicePluginOptions & { publicUrl?: string | undefined }> = async (
  app,
  opts,
) => {
  const { db } = opts;
  const tokenEndpoint = `${opts.publicUrl ?? ''}${mountPath}/token`;
  const scopesFor = async (orgId: string) => {
    const on = await app.accessFacts.onFlags(orgId);
    return allowedScopes((area) => areaOpen(area, (name) => on.has(name)));
  };

  declareRoute(app, {
    method: 'GET',
    url: '/v1/app-credentials',
    ...gate,
    summary: 'The organisation’s app credentials, newest first, with the scopes a new one may have',
    response: appCredentialList,
    handler: async ({ user }) => ({
      data: await listCredentials(db, user.org_id),
      available_scopes: await scopesFor(user.org_id),
      token_endpoint: tokenEndpoint,
    }),
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v1/app-credentials',
    ...gate,
    summary: 'Creates an app credential and answers its client secret, once',
    schema: { body: createAppCredentialBody },
    status: 201,
    response: answers(appCredentialSecretResponse, { errors: [409] }),
    handler: async ({ user, body }) => {
      const creator = { orgId: user.org_id, userId: user.user_id, name: user.name };
      const created = unwrap(await createCredential(db, creator, body, await scopesFor(user.org_id)));
      return { data: created.credential, client_secret: created.secret };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v1/app-credentials/:credentialId/rotate',
    ...gate,
    summary: 'Replaces an app credential’s client secret and answers the new one, once',
    schema: { params: credentialIdParams },
    response: answers(appCredentialSecretResponse, { errors: [409] }),
    handler: async ({ user, params }) => {
      const rotated = unwrap(await rotateCredential(db, user.org_id, params.credentialId));
      return { data: rotated.credential, client_secret: rotated.secret };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v1/app-credentials/:credentialId/revoke',
    ...gate,
    summary: 'Revokes an app credential: no new tokens, and its issued tokens are refused',
    schema: { params: credentialIdParams },
    response: answers(appCredentialResponse, { errors: [409] }),
    handler: async ({ user, params }) => ({
      data: unwrap(await revokeCredential(db, user.org_id, params.credentialId)).credential,
    }),
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v1/support-tickets',
    ...gate,
    summary: 'Sends an API support ticket',
    schema: { body: apiSupportTicketBody },
    status: 201,
    response: apiSupportTicketResponse,
    handler: async ({ user, body }) => {
      // The credential a question is about is one of the organisation's own, still active.
      const client = body.client_id ? await activeClient(db, body.client_id) : undefined;
      if (body.client_id && client?.orgId !== user.org_id) {
        throw validationFailed({ client_id: [apiTicketMessages.unknownCredential] });
      }
      return {
        data: await createApiSupportTicket(db, { orgId: user.org_id, userId: user.user_id, name: user.name }, body),
      };
    },
  });
};
