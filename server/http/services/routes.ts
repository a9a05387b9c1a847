import { type UnsubscribeResponse, unsubscribeParams, unsubscribeResponse } from '../../../src/contracts/unsubscribe';
import { unsubscribe } from '../../domain/subscriptions';
import { notFound } from '../errors';
import { declareRoute } from '../route';
import type { ServicePlugin } from '../service-plugin';
import { networkMapRoute } from './network-map-route';

export const servicesRoutes: ServicePlugin = async (app, { db }) => {
  declareRoute(app, {
    method: 'DELETE',
    url: '/v2/unsubscribe/:id',
    response: unsubscribeResponse,
    // Reached from an e-mail link by someone who may not be signed in; the id itself is the unguessable secret.
    access: 'public',
    summary: 'Ends the e-mail subscription the link was made for',
    schema: { params: unsubscribeParams },
    handler: async ({ params }): Promise<UnsubscribeResponse> => {
      const ended = await unsubscribe(db, params.id);
      if (!ended) throw notFound('This unsubscribe link is not valid or has already been used');
      return { data: { id: ended.id, success: true, topic: ended.topic, email: ended.email } };
    },
  });

  networkMapRoute(app, db);
};
