import { SearchOutlined } from '@ant-design/icons';
import { Button, Modal, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Spec 1 §9: Ctrl or Cmd + K opens global search; spec 1 §4: it closes on route change or Escape. */
export function GlobalSearchTrigger() {
  const [open, setOpen] = useState(false);
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
      <Button
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
      >
        Search <kbd style={{ color: token.colorTextSecondary, fontFamily: 'inherit' }}>{isMac ? '⌘K' : 'Ctrl+K'}</kbd>
      </Button>
      {/* Placeholder: the search machine and results come with the global search area. */}
      <Modal open={open} title="Search" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <p>Search services, incidents, orders and knowledge articles.</p>
      </Modal>
    </>
  );
}
