import type { FastifyPluginAsync } from 'fastify';
import {
  liveChatConversationParams,
  liveChatConversationResponse,
  liveChatMessageBody,
  liveChatMessages,
  liveChatMessagesQuery,
  liveChatStartBody,
} from '../../../src/contracts/live-chat';
import { areaGate } from '../../../src/lib/access-rules';
import { readConversation, sendMessage, startConversation } from '../../domain/live-chat/conversations';
import { HttpError, notFound } from '../errors';
import { answers, declareRoute } from '../route';
import type { ServicePluginOptions } from '../service-plugin';

/** Spec 1 §6: the live chat is the sky service view's; every signed-in user of such an organisation may use it. */
const gate = areaGate('liveChat');
const base = '/v2/live-chat/conversations';
/** A message is at most 2,000 characters; the body never needs more than a few kilobytes. */
const messageBodyLimit = 16 * 1024;

/** The live chat with the provider's support desk (src/contracts/live-chat.ts), under the issues service. */
export const liveChatRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { db }) => {
  const chatUser = (user: { org_id: string; user_id: string; name: string }) => ({
    orgId: user.org_id,
    userId: user.user_id,
    name: user.name,
  });

  declareRoute(app, {
    method: 'POST',
    url: base,
    ...gate,
    summary: 'Starts the caller’s live chat for the site, or resumes it: the conversation with all its messages',
    schema: { body: liveChatStartBody },
    bodyLimit: messageBodyLimit,
    response: liveChatConversationResponse,
    handler: async ({ user, body }) => ({ data: await startConversation(db, chatUser(user), body.site_id) }),
  });

  declareRoute(app, {
    method: 'GET',
    url: `${base}/:conversationId/messages`,
    ...gate,
    summary: 'The messages of the caller’s live chat after a cursor (polled while the chat is open)',
    schema: { params: liveChatConversationParams, query: liveChatMessagesQuery },
    response: liveChatConversationResponse,
    handler: async ({ user, params, query }) => {
      const conversation = await readConversation(db, chatUser(user), params.conversationId, query.after);
      if (!conversation) throw notFound();
      return { data: conversation };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: `${base}/:conversationId/messages`,
    ...gate,
    summary: 'Sends a message in the caller’s live chat; answers the messages after the cursor, the new ones included',
    schema: { params: liveChatConversationParams, query: liveChatMessagesQuery, body: liveChatMessageBody },
    bodyLimit: messageBodyLimit,
    status: 201,
    response: answers(liveChatConversationResponse, { errors: [429] }),
    handler: async ({ user, params, query, body }) => {
      const sent = await sendMessage(db, chatUser(user), params.conversationId, body.body, query.after);
      if (sent.ok) return { data: sent.conversation };
      if (sent.reason === 'not_found') throw notFound();
      throw new HttpError(429, 'too_many_requests', liveChatMessages.tooMany);
    },
  });
};
