import { expect, test as setup } from '@playwright/test';
import { type Persona, password, personas, storageStatePath, testPersonas } from './support/personas';
import { signIn } from './support/sign-in';

// newstarter is left out on purpose: the terms journey signs in live, so accepting never leaks into other tests.
const saved = (Object.keys(personas) as Persona[]).filter((p) => p !== 'newstarter');

for (const persona of saved) {
  setup(`sign in as ${persona}`, async ({ page }) => {
    await signIn(page, persona);
    await page.context().storageState({ path: storageStatePath(persona) });
  });
}

// signIn() knows the README personas only; the steps are the same. The terms prompt shows, so the state saved owes them.
setup('sign in as trainee', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(testPersonas.trainee);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
  await page.context().storageState({ path: storageStatePath('trainee') });
});
