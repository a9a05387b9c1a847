import { useSyncExternalStore } from 'react';

/** Below antd's lg breakpoint (992 px) a 300 px side menu beside the page leaves the page too little room. */
export const narrowScreenQuery = '(max-width: 991.98px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(narrowScreenQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the window is narrow (phones, portrait tablets): the menu is then a drawer and the header compact. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(narrowScreenQuery).matches);
}
