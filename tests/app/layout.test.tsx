import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type AccessContext, type ShellFlags, shellFlagNames } from '@/app/access';
import type { CurrentUser } from '@/app/auth/current-user';
import { parseEnv } from '@/app/env';
import { EnvProvider } from '@/app/env-context';
import { AppHeader } from '@/app/layout/app-header';
import { SideMenu } from '@/app/layout/side-menu';
import { ToastProvider } from '@/components/toasts';
import { type RoleName, rolePermissions } from '@/contracts/users';

const parsed = parseEnv(
  Object.fromEntries([
    ...['AUTH_AUTHORITY', 'AUTH_CLIENT_ID', 'AUTH_SCOPES'].map((k) => [`VITE_${k}`, 'x']),
    ['VITE_AUTH_PROTOCOL', 'OIDC'],
    ...[
      'ORDERS',
      'BILLING',
      'DEVELOPER',
      'INCIDENTS',
      'ISSUES',
      'KNOWLEDGE',
      'NOTIFICATIONS',
      'REPORTING',
      'SERVICES',
      'USERS',
      'REALTIME',
    ].map((s) => [`VITE_API_${s}_URL`, `/api/${s.toLowerCase()}`]),
    ...['API_DOCS', 'API_SIMULATION', 'PRIVACY_POLICY', 'VOIP', 'ISP_HUB', 'FEEDBACK'].map((k) => [
      `VITE_${k}_URL`,
      `/external/${k.toLowerCase()}`,
    ]),
  ]),
  'https://portal.test',
);
if (!parsed.ok) throw new Error(parsed.issues.join());
const env = parsed.env;

const allOn = Object.fromEntries(shellFlagNames.map((n) => [n, true])) as ShellFlags;
const accessFor = (roles: RoleName[], flags: Partial<ShellFlags> = {}): AccessContext => ({
  flags: { ...allOn, enableSkyServiceView: false, ...flags },
  families: { family_ftth: true, family_ethernet: true },
  roles,
  permissions: [...new Set(roles.flatMap((r) => rolePermissions[r]))],
});
const user: CurrentUser = {
  id: 'usr_1',
  name: 'Ada Admin',
  email: 'admin@northfibre.example',
  orgId: 'org_1',
  orgName: 'Northfibre Networks Ltd',
  customerId: 1,
  roles: ['Admin'],
  permissions: ['manage:users'],
  termsAccepted: true,
};

function renderWithShell(ui: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <EnvProvider env={env}>
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={location.hook}>
          <ToastProvider>{ui}</ToastProvider>
        </Router>
      </QueryClientProvider>
    </EnvProvider>,
  );
  return location;
}

const header = (access: AccessContext, onLogout = vi.fn(), onToggleMenu = vi.fn()) => (
  <AppHeader user={user} access={access} menuCollapsed={false} onToggleMenu={onToggleMenu} onLogout={onLogout} />
);

