import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { type AccessContext, buildMenu, type MenuEntry } from '@/app/access';
import { useEnv } from '@/app/env-context';
import { selectedMenuEntry } from '@/app/layout/menu-selection';

type Item = Required<MenuProps>['items'][number];

function toItem(entry: MenuEntry, onAction: (action: string) => void): Item {
  switch (entry.kind) {
    case 'group':
      return { key: entry.key, label: entry.label, children: entry.children.map((c) => toItem(c, onAction)) };
    case 'link':
      // Real anchors, so links open in a new tab and read as links to assistive technology.
      return { key: entry.key, label: <Link href={entry.href}>{entry.label}</Link> };
    case 'external':
      return {
        key: entry.key,
        label: (
          <a href={entry.href} target="_blank" rel="noopener noreferrer">
            {entry.label}
          </a>
        ),
      };
    case 'action':
      return { key: entry.key, label: entry.label, onClick: () => onAction(entry.action) };
  }
}

export function SideMenu({ access }: { access: AccessContext }) {
  const env = useEnv();
  const [location] = useLocation();
  const menu = useMemo(() => buildMenu({ ...access, links: env.links }), [access, env.links]);
  const selected = selectedMenuEntry(menu, location);
  const onAction = (action: string) => {
    // Spec 1 §6: the support-ticket tool is the provider's; our CSP allows no third-party script, so open it instead.
    if (action === 'apiSupportTicket') window.open(env.links.apiSupportTicket, '_blank', 'noopener');
  };
  return (
    <nav aria-label="Main menu">
      <Menu
        mode="inline"
        items={menu.map((e) => toItem(e, onAction))}
        selectedKeys={selected ? [selected.key] : []}
        defaultOpenKeys={selected?.parent ? [selected.parent] : []}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
