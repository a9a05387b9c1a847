import type { FastifyPluginAsync } from 'fastify';
import { feedbackBody, feedbackReceipt, reviewBody } from '../../../src/contracts/feedback';
import type { AccessTokenClaims } from '../../../src/contracts/users';
import { storeFeedback, storeReview } from '../../domain/feedback';
import { forbidden } from '../errors';
import { declareRoute } from '../route';
import type { ServicePluginOptions } from '../service-plugin';

/** A comment is 2,000 characters at most (up to 8 KB of UTF-8); anything much bigger is refused before parsing. */
const feedbackBodyLimit = 16 * 1024;

/** Feedback is a person's word on the portal: a developer credential's machine client has none to give. */
function senderOf(user: AccessTokenClaims) {
  if (user.credential_id !== undefined) throw forbidden('Feedback is sent by people signed in to the portal');
  return { orgId: user.org_id, userId: user.user_id };
}

/**
 * The portal's feedback and reviews (spec 1 §2 main layout), under the users service: every signed-in user may send
 * them, whatever their roles and flags (the shell's own calls), once the terms are accepted.
 */
export const feedbackRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { db }) => {
  declareRoute(app, {
    method: 'POST',
    url: '/feedback',
    access: 'authenticated',
    summary: 'Stores feedback on the portal from the signed-in user, with the page it was sent from',
    schema: { body: feedbackBody },
    bodyLimit: feedbackBodyLimit,
    status: 201,
    response: feedbackReceipt,
    handler: async ({ body, user }) => ({ data: await storeFeedback(db, senderOf(user), body) }),
  });

  declareRoute(app, {
    method: 'POST',
    url: '/reviews',
    access: 'authenticated',
    summary: "Stores the signed-in user's rating of the portal (1 to 5 stars) and optional comment",
    schema: { body: reviewBody },
    bodyLimit: feedbackBodyLimit,
    status: 201,
    response: feedbackReceipt,
    handler: async ({ body, user }) => ({ data: await storeReview(db, senderOf(user), body) }),
  });
};
