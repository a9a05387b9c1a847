import { expect, type Page } from '@playwright/test';
import { type Persona, password, personas, type TestPersona, testPersonas } from './personas';

// A cold load of the app (and the redirects of the sign-in) can take well over 10 s on a busy machine.
const firstLoad = { timeout: 30_000 };

/** Signs in through the sandbox's real OpenID Connect sign-in page, as a person would. */
export async function signIn(page: Page, persona: Persona | TestPersona, path = '/') {
  const email = { ...personas, ...testPersonas }[persona];
  await page.goto(path);
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible(firstLoad);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: /main menu/i })).toBeVisible(firstLoad);
}
