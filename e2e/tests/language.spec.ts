import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { expectAccessible, PASSWORD, screenshot, signInThroughUi } from './helpers';

// A language's first screen waits for its catalogue; on a loaded machine that takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const languageSwitch = (page: Page) => page.getByRole('banner').getByRole('combobox');

/** Text a German screen must not show: the English words of the shell and the sign-in form. */
const ENGLISH_ON_SIGN_IN = [
  'Welcome back',
  'Get Started',
  'Forgot password?',
  'Quick Links',
  'All rights reserved',
];

test.describe('Orrery in German', () => {
  // Several screens, a sign-up and two sign-ins per test on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a visitor switches to German, sees the shell and sign-in in German, and keeps it after a reload', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    await languageSwitch(page).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Loslegen' })).toBeVisible();
    await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Rechtliches' })).toBeVisible();
    await expect(page).toHaveTitle(/Anmelden oder Konto erstellen/);

    // A client-side check and a sign-in refused by the server, each worded in German.
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await page.getByLabel('E-Mail').fill('nobody-here@example.com');
    await page.getByLabel('Passwort', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    const text = await page.locator('body').innerText();
    for (const english of ENGLISH_ON_SIGN_IN) expect(text, english).not.toContain(english);
    await expectAccessible(page, 'sign-in in German');
  });

  test('a browser that prefers German gets German from the first paint', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const page = await context.newPage();
    const response = await page.goto('/forgot-password');
    expect(await response!.text()).toContain('<html lang="de"');
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeVisible();
    await context.close();
  });

  test("a signed-in user's choice is stored with the account and survives signing out and in", async ({
    page,
    account,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await languageSwitch(page).selectOption('de');
    await expect(page.getByRole('heading', { name: 'Profileinstellungen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Persönliche Angaben' })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/me')).json()).profile.language)
      .toBe('de');

    await page.getByRole('button', { name: 'Profil', exact: true }).hover();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();

    // Without this browser's memory, the account's own choice brings German back.
    await page.context().clearCookies({ name: 'orrery_lang' });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await signInThroughUi(page, account.email, PASSWORD);
    await expect(page.getByRole('link', { name: 'Bibliothek' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the switch fits a 390 px phone in German with nothing overflowing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth');
    await languageSwitch(page).selectOption('de');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Anmelden', 'Loslegen']) {
      const box = await page.getByRole('banner').getByRole('link', { name, exact: true }).boundingBox();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'language-de-390-sign-in', { viewport: true });
  });
});
