import type { QueryClient } from '@tanstack/react-query';

/** What an opening page may start its calls from: its address, and what the user may see once that is known. */
interface Opening<Access = unknown> {
  /** The address's query string, without '?'. */
  search: string;
  access: Promise<Access>;
}

/**
 * A page component may carry `warmPage` (`Page.warmPage = …` beside it): the calls its first render would make, started as soon as the sign-in is
 * restored (src/app/warm-start.ts) rather than once the shell's flags are back and the page has rendered. It puts the
 * same queries (same keys, same calls) into the cache the page then reads, so it decides nothing the page does not.
 */
export type PageWarmer<Access = unknown> = (queryClient: QueryClient, opening: Opening<Access>) => void;
