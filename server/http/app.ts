import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from '../db/client';
import type { LiveSessionLimits } from '../domain/flow-viewer/live-sessions';
import { bindNotificationPublisher, type NotificationPublisher } from '../domain/notifications/publisher';
import { startProgressTicker } from '../domain/progress-ticker';
import type { BodyTimeout } from '../domain/uploads/limits';
import { channelAuthRoutes } from '../realtime/channel-auth-routes';
import { type RealtimeOptions, registerRealtime } from '../realtime/index';
import { channelPublisher } from '../realtime/notification-publisher';
import type { TokenVerifier } from './auth';
import { billingRoutes } from './billing/routes';
import { contactRoutes } from './contact/routes';
import { developerRoutes } from './developer/routes';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './error-handler';
import { feedbackRoutes } from './feedback/routes';
import { registerFlowViewerLive } from './flow-viewer/live-routes';
import { registerFlowViewer } from './flow-viewer/routes';
import { incidentsRoutes, supportServicesRoutes } from './incidents/plugin';
import { registerJsonBodyParser } from './json-body';
import { knowledgeRoutes } from './knowledge/routes';
import { type LegacyHostRedirect, registerLegacyHostRedirect } from './legacy-hosts';
import { liveChatRoutes } from './live-chat/routes';
import { answerUnmatched, trackRouteMethods } from './method-not-allowed';
import { type MonitoringLimits, registerMonitoring } from './monitoring/routes';
import { notificationsRoutes } from './notifications/routes';
import { registerApiPages } from './openapi/pages';
import { registerOpenApi } from './openapi/routes';
import { ordersRoutes } from './orders/routes';
import { guardApiRoutes } from './route';
import { registerSandboxControl } from './sandbox-control';
import { registerSandboxPages } from './sandbox-pages';
import { registerSecurityHeaders } from './security-headers';
import { connectionsCheckingInterval, defaultServerTimeouts, type ServerTimeouts } from './server-timeouts';
import { registerProviderServices, type ServicePluginOptions } from './service-plugin';
import { servicesRoutes } from './services/routes';
import { serviceActionRoutes } from './services/service-action-routes';
import { serviceRoutes } from './services/service-routes';
import { registerSpa } from './spa';
import { usersRoutes } from './users/routes';

export interface BuildAppOptions {
  db: Db;
  verifier: TokenVerifier;
  logger?: FastifyServerOptions['logger'];
  /** Serve over HTTPS with this key and certificate (the sandbox always does; tests use inject and need none). */
  https?: { key: string; cert: string };
  /** Directory of the built SPA; when given, GETs outside /api and /oidc answer its files or index.html. */
  spaDir?: string;
  /** Data folder for uploaded files (attachments); the server env's DATA_DIR unless given. */
  dataDir?: string;
  /** How long a client may take to send its request; the server env's HTTP_*_TIMEOUT_MS unless given. */
  timeouts?: ServerTimeouts;
  /** How slow an upload may be before it is cut off; the uploads' default (20 s plus 1 s per 500 bytes) unless given. */
  uploadTimeout?: BodyTimeout;
  /** The origin mailed links start with (invitations, password resets); relative links unless given. */
  publicUrl?: string;
  /** The built-in channel server's settings (credentials from env or tests, connection limit, ping timings). */
  realtime?: RealtimeOptions;
  /**
   * Delivers each notification the sandbox stores, after its transaction commits (the channel server plugs in here);
   * a no-op unless given.
   */
  notificationPublisher?: NotificationPublisher;
  /**
   * Moves due orders and incidents on every this many ms (server/domain/progress-ticker.ts), so a change on the sandbox
   * clock is notified in real time without anyone reading; off unless given (tests move things by reading).
   */
  progressEveryMs?: number;
  /** Turns on the operator's controls under /sandbox/control (server/http/sandbox-control.ts); off unless given. */
  sandboxControlSecret?: string;
  /** Error reports one address may send per window (server/http/monitoring/routes.ts); 60 a minute unless given. */
  monitoringLimits?: MonitoringLimits;
  /** Legacy host names answered with a 301 to the customer host (spec 1 §9); none unless given. */
  legacyHosts?: LegacyHostRedirect;
  /** Serves the flow viewer (/sandbox/flows) from `spaDir`; off unless given. */
  flowViewer?: boolean;
  /** Live sessions' limits (tests shorten the wait for a reloaded page). */
  flowViewerLive?: Partial<LiveSessionLimits>;
}

const bypassesSpa = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/oidc' || path.startsWith('/oidc/');

