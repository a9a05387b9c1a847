import { expect, test } from '@playwright/test';
import { scan } from './support/axe';
import { createColleague, firstLoad, signInAs, tokenOf } from './support/colleague';
import { storageStatePath } from './support/personas';

const usersList = '/user-management/users?page=1&limit=10&sort=created_at&order=desc';

test.describe('User Management › Users (an Admin)', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('an Admin finds a user by search and role filter, renames them, adds and removes a role, sees the history, deletes them', async ({
    page,
    browser,
  }) => {
    const colleague = await createColleague(browser, 'managed', ['Support']);
    await page.goto(usersList);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible(firstLoad);

    await page.getByRole('combobox', { name: 'Role' }).selectOption('Support');
    await page.getByRole('textbox', { name: 'Search' }).fill(colleague.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]role=Support(&|$)/);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: `Manage ${colleague.name}` }).click();

    const panel = page.getByRole('dialog', { name: colleague.name });
    await panel.getByRole('button', { name: 'Edit name' }).click();
    const rename = page.getByRole('dialog', { name: 'Edit name' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename.getByRole('alert')).toHaveText('Please add a name to proceed');
    const renamed = `${colleague.name} Renamed`;
    await rename.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    const renamedPanel = page.getByRole('dialog', { name: renamed });
    await expect(renamedPanel).toBeVisible();

    await renamedPanel.getByRole('button', { name: 'Add roles' }).click();
    const add = page.getByRole('dialog', { name: 'Add roles' });
    await add.getByRole('checkbox', { name: /Billing/ }).check();
    // The panel and its dialogs are scanned here, open, rather than in the screen lists.
    expect(await scan(page)).toEqual([]);
    await expect(add.getByRole('link', { name: /What each role allows/ })).toHaveAttribute(
      'href',
      '/help-and-support/knowledge/articles/KB0010037',
    );
    await add.getByRole('button', { name: 'Add roles' }).click();
    await expect(add).toBeHidden();
    const roles = renamedPanel.getByRole('list', { name: 'Roles' });
    await expect(roles.getByRole('listitem').filter({ hasText: 'Billing' })).toBeVisible();

    await renamedPanel.getByRole('button', { name: 'Remove roles' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove roles' });
    await remove.getByRole('checkbox', { name: /Billing/ }).check();
    await remove.getByRole('button', { name: 'Remove roles' }).click();
    await expect(remove).toBeHidden();
    await expect(roles.getByRole('listitem').filter({ hasText: 'Billing' })).toHaveCount(0);

    const history = renamedPanel.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText('Roles removed');
    await expect(history).toContainText('Roles added');
    await expect(history).toContainText('Renamed');

    await renamedPanel.getByRole('button', { name: 'Delete user' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await expect(confirm).toContainText(`Delete ${renamed} (${colleague.email})?`);
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expect(renamedPanel).toBeHidden();
    await expect(page.getByText('No users found')).toBeVisible();
  });

  test("the password reset mail reaches the user's outbox and its link sets a new password to sign in with", async ({
    page,
    browser,
  }) => {
    const colleague = await createColleague(browser, 'reset', ['Ordering']);
    // The colleague's own outbox page: a signed link from their sandbox mail call, valid for an hour.
    const theirs = await signInAs(browser, colleague);
    const theirPage = (await theirs.pages())[0] ?? (await theirs.newPage());
    const authorization = await tokenOf(theirPage, '/account-settings');
    const outbox = (await (
      await theirPage.request.get('/api/orders/outbox', { headers: { authorization } })
    ).json()) as {
      meta: { page_url: string };
    };

    await page.goto(usersList);
    await page.getByRole('textbox', { name: 'Search' }).fill(colleague.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Manage ${colleague.name}` }).click(firstLoad);
    await page.getByRole('dialog', { name: colleague.name }).getByRole('button', { name: 'Reset password' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await expect(reset).toContainText(colleague.email);
    await reset.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(
        `A password reset link has been sent to ${colleague.email}. A copy is in your sandbox outbox to pass on.`,
      ),
    ).toBeVisible();

    await theirPage.goto(outbox.meta.page_url);
    const mail = theirPage.getByRole('article').filter({ hasText: '/reset-password?token=' });
    const link = /\S*\/reset-password\?token=[\w-]+/.exec((await mail.textContent()) ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const { pathname, search } = new URL(link, theirPage.url());
    const resetPath = `${pathname}${search}`;
    await theirPage.goto(resetPath);
    await expect(theirPage.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible(firstLoad);
    const newPassword = 'Glass-Fibre-77#';
    await theirPage.getByLabel('New password', { exact: true }).fill('short');
    await expect(theirPage.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText(
      'not yet met',
    );
    await theirPage.getByLabel('New password', { exact: true }).fill(newPassword);
    await theirPage.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await theirPage.getByRole('button', { name: 'Set password' }).click();
    await expect(theirPage.getByRole('alert')).toHaveText('Passwords do not match');
    await theirPage.getByLabel('Confirm new password').fill(newPassword);
    await theirPage.getByRole('button', { name: 'Set password' }).click();
    await expect(theirPage.getByRole('heading', { name: 'Your password has been set' })).toBeVisible();

    await expect(theirPage.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    await theirs.close();

    // Signing in with the new password works (a browser of theirs without the ended session).
    const again = await signInAs(browser, colleague, newPassword);
    const againPage = (await again.pages())[0] ?? (await again.newPage());
    // The link works once.
    await againPage.goto(resetPath);
    await againPage.getByLabel('New password', { exact: true }).fill(newPassword);
    await againPage.getByLabel('Confirm new password').fill(newPassword);
    await againPage.getByRole('button', { name: 'Set password' }).click();
    await expect(againPage.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await expect(againPage.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
    await again.close();
  });
});
