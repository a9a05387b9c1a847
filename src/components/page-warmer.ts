import type { QueryClient } from '@tanstack/react-query';

/** What an opening page starts its calls from: its address, and what the user may see. */
interface Opening<Access = unknown> {
  /** The address's query string, without '?'. */
  search: string;
  access: Access;
}

/**
 * A page component may carry `warmPage` (`Page.warmPage = …` beside it): the calls its first render would make, started
 * as soon as the shell's flags say the user may open the page (src/app/warm-start.ts) rather than once the shell and
 * the page have rendered. It puts the same queries (same keys, same calls) into the cache the page then reads, so it
 * decides nothing the page does not.
 */
export type PageWarmer<Access = unknown> = (queryClient: QueryClient, opening: Opening<Access>) => void;
