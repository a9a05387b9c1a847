import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@/app/access';
import { selectedMenuEntry } from '@/app/layout/menu-selection';

const menu: MenuEntry[] = [
  { kind: 'link', key: 'dashboard', label: 'Dashboard', href: '/' },
  {
    kind: 'group',
    key: 'support',
    label: 'Support',
    children: [
      { kind: 'link', key: 'services', label: 'Services', href: '/support/services?page=1' },
      { kind: 'link', key: 'losing-gaining', label: 'Losing & Gaining', href: '/support/services/wlto_and_switch' },
    ],
  },
  { kind: 'external', key: 'voip', label: 'VOIP', href: 'https://voip.example' },
];

describe('the selected side-menu entry', () => {
  it.each([
    ['/', 'dashboard', undefined],
    ['/support/services', 'services', 'support'],
    ['/support/services/42', 'services', 'support'],
    ['/support/services/wlto_and_switch', 'losing-gaining', 'support'],
  ])('%s selects %s', (location, key, parent) => {
    expect(selectedMenuEntry(menu, location)).toEqual({ key, parent });
  });

  it('selects nothing for a page without a menu entry', () => {
    expect(selectedMenuEntry(menu, '/account-settings')).toBeUndefined();
    expect(selectedMenuEntry(menu, '/support/servicesx')).toBeUndefined();
  });
});
