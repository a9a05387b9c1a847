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

/**
 * Sends one error to the monitoring sink, from the page's current path. Fire and forget: monitoring must never make a
 * failing page fail worse, so a refused or lost report is only logged.
 */
export async function reportError(error: unknown, path = window.location.pathname): Promise<void> {
  if (!config) return;
  const { url, release } = config;
  try {
    // The report's builder and the scrubber load with the first error, not with every page (the first load's budget).
    const [{ errorReport }, userId] = await Promise.all([
      import('./error-report'),
      config.userId().catch(() => undefined),
    ]);
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
