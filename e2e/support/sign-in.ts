import { expect, type Page } from '@playwright/test';
import { type Persona, password, personas } from './personas';

/** Signs in through the sandbox's real OpenID Connect sign-in page, as a person would. */
export async function signIn(page: Page, persona: Persona, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
  await page.getByLabel('Email').fill(personas[persona]);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: /main menu/i })).toBeVisible();
}
