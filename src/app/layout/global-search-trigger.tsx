import { SearchOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';

const GlobalSearchDialog = lazy(() =>
  import('./global-search-dialog').then((m) => ({ default: m.GlobalSearchDialog })),
);

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Spec 1 §9: Ctrl or Cmd + K opens global search; spec 1 §4: it closes on route change or Escape. */
/** `compact`: the icon alone, named 'Search', for a narrow header. */
export function GlobalSearchTrigger({ compact = false }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing can animate; nothing is fetched before someone searches.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const [location] = useLocation();
  const { token } = theme.useToken();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to the location changing.
  useEffect(() => setOpen(false), [location]);

  return (
    <>
      {compact ? (
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label="Search"
          onClick={() => setOpen(true)}
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        />
      ) : (
        <Button
          icon={<SearchOutlined />}
          onClick={() => setOpen(true)}
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        >
          Search <kbd style={{ color: token.colorTextSecondary, fontFamily: 'inherit' }}>{isMac ? '⌘K' : 'Ctrl+K'}</kbd>
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <GlobalSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
