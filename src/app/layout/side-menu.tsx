import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { type AccessContext, buildMenu, type MenuEntry } from '@/app/access';
import { useEnv } from '@/app/env-context';
import { selectedMenuEntry } from '@/app/layout/menu-selection';

type Item = Required<MenuProps>['items'][number];

/** Plain labels: antd items are menuitems, whose children are presentational, so a nested link would have no name. */
function toItem(entry: MenuEntry): Item {
  if (entry.kind === 'group') return { key: entry.key, label: entry.label, children: entry.children.map(toItem) };
  return { key: entry.key, label: entry.label };
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
  // Mouse and keyboard (Enter/Space on a focused item) both arrive here.
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = byKey.get(key);
    if (entry?.kind === 'link') navigate(entry.href);
    else if (entry?.kind === 'external') window.open(entry.href, '_blank', 'noopener,noreferrer');
    // Spec 1 §6: the support-ticket tool is the provider's; our CSP allows no third-party script, so open it instead.
    else if (entry?.kind === 'action') window.open(env.links.apiSupportTicket, '_blank', 'noopener,noreferrer');
    onChoose?.();
  };
  return (
    <nav aria-label="Main menu">
      <Menu
        mode="inline"
        items={menu.map(toItem)}
        onClick={onClick}
        selectedKeys={selected ? [selected.key] : []}
        defaultOpenKeys={selected?.parent ? [selected.parent] : []}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
