import { expect, test } from '@playwright/test';
import { type MenuNode, readSideMenu } from './support/menu';
import { type Persona, storageStatePath } from './support/personas';

// The side menu of spec 1 §2 and §6 (with spec 2 §2/§6 and spec 3 §6), written out per persona from the seeded
// organisations' flags and each persona's roles. Deliberately not derived from src/app/access.ts, so it can disagree.
const support: MenuNode = {
  label: 'Support',
  children: ['Incidents', 'MSO Incidents', 'Service Status', 'Services', 'Losing & Gaining', 'Ceased & Cancelled'],
};
const contact: MenuNode = { label: 'Contact', children: ['Request Information', 'Complaints'] };
const ordering: MenuNode = { label: 'Ordering', children: ['Orders', 'Product Availability'] };
const flagOnly: MenuNode[] = [
  { label: 'VOIP' },
  { label: 'ISP Hub' },
  { label: 'Data & Reporting', children: ['Forecasting'] },
  { label: 'Help & Support', children: ['Knowledge'] },
];
const usersOnly: MenuNode = { label: 'User Management', children: ['Users'] };
const usersAdmin: MenuNode = { label: 'User Management', children: ['Users', 'Invitations', 'Invite user'] };
const billing: MenuNode = {
  label: 'Billing',
  children: ['Invoices', 'Credit Notes', 'Payments', 'Bandwidth Usage', 'Bank Details', 'Orders on Hold'],
};
const developer: MenuNode = {
  label: 'Developer Tools',
  children: ['API App Credentials', 'API Documentation', 'API Testing and Simulation', 'API Support Ticket'],
};
const important: MenuNode = { label: 'Important Information', children: ['Terms of Service', 'Privacy Policy'] };
const dashboard: MenuNode = { label: 'Dashboard' };

const expected: Record<Exclude<Persona, 'newstarter'>, { menu: MenuNode[]; bell: boolean; search: boolean }> = {
  admin: {
    menu: [dashboard, support, contact, ordering, ...flagOnly, usersAdmin, billing, developer, important],
    bell: true,
    search: true,
  },
  support: { menu: [dashboard, support, contact, ...flagOnly, usersOnly, important], bell: true, search: true },
  ordering: { menu: [dashboard, contact, ordering, ...flagOnly, usersOnly, important], bell: true, search: true },
  billing: { menu: [dashboard, contact, ...flagOnly, usersOnly, billing, important], bell: true, search: true },
  // A developer-only user sees a reduced menu and no notification bell (spec 1 §2), with Help & Support (flag only).
  developer: {
    menu: [dashboard, { label: 'Help & Support', children: ['Knowledge'] }, developer, important],
    bell: false,
    search: true,
  },
  // Sky service view: only help still adds routes; support keeps Services; bell and search hidden (spec 1 §2, §6; spec 2 §2).
  skyAgent: {
    menu: [
      dashboard,
      { label: 'Support', children: ['Services'] },
      { label: 'Help & Support', children: ['Knowledge'] },
    ],
    bell: false,
    search: false,
  },
  // Harbour: MSO and contact flags off, no billing or developer roles.
  harbourAdmin: {
    menu: [
      dashboard,
      {
        label: 'Support',
        children: ['Incidents', 'Service Status', 'Services', 'Losing & Gaining', 'Ceased & Cancelled'],
      },
      ordering,
      ...flagOnly,
      usersAdmin,
      important,
    ],
    bell: true,
    search: true,
  },
};

for (const [persona, want] of Object.entries(expected) as [Persona, (typeof expected)['admin']][]) {
  test.describe(`${persona}'s shell`, () => {
    test.use({ storageState: storageStatePath(persona) });

    test('shows exactly the menu the spec gives this persona', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(await readSideMenu(page)).toEqual(want.menu);
      await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(want.bell ? 1 : 0);
      await expect(page.getByRole('button', { name: /search/i })).toHaveCount(want.search ? 1 : 0);
    });
  });
}

test.describe('default list links', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('carry the spec defaults: orders with a type, invoices filtered Open sorted by due date', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await readSideMenu(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const opens = async (label: string) => {
      await nav.getByRole('menuitem', { name: label, exact: true }).click();
      return Object.fromEntries(new URL(page.url()).searchParams);
    };
    expect(await opens('Orders')).toEqual({ type: 'fttp', page: '1', limit: '10', sort: 'created_at', order: 'desc' });
    expect(page.url()).toContain('/ordering/orders?');
    expect(await opens('Invoices')).toEqual({
      status: 'Open',
      sort: 'invoice_due_date',
      order: 'desc',
      page: '1',
      limit: '10',
    });
    expect(await opens('Payments')).toMatchObject({ status: 'Deposited', sort: 'created_at', order: 'desc' });
    expect(await opens('Incidents')).toEqual({ page: '1', limit: '10', sort: 'updated_at', order: 'desc' });
  });

  test('Bank Details opens its page (every menu entry leads to a built page)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await readSideMenu(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Bank Details' }).click();
    await expect(page).toHaveURL(/\/billing\/bank-details/);
    await expect(page.getByRole('heading', { name: 'Bank Details', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Under Construction' })).toHaveCount(0);
  });
});

test.describe('keyboard', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('the side menu opens a page with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('menuitem', { name: 'Billing' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // The arrows focus the entry's link, a real one (ctrl+Enter and the context menu act on it).
    await expect(nav.getByRole('link', { name: 'Credit Notes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/billing\/credit-notes\?/);
    // One choice, one page in the history: Back returns to the dashboard.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
