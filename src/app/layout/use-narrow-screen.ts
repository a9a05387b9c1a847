import { useMediaQuery } from '@/app/use-media-query';

/** Below antd's lg breakpoint (992 px) a 300 px side menu beside the page leaves the page too little room. */
const narrowScreenQuery = '(max-width: 991.98px)';

/** Whether the window is narrow (phones, portrait tablets): the menu is then a drawer and the header compact. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(narrowScreenQuery);
}
