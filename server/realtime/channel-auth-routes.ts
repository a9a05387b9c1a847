import type { FastifyInstance } from 'fastify';
import { channelAuthRequest, channelAuthResponse } from '../../src/contracts/realtime';
import { isDeveloperOnly } from '../../src/lib/access-rules';
import { ownChannels } from '../../src/lib/notification-channels';
import { forbidden } from '../http/errors';
import { declareRoute } from '../http/route';
import type { AppCredentials } from './credentials';
import { signSubscription } from './protocol';

export const notYourChannel = 'You may subscribe only to the notification channels of your organisation and your own';

/**
 * POST /api/realtime/channel-auth: pusher-js asks here before it subscribes to a private channel. Signed only for the
 * caller's organisation's channel and their own; the notifications area (flag on, not the sky view) and a user who
 * is not developer-only, as the bell's rule has it.
 */
export function channelAuthRoutes(scope: FastifyInstance, opts: { credentials: () => Promise<AppCredentials> }): void {
  // pusher-js posts the form `socket_id=…&channel_name=…`; a custom handler may send JSON instead.
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  declareRoute(scope, {
    method: 'POST',
    url: '/channel-auth',
    response: channelAuthResponse,
    summary: 'Sign a subscription to one of the caller’s own private notification channels',
    access: 'authenticated',
    area: 'notifications',
    schema: { body: channelAuthRequest },
    handler: async ({ body, user }) => {
      if (isDeveloperOnly(user.permissions)) throw forbidden();
      if (!ownChannels(user).includes(body.channel_name)) throw forbidden(notYourChannel);
      const app = await opts.credentials();
      return channelAuthResponse.parse({
        auth: `${app.key}:${signSubscription(app.secret, body.socket_id, body.channel_name)}`,
      });
    },
  });
}
