import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/personas';

// Spec 2 §2 Networks / service status, against the seeded sandbox. Northfibre has enableMajorIncidentsPage on, so its
// menu entry and heading read 'Service Status' (the 'Networks' label is covered in tests/features/networks).
const shots = 'test-results/screens';
// The first screen of a test waits for sign-in restore and the lazy route, which is slow on a busy machine.
const firstLoad = { timeout: 30_000 };

test.describe('networks as Northfibre support', () => {
  test.use({ storageState: storageStatePath('support') });

  test('the menu opens the page; a served postcode shows its map in the frame, with the outage there', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('menuitem', { name: 'Support', exact: true }).click(firstLoad);
    await nav.getByRole('menuitem', { name: 'Service Status', exact: true }).click();
    await expect(page).toHaveURL('/networks');
    await expect(page.getByRole('heading', { level: 1, name: 'Service Status' })).toBeVisible(firstLoad);

    await page.getByRole('textbox', { name: 'Postcode' }).fill('ls1 4ap');
    await page.getByRole('button', { name: 'Show map' }).click();

    await expect(page).toHaveURL('/networks?postcode=LS1+4AP');
    await expect(page.getByText('Service affected')).toBeVisible();
    const frame = page.frameLocator('iframe[title="Network map for LS1 4AP"]');
    await expect(frame.getByRole('heading', { name: 'Network map: LS1 4AP' })).toBeVisible();
    await expect(frame.getByRole('img', { name: 'Network schematic of LS1' })).toBeVisible();
    await expect(frame.getByText(/Service affected: \d+ of your services? in LS1/)).toBeVisible();
    await page.screenshot({ path: `${shots}/networks-map.png`, fullPage: true });
  });

  test('a district without outages shows no known issues, and the address can be reloaded', async ({ page }) => {
    await page.goto('/networks?postcode=LS2+7HY');
    const frame = page.frameLocator('iframe[title="Network map for LS2 7HY"]');
    await expect(frame.getByText('No known issues in LS2.')).toBeVisible(firstLoad);
    await expect(page.getByText('No known issues')).toBeVisible();
    await page.reload();
    await expect(frame.getByRole('heading', { name: 'Network map: LS2 7HY' })).toBeVisible(firstLoad);
  });

  test("a postcode outside the provider's network shows 'Network map not available'", async ({ page }) => {
    await page.goto('/networks');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('EH1 1YZ', firstLoad);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/networks?postcode=EH1+1YZ');
    await expect(page.getByText('Network map not available')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.screenshot({ path: `${shots}/networks-not-available.png`, fullPage: true });
  });

  test("a bad postcode is refused with 'Please enter a valid postcode'", async ({ page }) => {
    await page.goto('/networks');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('NOT A POSTCODE', firstLoad);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid postcode');
    await expect(page).toHaveURL('/networks');
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('networks in the sky service view', () => {
  test.use({ storageState: storageStatePath('skyAgent') });

  test('the page is not reachable', async ({ page }) => {
    await page.goto('/networks');
    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorised' })).toBeVisible(firstLoad);
  });
});
