import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { HttpError, redirectFor } from '@/api/http';

/**
 * Spec 1 §8: a load the provider answered with a failure sends the user to the page for its status (404, 401/403, other);
 * a timeout or a lost connection is not an answer, so it stays for an inline Retry, and terms not yet accepted stay for
 * the terms prompt. Returns where it is sending the user.
 */
export function useStatusRedirect(error: Error | null, hasData: boolean): string | undefined {
  const [, navigate] = useLocation();
  const redirect = error instanceof HttpError && !hasData ? redirectFor(error) : undefined;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  return redirect;
}
