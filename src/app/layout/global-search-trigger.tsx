import { SearchOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type AccessContext, rules } from '@/app/access';
import type { SearchableAreas } from '@/lib/global-search';

// The window, its machine and its calls load on the first open, so none of them weighs on the first page load.
const GlobalSearchModal = lazy(() =>
  import('@/features/global-search/search-modal').then((m) => ({ default: m.GlobalSearchModal })),
);

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The areas the user may search, by their rules; the window turns them into categories (spec 1 §7: orders once per
 * family the organisation has), so the search rules load with it, not with the first page.
 */
const areasOf = (access: AccessContext): SearchableAreas => ({
  support: rules.support(access),
  mso: rules.mso(access),
  ordering: rules.ordering(access),
  families: access.families,
  help: rules.help(access),
});

/**
 * Spec 1 §9: Ctrl or Cmd + K, or the control, opens global search (the `global-search` machine, in the window).
 * `compact`: the icon alone, named 'Search', for a narrow header.
 */
export function GlobalSearchTrigger({ access, compact = false }: { access: AccessContext; compact?: boolean }) {
  // Each request to open counts one: the window (mounted from the first on) sends its machine `search.open`.
  const [openRequests, setOpenRequests] = useState(0);
  const { token } = theme.useToken();
  const requestOpen = () => setOpenRequests((n) => n + 1);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpenRequests((n) => n + 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {compact ? (
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label="Search"
          onClick={requestOpen}
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        />
      ) : (
        <Button icon={<SearchOutlined />} onClick={requestOpen} aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}>
          Search <kbd style={{ color: token.colorTextSecondary, fontFamily: 'inherit' }}>{isMac ? '⌘K' : 'Ctrl+K'}</kbd>
        </Button>
      )}
      {openRequests > 0 && (
        <Suspense fallback={null}>
          <GlobalSearchModal areas={areasOf(access)} openRequests={openRequests} />
        </Suspense>
      )}
    </>
  );
}
