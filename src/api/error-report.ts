import type { ErrorReportBody } from '@/contracts/monitoring';
import { reportedRoute, scrubPersonalData } from '@/lib/scrub-personal-data';

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
