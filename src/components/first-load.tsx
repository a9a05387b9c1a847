import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error';
import { LoadingLines } from './loading-lines';
import { useStatusRedirect } from './use-status-redirect';

interface FirstLoadProps {
  result: Pick<UseQueryResult<unknown>, 'data' | 'error' | 'isPending' | 'isFetching' | 'refetch'>;
  /** Read to screen readers while loading, e.g. 'Loading incidents'. */
  loading: string;
  /** The inline alert's title after a network failure, e.g. 'We could not load your incidents'. */
  failed: string;
  lines?: number;
}

/** What a screen shows until its query has data: loading lines, a status redirect, or a network failure with Retry. */
export function FirstLoad({ result, loading, failed, lines }: FirstLoadProps) {
  const hasData = result.data !== undefined;
  const redirect = useStatusRedirect(result.error, hasData);
  if (hasData) return null;
  if (result.isPending || redirect) return <LoadingLines label={loading} lines={lines} />;
  return <LoadError title={failed} onRetry={() => result.refetch()} retrying={result.isFetching} />;
}
