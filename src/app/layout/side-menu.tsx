import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { type MouseEvent, useMemo } from 'react';
import { useLocation } from 'wouter';
import { type AccessContext, buildMenu, type MenuAction, type MenuEntry } from '@/app/access';
import { useEnv } from '@/app/env-context';
import { selectedMenuEntry } from '@/app/layout/menu-selection';
import styles from './side-menu.module.css';

type Item = Required<MenuProps>['items'][number];

/** A click the browser should take itself: a new tab or window (ctrl, cmd, shift, alt or a button but the first). */
const opensElsewhere = (event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || ('button' in event && event.button !== 0);

// A plain click stays in the app: the menu's onClick navigates with wouter, so the link must not load the page again.
const stayInApp = (event: MouseEvent<HTMLAnchorElement>) => {
  if (!opensElsewhere(event)) event.preventDefault();
};

/**
 * Every entry is a real link (opened in a new tab, copied, its address shown by the browser), covering its whole item
 * (antd stretches a menu item's link over it). tabIndex -1 keeps the menu one Tab stop; the arrows focus the item's link
 * (rc-menu does so for an item holding one), so Enter, ctrl+Enter and the context menu act on a real link. An external
 * entry opens in a new tab (spec 1 §2) and names its address.
 */
function toItem(entry: MenuEntry): Item {
  if (entry.kind === 'group') {
    return { key: entry.key, label: entry.label, children: entry.children.map(toItem) };
  }
  // An action opens a dialog over the page: a menu item of its own, no link.
  if (entry.kind === 'action') return { key: entry.key, label: entry.label, 'aria-haspopup': 'dialog' } as Item;
  if (entry.kind === 'link') {
    return {
      key: entry.key,
      label: (
        <a href={entry.href} tabIndex={-1} onClick={stayInApp}>
          {entry.label}
        </a>
      ),
    };
  }
  return {
    key: entry.key,
    label: (
      <a
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        tabIndex={-1}
        title={`${entry.label}: ${entry.href}`}
      >
        {entry.label}
      </a>
    ),
  };
}

function flatten(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.kind === 'group' ? flatten(e.children) : [e]));
}

interface Props {
  access: AccessContext;
  /** Called after any item is chosen (the drawer closes then, even when the choice is the page already shown). */
  onChoose?(): void;
  /** An action entry chosen (API Support Ticket): the layout opens its dialog. */
  onAction(action: MenuAction): void;
}

export function SideMenu({ access, onChoose, onAction }: Props) {
  const env = useEnv();
  const [location, navigate] = useLocation();
  const menu = useMemo(() => buildMenu({ ...access, links: env.links }), [access, env.links]);
  const selected = selectedMenuEntry(menu, location);
  const byKey = useMemo(() => new Map(flatten(menu).map((e) => [e.key, e])), [menu]);
  const items = useMemo(() => menu.map(toItem), [menu]);
  // Mouse and keyboard (Enter/Space on a focused item) both arrive here.
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    const entry = byKey.get(key);
    // A modified click: the browser opens the link in a new tab or window, and this page stays as it is.
    if (domEvent.type === 'click' && opensElsewhere(domEvent)) return;
    // Enter on a focused link: the browser clicks the link next, and that click is the choice (never two).
    if (domEvent.type !== 'click' && domEvent.target instanceof HTMLAnchorElement) return;
    // A click on a new-tab link has opened it already; Enter on its item has not.
    const linkOpened = domEvent.type === 'click' && (domEvent.target as Element).closest('a[target="_blank"]') !== null;
    if (entry?.kind === 'link') navigate(entry.href);
    else if (entry?.kind === 'external' && !linkOpened) window.open(entry.href, '_blank', 'noopener,noreferrer');
    else if (entry?.kind === 'action') onAction(entry.action);
    onChoose?.();
  };
  return (
    <nav aria-label="Main menu" className={styles.menu}>
      <Menu
        mode="inline"
        items={items}
        onClick={onClick}
        selectedKeys={selected ? [selected.key] : []}
        defaultOpenKeys={selected?.parent ? [selected.parent] : []}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
