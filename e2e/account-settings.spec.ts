import { expect, test } from '@playwright/test';
import { createColleague, firstLoad, signInAs } from './support/colleague';

test.describe('Account Settings (a user looks after their own account)', () => {
  test('renames oneself, changes the password (a wrong current one refused), and signs out everywhere else', async ({
    browser,
  }) => {
    const me = await createColleague(browser, 'settings', ['Support', 'Billing']);
    const here = await signInAs(browser, me);
    const elsewhere = await signInAs(browser, me);
    const page = (await here.pages())[0] ?? (await here.newPage());

    // From the user menu.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^User menu for / })
      .click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible(firstLoad);
    await expect(page.getByText(me.email)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0); // read-only, not a field
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText('Billing', { exact: true })).toBeVisible();

    const renamed = `${me.name} Settled`;
    await profile.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await profile.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name has been saved')).toBeVisible();
    // The header's user menu shows the new name from the refreshed token.
    await expect(page.getByRole('banner').getByRole('button', { name: `User menu for ${renamed}` })).toBeVisible();

    const password = page.getByRole('region', { name: 'Password' });
    const newPassword = 'Glass-Fibre-88%';
    await password.getByLabel('Current password').fill('Not-my-password-1!');
    await password.getByLabel('New password', { exact: true }).fill(newPassword);
    await password.getByLabel('Confirm new password').fill(newPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('The current password is not correct');
    await password.getByLabel('Current password').fill(me.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your password has been changed')).toBeVisible();

    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(sessions.getByText('You have been signed out everywhere else')).toBeVisible();

    // This browser carries on; the other one's next call is refused.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible(firstLoad);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(renamed);
    // The other browser's next call is refused, and so is its refresh: it cannot get back in without signing in.
    const other = (await elsewhere.pages())[0] ?? (await elsewhere.newPage());
    const refused = other.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401, firstLoad);
    const noRefresh = other.waitForResponse((r) => r.url().includes('/oidc/token') && r.status() === 400, firstLoad);
    await other.goto('/account-settings');
    await refused;
    await noRefresh;
    await here.close();
    await elsewhere.close();
  });
});
