import { test as setup } from '@playwright/test';
import { type Persona, personas, storageStatePath } from './support/personas';
import { signIn } from './support/sign-in';

// newstarter is left out on purpose: the terms journey signs in live, so accepting never leaks into other tests.
const saved = (Object.keys(personas) as Persona[]).filter((p) => p !== 'newstarter');

for (const persona of saved) {
  setup(`sign in as ${persona}`, async ({ page }) => {
    await signIn(page, persona);
    await page.context().storageState({ path: storageStatePath(persona) });
  });
}
