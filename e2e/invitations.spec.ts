import { type Browser, expect, type Page, test } from '@playwright/test';
import { scan } from './support/axe';
import { firstLoad, tokenOf } from './support/colleague';
import { readSideMenu } from './support/menu';
import { storageStatePath } from './support/personas';

const usersList = '/user-management/users?page=1&limit=10&sort=created_at&order=desc';
const topMenu = async (page: Page) => (await readSideMenu(page)).map((entry) => entry.label);

/** The invitation mail's link in the Admin's sandbox outbox (the invitee has no account to read mail yet). */
async function invitationLinkInOutbox(page: Page, email: string): Promise<string> {
  const authorization = await tokenOf(page, '/user-management/invitations');
  const outbox = await page.request.get('/api/orders/outbox', { headers: { authorization } });
  const { meta } = (await outbox.json()) as { meta: { page_url: string } };
  await page.goto(meta.page_url);
  const mail = page.getByRole('article').filter({ hasText: `To ${email}:` });
  await expect(mail).toHaveCount(1);
  const link = /\S*\/authorize\?invitation=\S+/.exec((await mail.textContent()) ?? '')?.[0] ?? '';
  expect(link, 'the link in the mail').not.toBe('');
  const { pathname, search } = new URL(link, page.url());
  return `${pathname}${search}`;
}

/** The sandbox's sign-in page: after accepting, the address is filled in already (login_hint). */
async function signIn(page: Page, email: string, password: string, { prefilled = false } = {}) {
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible(firstLoad);
  if (prefilled) await expect(page.getByLabel('Email')).toHaveValue(email);
  else await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function scanAtBothWidths(page: Page) {
  // The narrow width first, so the journey goes on at the desktop width.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scan(page), `axe at ${width} px`).toEqual([]);
  }
}