describe('the header', () => {
  it('offers the menu toggle, search, notifications and the user menu with name and organisation', async () => {
    const onToggleMenu = vi.fn();
    renderWithShell(header(accessFor(['Admin', 'Support']), vi.fn(), onToggleMenu));
    const banner = screen.getByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Hide menu' }));
    expect(onToggleMenu).toHaveBeenCalledOnce();
    expect(within(banner).getByRole('button', { name: /search/i })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(
      within(banner).getByRole('button', { name: /user menu for ada admin, northfibre networks ltd/i }),
    ).toBeInTheDocument();
  });

  it('shows no notification bell to a developer-only user', () => {
    renderWithShell(header(accessFor(['Developer'])));
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('hides the bell and global search in the sky view', () => {
    renderWithShell(header(accessFor(['Admin', 'Support'], { enableSkyServiceView: true })));
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /search/i })).not.toBeInTheDocument();
  });

  it('opens global search with Ctrl+K', async () => {
    renderWithShell(header(accessFor(['Support'])));
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it('lists Account Settings and Logout in the user menu, and logs out', async () => {
    const onLogout = vi.fn();
    const location = renderWithShell(header(accessFor(['Support']), onLogout));
    await userEvent.click(screen.getByRole('button', { name: /user menu/i }));
    expect(await screen.findByRole('menuitem', { name: 'Account Settings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: /user menu/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Account Settings' }));
    expect(location.history?.at(-1)).toBe('/account-settings');
  });
});

describe('the side menu', () => {
  it('is a labelled navigation landmark of named menu items, the current group open', async () => {
    renderWithShell(<SideMenu access={accessFor(['Admin', 'Billing'])} onAction={vi.fn()} />, '/billing/invoices');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).getByRole('menuitem', { name: 'Invoices' })).toHaveClass('ant-menu-item-selected');
    expect(within(nav).queryByText('Developer Tools')).not.toBeInTheDocument();
  });

  it('navigates to the default list link of an item', async () => {
    const user = userEvent.setup();
    const { history } = renderWithShell(<SideMenu access={accessFor(['Admin', 'Billing'])} onAction={vi.fn()} />, '/');
    await user.click(screen.getByRole('menuitem', { name: 'Billing' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Payments' }));
    expect(history.at(-1)).toBe('/billing/payments?page=1&limit=10&sort=created_at&order=desc&status=Deposited');
  });

  it('makes every entry a real link: copied or opened in a new tab, a plain click staying in the app', async () => {
    const user = userEvent.setup();
    const { history } = renderWithShell(
      <SideMenu access={accessFor(['Admin', 'Billing', 'Developer'])} onAction={vi.fn()} />,
      '/',
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(screen.getByRole('menuitem', { name: 'Billing' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Developer Tools' }));
    for (const item of within(nav).getAllByRole('menuitem')) {
      if (item.getAttribute('aria-expanded') !== null) continue; // a group's title, not an entry
      if (item.getAttribute('aria-haspopup') === 'dialog') continue; // an action: it opens a dialog, not a page
      expect(item.querySelector('a[href]'), item.textContent ?? '').not.toBeNull();
    }
    const payments = within(nav).getByRole('link', { name: 'Payments' });
    expect(payments).toHaveAttribute(
      'href',
      '/billing/payments?page=1&limit=10&sort=created_at&order=desc&status=Deposited',
    );
    // A ctrl-click is the browser's (a new tab); this page stays where it is.
    await user.keyboard('{Control>}');
    await user.click(payments);
    await user.keyboard('{/Control}');
    expect(history.at(-1)).toBe('/');
    await user.click(payments);
    expect(history.at(-1)).toBe('/billing/payments?page=1&limit=10&sort=created_at&order=desc&status=Deposited');
  });

  it("shows an external entry's address and opens it in a new tab, once", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithShell(<SideMenu access={accessFor(['Support'])} onAction={vi.fn()} />);
    const voip = screen.getByRole('link', { name: 'VOIP' });
    expect(voip).toHaveAttribute('href', 'https://portal.test/external/voip');
    expect(voip).toHaveAttribute('target', '_blank');
    expect(voip).toHaveAttribute('rel', 'noopener noreferrer');
    expect(voip).toHaveAttribute('title', 'VOIP: https://portal.test/external/voip');
    // The link itself opens the tab; the menu does not open a second one.
    voip.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(voip);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('opens an external entry chosen with the keyboard in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithShell(<SideMenu access={accessFor(['Support'])} onAction={vi.fn()} />);
    // rc-menu reads the key's `which`, which user-event leaves at 0.
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'VOIP' }), { key: 'Enter', keyCode: 13, which: 13 });
    expect(open).toHaveBeenCalledWith('https://portal.test/external/voip', '_blank', 'noopener,noreferrer');
  });

  it('opens the API Support Ticket dialog through the layout, by click and by keyboard, and says a choice was made', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const onChoose = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { history } = renderWithShell(
      <SideMenu access={accessFor(['Developer'])} onAction={onAction} onChoose={onChoose} />,
      '/',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Developer Tools' }));
    const ticket = await screen.findByRole('menuitem', { name: 'API Support Ticket' });
    expect(ticket).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(ticket);
    fireEvent.keyDown(ticket, { key: 'Enter', keyCode: 13, which: 13 });
    expect(onAction.mock.calls).toEqual([['apiSupportTicket'], ['apiSupportTicket']]);
    expect(onChoose).toHaveBeenCalledTimes(2);
    expect(open).not.toHaveBeenCalled();
    expect(history.at(-1)).toBe('/');
    open.mockRestore();
  });

  it('says when a choice is made, so the narrow-screen drawer closes even on the page already shown', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderWithShell(<SideMenu access={accessFor(['Support'])} onChoose={onChoose} onAction={vi.fn()} />, '/');
    await user.click(screen.getByRole('menuitem', { name: 'Support' }));
    expect(onChoose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    expect(onChoose).toHaveBeenCalledOnce();
  });
});

describe('the compact header of a narrow screen', () => {
  const compactHeader = (access: AccessContext) => (
    <AppHeader user={user} access={access} menuCollapsed compact onToggleMenu={vi.fn()} onLogout={vi.fn()} />
  );

  it('shows search and the user menu as icons that keep their names', () => {
    renderWithShell(compactHeader(accessFor(['Admin', 'Support'])));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts');
    expect(within(banner).queryByText('Ctrl+K')).not.toBeInTheDocument();
    const userMenu = within(banner).getByRole('button', { name: 'User menu for Ada Admin, Northfibre Networks Ltd' });
    // Only the screen-reader name: the name and organisation are not shown beside the icon.
    expect(within(userMenu).queryByText('Northfibre Networks Ltd')).not.toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Show menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
