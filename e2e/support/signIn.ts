// Signing in through the development identity provider's own form (tooling/dev-idp), as a staff member
// would: the portal's Sign in button, the provider's page, and back to the page that asked.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { TEST_USERS } from '../../tooling/dev-idp/src/users.mjs';
import { expect, test } from './fixtures';

export type TestUsername = 'developer' | 'admin' | 'user';

export function testUser(username: TestUsername) {
  const user = TEST_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no test user ${username}`);
  return user;
}

/** Signs in on the page it is on (the portal), through the provider's form; returns to that page. */
export async function signIn(page: Page, username: TestUsername) {
  const user = testUser(username);
  const back = page.url();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signOut = page.getByRole('banner').getByRole('link', { name: 'Sign out' });
  // The provider asks for the password unless this browser still has a session there (single sign-on).
  const userName = page.getByLabel('User name');
  await expect(userName.or(signOut)).toBeVisible({ timeout: 30_000 });
  if (await userName.isVisible()) {
    await userName.fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(signOut).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(back);
}

/**
 * A browser state signed in as this user: signed in once per run through the form, then reused by
 * every test that needs it (MSAL keeps its tokens in localStorage, which the state holds).
 */
export async function signedInState(browser: Browser, username: TestUsername, baseURL: string, dir: string): Promise<string> {
  const file = path.join(dir, `signed-in-${username}.json`);
  if (fs.existsSync(file)) return file;
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, username);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** A new context with the project's settings (a bare browser.newContext has none of them), signed in as `username` or not. */
export async function newContext(browser: Browser, username?: TestUsername) {
  const { baseURL, ignoreHTTPSErrors, reducedMotion } = test.info().project.use;
  const storageState = username ? await signedInState(browser, username, String(baseURL), path.join(test.info().project.outputDir, '.auth')) : undefined;
  return browser.newContext({ baseURL, ignoreHTTPSErrors, reducedMotion, storageState });
}
