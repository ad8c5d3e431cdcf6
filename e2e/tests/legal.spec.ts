import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, screenshot } from './helpers';

const german = (page: Page) => page.getByRole('region', { name: 'Deutsch (verbindlich)' });
const english = (page: Page) => page.getByRole('region', { name: 'English (translation)' });

async function overflowAt390(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Full-page screenshots from the top at a desktop and a phone width. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${width}`);
  }
}

test('the terms bind in German, shown first, with the English translation beside them on a desktop and after them on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByText('The German text is the binding version')).toBeVisible();
  await expect(german(page)).toHaveAttribute('lang', 'de');
  await expect(english(page)).toHaveAttribute('lang', 'en');
  await expect(page.locator('section[lang]').first()).toHaveAttribute('lang', 'de');
  await expect(german(page).getByRole('heading', { level: 2 })).toHaveText('Nutzungsbedingungen (AGB)');
  await expect(german(page)).toContainText('Stand: 10. September 2025');
  await expect(german(page)).toContainText('spätestens 24 Stunden vor dem Verlängerungstermin');
  await expect(german(page)).toContainText('sind die Gerichte in Berlin zuständig');
  await expect(german(page)).toContainText('enthalten die gesetzliche Umsatzsteuer');
  await expect(english(page)).toContainText('Last updated 10 September 2025');

  // Side by side, each section level with its translation.
  const [de, en] = [await german(page).boundingBox(), await english(page).boundingBox()];
  expect(de!.x + de!.width).toBeLessThanOrEqual(en!.x);
  expect(de!.y).toBe(en!.y);
  const law = await german(page)
    .getByRole('heading', { name: '9. Anwendbares Recht und Gerichtsstand' })
    .boundingBox();
  const lawEn = await english(page).getByRole('heading', { name: '9. Law and jurisdiction' }).boundingBox();
  expect(Math.abs(law!.y - lawEn!.y)).toBeLessThan(1);
  await expect(page.getByRole('navigation', { name: 'Language versions' })).toBeHidden();
  await expectAccessible(page, 'terms, side by side');

  // On a phone, one after the other, with a jump to the translation that moves focus there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const versions = page.getByRole('navigation', { name: 'Language versions' });
  await expect(versions.getByRole('link', { name: 'Deutsch (verbindlich)' })).toBeVisible();
  const [deStacked, enStacked] = [await german(page).boundingBox(), await english(page).boundingBox()];
  expect(enStacked!.y).toBeGreaterThanOrEqual(deStacked!.y + deStacked!.height);
  expect(await overflowAt390(page)).toBeLessThanOrEqual(0);
  await versions.getByRole('link', { name: 'English (translation)' }).click();
  await expect(english(page)).toBeFocused();
  await expect(english(page).getByRole('heading', { name: 'Terms of Service' })).toBeInViewport();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expectAccessible(page, 'terms, one after the other');
});

test('every legal page at a phone and a desktop width, for an English reader', async ({ page }) => {
  test.slow();
  for (const [path, name] of [
    ['/legal', 'legal-hub'],
    ['/terms-of-service', 'legal-terms'],
    ['/privacy-policy', 'legal-privacy'],
    ['/impressum', 'legal-impressum'],
  ] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path !== '/legal') await expect(english(page)).toBeVisible();
    expect(await overflowAt390(page), path).toBeLessThanOrEqual(0);
    await screenshots(page, name);
  }
  await expectAccessible(page, 'impressum');
});

test('a German reader gets the page around the texts in German, and still both texts', async ({ page }) => {
  test.slow();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.getByRole('banner').getByRole('combobox').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(page.getByText('Verbindlich ist die deutsche Fassung')).toBeVisible();
  await expect(english(page).getByRole('heading', { level: 2 })).toHaveText('Privacy Policy');
  await expect(german(page)).toContainText('Art. 6 Abs. 1 lit. b DSGVO');

  // After a reload the server sends the page in German from the first paint.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await page.getByRole('link', { name: '← Rechtliches & Datenschutz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechtliches & Datenschutz');
  await expect(page.getByText(/Pamela Colman Smith/)).toBeVisible();
  await expectAccessible(page, 'legal hub in German');
  await screenshots(page, 'legal-de-hub');
  await page.getByRole('link', { name: /Nutzungsbedingungen \(AGB\)/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutzungsbedingungen (AGB)');
  await expect(english(page)).toContainText('at least 13 years old');
  await screenshots(page, 'legal-de-terms');
  await page.goto('/impressum');
  await expect(german(page)).toContainText('Verbraucherstreitbeilegung');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowAt390(page)).toBeLessThanOrEqual(0);
  await screenshots(page, 'legal-de-impressum');
});
