import { z } from 'zod';
import type { ServiceName } from '@/lib/provider-services';

/** Spec 1 §5 and §8: the only message shown when configuration is incomplete. */
export const invalidEnvMessage = 'Invalid / Missing environment variables';

const serviceEnvKeys = {
  orders: 'VITE_API_ORDERS_URL',
  billing: 'VITE_API_BILLING_URL',
  developer: 'VITE_API_DEVELOPER_URL',
  incidents: 'VITE_API_INCIDENTS_URL',
  issues: 'VITE_API_ISSUES_URL',
  knowledge: 'VITE_API_KNOWLEDGE_URL',
  notifications: 'VITE_API_NOTIFICATIONS_URL',
  reporting: 'VITE_API_REPORTING_URL',
  services: 'VITE_API_SERVICES_URL',
  users: 'VITE_API_USERS_URL',
  realtime: 'VITE_API_REALTIME_URL',
} as const satisfies Record<ServiceName, string>;

const required = z.string().trim().min(1);
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
/** An absolute URL or a path; paths resolve against the page's origin so one build works on any port. */
const location = (origin: string) =>
  required.transform((value, ctx) => {
    try {
      return new URL(value, origin).href.replace(/\/+$/, '');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Not a URL or path' });
      return z.NEVER;
    }
  });

const schemaFor = (origin: string) => {
  const url = location(origin);
  return z
    .object({
      VITE_AUTH_AUTHORITY: url,
      VITE_AUTH_CLIENT_ID: required,
      VITE_AUTH_SCOPES: required.transform((s) => s.split(/\s+/)),
      VITE_AUTH_PROTOCOL: z.enum(['OIDC', 'AAD']),
      ...(Object.fromEntries(Object.values(serviceEnvKeys).map((key) => [key, url])) as Record<
        (typeof serviceEnvKeys)[ServiceName],
        typeof url
      >),
      VITE_REALTIME_KEY: optional,
      VITE_REALTIME_HOST: optional,
      VITE_LIVE_CHAT_SITE_ID: optional,
      VITE_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
      VITE_API_DOCS_URL: url,
      VITE_API_SIMULATION_URL: url,
      VITE_PRIVACY_POLICY_URL: url,
      VITE_VOIP_URL: url,
      VITE_ISP_HUB_URL: url,
      VITE_LEGACY_HOSTS: z
        .string()
        .optional()
        .transform((s) =>
          (s ?? '')
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
        ),
      VITE_CUSTOMER_HOST: optional,
      VITE_XSTATE_INSPECT: z.enum(['0', '1']).default('0'),
      VITE_MONITORING_URL: z.string().trim().default('/api/monitoring').pipe(url),
      VITE_FLOW_VIEWER_API_URL: z.string().trim().default('/api/flows').pipe(url),
      VITE_BUILD_ID: z.string().trim().max(100).default('local').pipe(required),
    })
    .refine((e) => e.VITE_LEGACY_HOSTS.length === 0 || e.VITE_CUSTOMER_HOST, {
      message: 'VITE_CUSTOMER_HOST is required when VITE_LEGACY_HOSTS is set',
      path: ['VITE_CUSTOMER_HOST'],
    });
};

export interface Env {
  auth: { authority: string; clientId: string; scopes: string[]; protocol: 'OIDC' | 'AAD' };
  apiBaseUrls: Record<ServiceName, string>;
  requestTimeoutMs: number;
  realtime: { key: string | undefined; host: string | undefined };
  /** Spec 1 §6 and §8: the sky service view's live chat; without a site id it is logged and not started. */
  liveChat: { siteId: string | undefined };
  links: {
    apiDocs: string;
    apiSimulation: string;
    privacyPolicy: string;
    voip: string;
    ispHub: string;
  };
  legacyHosts: string[];
  /** Origin that legacy hosts redirect to; a bare host name means https. */
  customerOrigin: string | undefined;
  xstateInspect: boolean;
  /** The sandbox's flow viewer API, where ?inspect=local streams the page's machines (docs/areas/flow-viewer.md). */
  flowViewerApiUrl: string;
  /** The monitoring sink (spec 1 §1) and the build id its reports carry. */
  monitoring: { url: string; release: string };
}

export type EnvResult = { ok: true; env: Env } | { ok: false; issues: string[] };

/** Pure: validates the raw VITE_* variables and resolves every address against `origin`. */
export function parseEnv(raw: Record<string, unknown>, origin: string): EnvResult {
  const parsed = schemaFor(origin).safeParse(raw);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const e = parsed.data;
  const customer = e.VITE_CUSTOMER_HOST;
  return {
    ok: true,
    env: {
      auth: {
        authority: e.VITE_AUTH_AUTHORITY,
        clientId: e.VITE_AUTH_CLIENT_ID,
        scopes: e.VITE_AUTH_SCOPES,
        protocol: e.VITE_AUTH_PROTOCOL,
      },
      apiBaseUrls: Object.fromEntries(
        Object.entries(serviceEnvKeys).map(([service, key]) => [service, e[key]]),
      ) as Record<ServiceName, string>,
      requestTimeoutMs: e.VITE_REQUEST_TIMEOUT_MS,
      realtime: { key: e.VITE_REALTIME_KEY, host: e.VITE_REALTIME_HOST },
      liveChat: { siteId: e.VITE_LIVE_CHAT_SITE_ID },
      links: {
        apiDocs: e.VITE_API_DOCS_URL,
        apiSimulation: e.VITE_API_SIMULATION_URL,
        privacyPolicy: e.VITE_PRIVACY_POLICY_URL,
        voip: e.VITE_VOIP_URL,
        ispHub: e.VITE_ISP_HUB_URL,
      },
      legacyHosts: e.VITE_LEGACY_HOSTS,
      customerOrigin: customer
        ? new URL(/^https?:\/\//i.test(customer) ? customer : `https://${customer}`).origin
        : undefined,
      xstateInspect: e.VITE_XSTATE_INSPECT === '1',
      flowViewerApiUrl: e.VITE_FLOW_VIEWER_API_URL,
      monitoring: { url: e.VITE_MONITORING_URL, release: e.VITE_BUILD_ID },
    },
  };
}

/** The only reader of import.meta.env in the SPA. */
export function readEnv(): EnvResult {
  return parseEnv(import.meta.env, window.location.origin);
}
