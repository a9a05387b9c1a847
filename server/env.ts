import { z } from 'zod';
import { defaultServerTimeouts } from './http/server-timeouts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const serverEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(8443),
    HOST: z.string().min(1).default('localhost'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    /** The built SPA to serve (`vite build --outDir` elsewhere to test a second build side by side). */
    SPA_DIR: z.string().min(1).default('dist'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(86_400).default(300),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    /** Server timeouts in ms (server/http/server-timeouts.ts): headers, the whole request with its body, an idle socket. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(defaultServerTimeouts.headersMs),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(defaultServerTimeouts.requestMs),
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(defaultServerTimeouts.idleMs),
    /** The flow viewer at /sandbox/flows (server/http/flow-viewer/): on unless NODE_ENV=production; 'on'/'off' decide. */
    FLOW_VIEWER: z.enum(['on', 'off']).optional(),
    /** Turns on POST /sandbox/control/… (server/http/sandbox-control.ts) for whoever holds it; off when unset. */
    SANDBOX_CONTROL_SECRET: z.string().min(16).max(256).optional(),
    /** The channel server's app (server/realtime/credentials.ts); generated and stored on first start unless set. */
    REALTIME_APP_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    REALTIME_APP_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/)
      .optional(),
    REALTIME_APP_SECRET: z.string().min(16).max(256).optional(),
    /** WebSocket connections one sandbox process holds at once. */
    REALTIME_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    /** Spec 1 §9: legacy host names (comma list) answered with a 301 to CUSTOMER_URL, same path and query. */
    LEGACY_HOSTS: z
      .string()
      .optional()
      .transform((s) =>
        (s ?? '')
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    CUSTOMER_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .refine((env) => env.LEGACY_HOSTS.length === 0 || env.CUSTOMER_URL, {
    path: ['CUSTOMER_URL'],
    message: 'is required when LEGACY_HOSTS is set',
  })
  // Node refuses a header deadline later than the whole request's.
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_MS <= env.HTTP_REQUEST_TIMEOUT_MS, {
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
  })
  .transform(({ PUBLIC_URL, ...env }) => ({
    ...env,
    // No trailing slash: issuer and audience are built by appending paths.
    PUBLIC_URL: (PUBLIC_URL ?? `https://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }));

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** The only reader of process.env on the server; empty strings count as unset so `PORT= npm start` takes the default. */
export function loadServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const known = Object.keys(serverEnvSchema.in.shape) as (keyof typeof serverEnvSchema.in.shape)[];
  const picked = Object.fromEntries(known.map((k) => [k, source[k] === '' ? undefined : source[k]]));
  const parsed = serverEnvSchema.safeParse(picked);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid / Missing environment variables (${detail})`);
  }
  return parsed.data;
}
