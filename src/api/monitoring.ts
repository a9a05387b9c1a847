import type { ErrorReportBody } from '@/contracts/monitoring';
import { reportedRoute, scrubPersonalData } from '@/lib/scrub-personal-data';

/** Where reports go and what identifies them; set once at start (src/main.tsx), before anything can fail. */
interface MonitoringConfig {
  /** The sink's base address (VITE_MONITORING_URL); reports are POSTed to `${url}/errors`. */
  url: string;
  /** The build (VITE_BUILD_ID). */
  release: string;
  /** The signed-in user's id, or undefined before sign-in; never throws (a failure reports no user). */
  userId: () => Promise<string | undefined>;
}

let config: MonitoringConfig | undefined;

export function configureMonitoring(next: MonitoringConfig | undefined): void {
  config = next;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Pure: the report of one error, scrubbed and cut to the sink's limits (src/contracts/monitoring.ts). */
export function errorReport(
  error: unknown,
  where: { path: string; release: string; userId?: string },
): ErrorReportBody {
  const e = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Non-error thrown');
  const stack = e.stack ? cut(scrubPersonalData(e.stack), 8000) : undefined;
  return {
    release: cut(where.release, 100),
    route: cut(reportedRoute(where.path), 500),
    ...(where.userId ? { userId: cut(where.userId, 100) } : {}),
    name: cut(scrubPersonalData(e.name || 'Error'), 200),
    message: cut(scrubPersonalData(e.message), 2000),
    ...(stack ? { stack } : {}),
  };
}

/**
 * Sends one error to the monitoring sink, from the page's current path. Fire and forget: monitoring must never make a
 * failing page fail worse, so a refused or lost report is only logged.
 */
export async function reportError(error: unknown, path = window.location.pathname): Promise<void> {
  if (!config) return;
  const { url, release } = config;
  try {
    const userId = await config.userId().catch(() => undefined);
    const res = await fetch(`${url}/errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(errorReport(error, { path, release, userId })),
      keepalive: true,
    });
    if (!res.ok) console.warn('Monitoring refused the error report', res.status);
  } catch (failure) {
    console.warn('Monitoring could not be reached', failure);
  }
}
