import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { type MouseEvent, useMemo } from 'react';
import { useLocation } from 'wouter';
import { type AccessContext, buildMenu, type MenuEntry } from '@/app/access';
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
function toItem(entry: MenuEntry, supportTicket: string): Item {
  if (entry.kind === 'group') {
    return { key: entry.key, label: entry.label, children: entry.children.map((c) => toItem(c, supportTicket)) };
  }
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
  const href = entry.kind === 'external' ? entry.href : supportTicket;
  return {
    key: entry.key,
    label: (
      <a href={href} target="_blank" rel="noopener noreferrer" tabIndex={-1} title={`${entry.label}: ${href}`}>
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
}

export function SideMenu({ access, onChoose }: Props) {
  const env = useEnv();
  const [location, navigate] = useLocation();
  const menu = useMemo(() => buildMenu({ ...access, links: env.links }), [access, env.links]);
  const selected = selectedMenuEntry(menu, location);
  const byKey = useMemo(() => new Map(flatten(menu).map((e) => [e.key, e])), [menu]);
  const items = useMemo(() => menu.map((e) => toItem(e, env.links.apiSupportTicket)), [menu, env.links]);
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
    // Spec 1 §6: the support-ticket tool is the provider's; our CSP allows no third-party script, so open it instead.
    else if (entry?.kind === 'action' && !linkOpened) {
      window.open(env.links.apiSupportTicket, '_blank', 'noopener,noreferrer');
    }
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
