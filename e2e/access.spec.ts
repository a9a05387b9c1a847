import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/personas';

// Access that lets through the person a page is for (issue 18 §1): the network map in the funnels for whoever orders,
// a product family the organisation may not order refused at its address, Export offered only to whom the export
// answers, Help & Support for a developer-only user, and side-menu entries that are real links.

const firstLoad = { timeout: 30_000 };

test.describe('an ordering user', () => {
  test.use({ storageState: storageStatePath('ordering') });

  test('sees the network map of NE1 4XF in the FTTP funnel (spec 3 §2: a network map per postcode)', async ({
    page,
  }) => {
    await page.goto('/ordering/products/fttp');
    await expect(page.getByRole('heading', { name: 'Check Availability' })).toBeVisible(firstLoad);
    await page.getByRole('textbox', { name: 'Postcode' }).fill('NE1 4XF');
    await page.getByRole('region', { name: 'Find the property' }).getByRole('button', { name: 'Search' }).click();
    const map = page.getByRole('region', { name: 'Network map' });
    await expect(map.getByRole('link', { name: 'Open the network map for NE1 4XF' })).toBeVisible();
    await expect(map).not.toContainText('not available');
  });
});

test.describe("Harbour's user (FTTP only)", () => {
  test.use({ storageState: storageStatePath('harbourAdmin') });

  test('opening the Ethernet funnel by address is refused before anything is typed, saying why', async ({ page }) => {
    await page.goto('/ordering/products/ethernet');
    await expect(page.getByRole('heading', { name: 'Ethernet ordering is not available', level: 1 })).toBeVisible(
      firstLoad,
    );
    await expect(page.getByText('Your organisation cannot order Ethernet products.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveCount(0);
  });
});

test.describe('a support user without the Export role', () => {
  test.use({ storageState: storageStatePath('support') });

  test('is offered no Export on Services, Losing & Gaining, Ceased & Cancelled or Incidents', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(firstLoad);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('menuitem', { name: 'Support', exact: true }).click();
    for (const [entry, title] of [
      ['Services', 'Services'],
      ['Losing & Gaining', 'Losing & Gaining'],
      ['Ceased & Cancelled', 'Ceased & Cancelled'],
      ['Incidents', 'Incidents'],
    ]) {
      await nav.getByRole('link', { name: entry, exact: true }).click();
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      // The list has loaded (its table or its empty message) before the absence of Export is believed.
      await expect(page.getByRole('table').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Export/ }), entry).toHaveCount(0);
    }
  });
});

test.describe('a developer-only user', () => {
  test.use({ storageState: storageStatePath('developer') });

  test('opens Help & Support › Knowledge; side-menu entries are links, external ones showing their address', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(firstLoad);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('menuitem', { name: 'Developer Tools' }).click();
    const docs = nav.getByRole('link', { name: 'API Documentation' });
    await expect(docs).toHaveAttribute('href', /\/sandbox\/api\/docs$/);
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('title', /API Documentation: \S+\/sandbox\/api\/docs$/);

    await nav.getByRole('menuitem', { name: 'Help & Support' }).click();
    const knowledge = nav.getByRole('link', { name: 'Knowledge' });
    await expect(knowledge).toHaveAttribute('href', '/help-and-support/knowledge');
    // Ctrl+click opens it in a new tab, as a link does; this page stays on the dashboard.
    const [tab] = await Promise.all([context.waitForEvent('page'), knowledge.click({ modifiers: ['Control'] })]);
    await expect(tab).toHaveURL(/\/help-and-support\/knowledge$/);
    await tab.close();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // A plain click stays in the app; the knowledge base answers the help flag alone (spec 2 §6).
    await knowledge.click();
    await expect(page.getByRole('heading', { name: 'Knowledge', level: 1 })).toBeVisible(firstLoad);
    await expect(page.getByRole('heading', { name: 'Unauthorised' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
