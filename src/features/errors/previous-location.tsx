import { createContext, type ReactNode, useContext, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

const PreviousLocation = createContext<string | null>(null);

/**
 * Keeps the app's own last location (path and query) before the current one, for the error pages' 'Go to <section>':
 * `document.referrer` only names the page the app was loaded from, so after any in-app navigation it is stale.
 */
export function PreviousLocationProvider({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  const seen = useRef<{ current: string; previous: string | null }>({ current: here, previous: null });
  // Updated while rendering, so the page rendered for the new location already reads the location before it.
  if (seen.current.current !== here) seen.current = { current: here, previous: seen.current.current };
  return <PreviousLocation.Provider value={seen.current.previous}>{children}</PreviousLocation.Provider>;
}

/** The in-app location before this one, or null on the first page of a visit. */
export const usePreviousLocation = (): string | null => useContext(PreviousLocation);