/** Opens the colleague's panel on the users list (helper A's page) as the Admin. */
async function manage(page: Page, name: string) {
  await page.goto(usersList);
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Manage ${name}` }).click(firstLoad);
  return page.getByRole('dialog', { name });
}

async function newColleaguePage(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

test.describe('User Management › Invitations (issue 20 §3)', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('an Admin invites a colleague with two roles; the mailed link signs them in with those roles; a removed role leaves their menu; deleted, they are sent to sign-in and cannot sign in again', async ({
    page,
    browser,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `invited.${stamp}@northfibre.example`;
    const name = `Invited Colleague ${stamp.slice(-6)}`;
    const password = 'Fibre-Light-42!';

    // The Admin invites: 'Required' for what is missing, a clear refusal for an address that has an account.
    await page.goto('/user-management/invite');
    await expect(page.getByRole('heading', { name: 'Invite user', level: 1 })).toBeVisible(firstLoad);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Required')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Email' }).fill('support@northfibre.example');
    await page.getByRole('checkbox', { name: /Support/ }).check();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('alert')).toHaveText('This email address already has an account');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('checkbox', { name: /Ordering/ }).check();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('heading', { name: `Invitation sent to ${email}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Copy link for the invitation to ${email}` })).toBeVisible();
    expect(await scan(page), 'axe on the sent invitation').toEqual([]);
    await page.getByRole('link', { name: 'View invitations' }).click();
    const row = page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expect(row.getByText('Support', { exact: true })).toBeVisible();
    await expect(row.getByText('Ordering', { exact: true })).toBeVisible();

    // The colleague opens the mailed link in a browser of their own and sets a password.
    const link = await invitationLinkInOutbox(page, email);
    const colleague = await newColleaguePage(browser);
    const theirs = colleague.page;
    await theirs.goto(link);
    await expect(theirs.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible(firstLoad);
    await expect(theirs.getByLabel('Email', { exact: true })).toHaveValue(email);
    await scanAtBothWidths(theirs);
    await theirs.getByLabel('Name', { exact: true }).fill('Al');
    await theirs.getByLabel('Password', { exact: true }).fill('fibre');
    const rules = theirs.getByRole('list', { name: 'Password rules' });
    await expect(rules.getByRole('listitem').filter({ hasText: 'not yet met' })).toHaveCount(4);
    await theirs.getByLabel('Password', { exact: true }).fill(password);
    await expect(rules.getByRole('listitem').filter({ hasText: 'not yet met' })).toHaveCount(0);
    await theirs.getByLabel('Confirm password', { exact: true }).fill(`${password}x`);
    await theirs.getByRole('button', { name: 'Create account' }).click();
    await expect(theirs.getByText('Please enter at least 3 characters')).toBeVisible();
    await expect(theirs.getByText('Passwords do not match')).toBeVisible();
    await expect(theirs.getByText('Please agree to the terms of service to be able to use the system.')).toBeVisible();
    await theirs.getByLabel('Name', { exact: true }).fill(name);
    await theirs.getByLabel('Confirm password', { exact: true }).fill(password);
    await theirs.getByRole('checkbox', { name: /I agree to the terms of service/ }).check();
    await theirs.getByRole('button', { name: 'Create account' }).click();

    // Signed in as usual (the address filled in), with exactly the two roles' menus.
    await signIn(theirs, email, password, { prefilled: true });
    await expect(theirs.getByRole('navigation', { name: /main menu/i })).toBeVisible(firstLoad);
    const menu = await topMenu(theirs);
    expect(menu).toEqual(expect.arrayContaining(['Support', 'Ordering']));
    expect(menu).not.toContain('Billing');
    expect(menu).not.toContain('Developer Tools');

    // The Admin removes Ordering: the removal ends the colleague's sessions, and the next token lacks the role.
    const panel = await manage(page, name);
    await panel.getByRole('button', { name: 'Remove roles' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove roles' });
    await remove.getByRole('checkbox', { name: /Ordering/ }).check();
    await remove.getByRole('button', { name: 'Remove roles' }).click();
    await expect(remove).toBeHidden();
    await theirs.reload();
    await signIn(theirs, email, password);
    await expect(theirs.getByRole('navigation', { name: /main menu/i })).toBeVisible(firstLoad);
    expect(await topMenu(theirs)).toContain('Support');
    expect(await topMenu(theirs)).not.toContain('Ordering');

    // The Admin deletes the colleague: their open tab is sent to sign-in at its next call, and signing in fails.
    const again = await manage(page, name);
    await again.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete user' }).click();
    await expect(again).toBeHidden();
    // Support's entries are open (the menu was read above); Services is the tab's next call.
    await theirs
      .getByRole('navigation', { name: /main menu/i })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(theirs.getByRole('heading', { name: /sign in/i })).toBeVisible(firstLoad);
    await theirs.getByLabel('Email').fill(email);
    await theirs.getByLabel('Password').fill(password);
    await theirs.getByRole('button', { name: 'Sign in' }).click();
    await expect(theirs.getByRole('heading', { name: /sign in/i })).toBeVisible();
    await expect(theirs.getByRole('navigation', { name: /main menu/i })).toHaveCount(0);
    await colleague.context.close();
  });

  test('an Admin resends an invitation and deletes one after a confirmation naming the address', async ({ page }) => {
    const email = `resend.${Date.now()}${Math.floor(Math.random() * 1000)}@northfibre.example`;
    const authorization = await tokenOf(page, '/user-management/invitations');
    const roles = (await (await page.request.get('/api/users/roles', { headers: { authorization } })).json()) as {
      data: { id: string; name: string }[];
    };
    const support = roles.data.filter((role) => role.name === 'Support').map((role) => role.id);
    const invited = await page.request.post('/api/users/organizations/invite', {
      headers: { authorization },
      data: { email, roles: support },
    });
    expect(invited.status()).toBe(201);

    await page.reload();
    const table = page.getByRole('table', { name: 'Invitations' });
    await table.getByRole('button', { name: `Resend the invitation to ${email}` }).click(firstLoad);
    await expect(page.getByText(`The invitation to ${email} has been sent again`)).toBeVisible();
    await table.getByRole('button', { name: `Delete the invitation to ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete invitation' });
    await expect(confirm).toContainText(`Delete the invitation to ${email}?`);
    await confirm.getByRole('button', { name: 'Delete invitation' }).click();
    await expect(page.getByText(`The invitation to ${email} has been deleted`)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  });
});

test.describe('User Management › Invitations for a non-Admin', () => {
  test.use({ storageState: storageStatePath('support') });

  test('reaches neither the invite nor the invitations page (spec 1 §6: only Admins invite)', async ({ page }) => {
    for (const path of ['/user-management/invite', '/user-management/invitations']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Unauthorised' })).toBeVisible(firstLoad);
    }
  });
});
