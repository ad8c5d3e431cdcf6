import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const PASSWORD = 'stardust and moonlight';

export async function signUpThroughUi(page: Page, email: string, fullName = 'Nova Starling') {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  // The URL changes before the lazy sign-in page replaces the previous screen (whose fields may
  // also be called Email): wait for the form itself.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Screenshots land in e2e/screenshots so a person can look at what users see. The whole page by
 * default; `viewport` shows fixed elements where they really sit on the screen.
 */
export async function screenshot(page: Page, name: string, { viewport = false } = {}) {
  const dir = path.join(import.meta.dirname, '..', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  // After a viewport change the page reflows over the next frames; capture what follows them.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: !viewport });
}

export async function expectSignedOut(page: Page) {
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/** The demo checkout's card form: 4242… pays, 4000 0000 0000 0002 is declined. */
export async function payOnDemoCheckout(page: Page, cardNumber = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: /^Pay €/ }).click();
}

/** Fails on any serious or critical axe-core finding, listing them readably. */
export async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.id} (${v.impact}) ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}