/**
 * The sandbox app, not yet listening and not yet ready, so callers can add registrations of their own
 * (the identity provider's /oidc routes) before `ready()` or `listen()`.
 */
export function buildApp(opts: BuildAppOptions): FastifyInstance {
  const timeouts = opts.timeouts ?? defaultServerTimeouts;
  const serverOptions = { connectionsCheckingInterval: connectionsCheckingInterval(timeouts) };
  const app = Fastify({
    logger: opts.logger ?? false,
    ...(opts.https ? { https: { ...opts.https, ...serverOptions } } : { http: serverOptions }),
    bodyLimit: 1024 * 1024,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    frameworkErrors,
    clientErrorHandler,
  }) as unknown as FastifyInstance;
  app.server.headersTimeout = timeouts.headersMs;
  trackRouteMethods(app);

  app.decorate('tokenVerifier', opts.verifier);
  // Before any plugin, so every route added later passes through the guard.
  guardApiRoutes(app, opts.db);
  registerSecurityHeaders(app);
  registerLegacyHostRedirect(app, opts.legacyHosts);
  registerErrorHandling(app);

  registerJsonBodyParser(app);

  const spaFallback = opts.spaDir ? registerSpa(app, opts.spaDir) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (spaFallback && (request.method === 'GET' || request.method === 'HEAD') && !bypassesSpa(path)) {
      return spaFallback(request, reply);
    }
    return answerUnmatched(request, reply);
  });

  registerSandboxPages(app, opts.db);
  if (opts.flowViewer && opts.spaDir) registerFlowViewer(app, opts.spaDir);
  // Live watching: the portal's ?inspect=local streams here and the viewer follows it (nothing is stored).
  if (opts.flowViewer) registerFlowViewerLive(app, opts.flowViewerLive);
  bindNotificationPublisher(opts.db, opts.notificationPublisher ?? channelPublisher(opts.db));
  const progressEveryMs = opts.progressEveryMs;
  if (progressEveryMs) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startProgressTicker(opts.db, progressEveryMs, (error) => app.log.error({ err: error }, 'progress tick'));
    });
    app.addHook('onClose', async () => stop?.());
  }
  const services: ServicePluginOptions = { db: opts.db };
  // Every provider service has its base path, built or not; null marks a service with no routes yet.
  registerProviderServices(app, {
    orders: (scope) => scope.register(ordersRoutes, { ...services, dataDir: opts.dataDir }),
    incidents: (scope) =>
      scope.register(incidentsRoutes, { ...services, dataDir: opts.dataDir, uploadTimeout: opts.uploadTimeout }),
    // Contact's request-information and complaint records (spec 2 §2 Contact; the spec names no host for them).
    issues: (scope) => {
      scope.register(contactRoutes, { ...services, dataDir: opts.dataDir });
      // The sky service view's live chat with the support desk (spec 1 §6).
      scope.register(liveChatRoutes, services);
    },
    services: (scope) => {
      scope.register(servicesRoutes, services);
      scope.register(supportServicesRoutes, services);
      scope.register(serviceRoutes, services);
      scope.register(serviceActionRoutes, { ...services, dataDir: opts.dataDir });
    },
    knowledge: (scope) => scope.register(knowledgeRoutes, services),
    notifications: (scope) => scope.register(notificationsRoutes, services),
    users: (scope) => {
      scope.register(usersRoutes, { ...services, publicUrl: opts.publicUrl });
      // The portal's feedback and reviews (spec 1 §2 main layout): the signed-in person's word on the portal.
      scope.register(feedbackRoutes, services);
    },
    billing: (scope) => scope.register(billingRoutes, services),
    developer: (scope) => scope.register(developerRoutes, { ...services, publicUrl: opts.publicUrl }),
    reporting: null,
    realtime: (scope) => channelAuthRoutes(scope, { credentials: () => app.realtime.credentials() }),
  });
  // The real-time service (spec 1 §7): Pusher WebSocket, publish API and channel authorisation on this origin.
  registerRealtime(app, opts.db, opts.realtime);
  // The monitoring sink (spec 1 §1): the portal's exception reports and the page provider staff read them on.
  registerMonitoring(app, opts.db, opts.monitoringLimits);
  registerSandboxControl(app, opts.db, opts.sandboxControlSecret);
  // The API's description (server/http/openapi/), read from the registry once every route is in.
  registerOpenApi(app, opts.publicUrl);
  registerApiPages(app, opts.publicUrl);
  return app;
}
