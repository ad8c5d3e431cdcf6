import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, postAsUser, test } from './fixtures';
import {
  PASSWORD,
  expectAccessible,
  screenshot,
  signInThroughUi,
  signUpThroughUi,
  uniqueEmail,
} from './helpers';

// A 1x1 PNG: the avatar upload checks the file's bytes, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Full-page screenshots at a phone and a desktop width. */
async function screenshots(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // From the top, so the sticky header is captured where a visitor sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await screenshot(page, `${name}-${width}`);
  }
  if (original) await page.setViewportSize(original);
}

async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: 'Profile', exact: true }).hover();
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
}

test('a newcomer signs up, onboards with a place search, edits the profile with an avatar, signs out and in, and deletes the account', async ({
  page,
}) => {
  test.setTimeout(test.info().timeout * 4);
  const email = uniqueEmail('journey');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Readings written for you');
  await expect(page.getByRole('heading', { name: 'Unlock Your Cosmic Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Our Users Say' })).toBeVisible();
  await expectAccessible(page, 'landing');
  await screenshots(page, 'account-landing');

  await page.getByRole('link', { name: 'Start Your Reading' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  await expectAccessible(page, 'auth');
  await screenshots(page, 'account-auth');

  await signUpThroughUi(page, email, 'Nova Starling');
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByLabel('First name')).toHaveValue('Nova');
  await expect(page.getByLabel('Last name')).toHaveValue('Starling');
  await expectAccessible(page, 'onboarding');

  // A half-chosen date is explained beside the field and nothing typed is lost.
  await page.getByLabel('Birth day').selectOption('14');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Choose the day, month and year, or leave all three empty.')).toBeVisible();
  await expect(page.getByLabel('Birth day')).toHaveValue('14');

  await page.getByLabel('Birth month').selectOption({ label: 'July' });
  await page.getByLabel('Birth year').selectOption('1990');
  await page.getByLabel(/Birth time/).fill('08:30');
  await page.getByRole('combobox', { name: 'Birth city' }).fill('Springfield');
  const places = page.getByRole('listbox', { name: 'Matching places' });
  await expect(places.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
  // Namesakes are told apart by region and country.
  await expect(places.getByRole('option', { name: /Springfield, Illinois, United States/ })).toBeVisible();
  await expect(
    places.getByRole('option', { name: /Springfield, Massachusetts, United States/ }),
  ).toBeVisible();
  await screenshots(page, 'account-onboarding-search');
  await places.getByRole('option', { name: /Springfield, Illinois, United States/ }).click();
  await expect(page.getByLabel('Birth country')).toHaveValue('United States');
  await expect(
    page.getByText(/Chosen: Springfield, Illinois, United States \(America\/Chicago\)/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Welcome! Your profile has been saved successfully!')).toBeVisible();
  await expect(page.getByText(/Last saved \d/)).toBeVisible();
  await screenshots(page, 'account-onboarding-saved');

  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Orrery Dashboard' })).toBeVisible();
  const cards = page.getByRole('heading', { level: 3 });
  await expect(cards).toHaveText([
    'Daily Tarot Reading',
    'Natal Birth Chart',
    'Life Path Number',
    'Tarot Celtic Cross',
    'Year Ahead',
    'Compatibility',
    'Coming Soon',
  ]);
  // The natal chart and the year-ahead forecast both cost 24.
  await expect(page.getByText('24 credits').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send Feedback' })).toHaveAttribute('href', '/about#feedback');
  await expect(page.getByRole('link', { name: 'Begin Reading: Daily Tarot Reading' })).toHaveAttribute(
    'href',
    '/tarot-traditional',
  );
  // Birth data is complete for the dashboard (date, time and city).
  await expect(page.getByText('Complete your birth details')).toHaveCount(0);
  await expectAccessible(page, 'dashboard');
  await screenshots(page, 'account-dashboard');

  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByLabel('First name')).toBeDisabled();
  await expectAccessible(page, 'profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Nova Grace');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: /Profile photo of/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Nova Grace');
  const avatar = page.getByRole('img', { name: /Profile photo of/ });
  await expect(avatar).toHaveAttribute('src', /^\/api\/avatars\/[a-f0-9]{32}\.png$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await screenshots(page, 'account-profile');

  // A text file posing as an image is refused beside the photo, and the edits stay.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Last name').fill('Starling-Moon');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please choose a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  await expect(page.getByLabel('Last name')).toHaveValue('Starling-Moon');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Last name')).toHaveValue('Starling');

  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/app$/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog).toContainText('Payments and the credit ledger: kept for 10 years');
  await expect(dialog).toContainText('erased after 2 years');
  await expect(dialog).toContainText('the new account starts empty');
  await screenshot(page, 'account-delete-dialog');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'account-delete-dialog-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account Deleted.')).toBeVisible();
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth\?returnUrl=%2Fapp$/);
  // The password went with the account: signing in fails like any unknown address, which also
  // keeps the page from telling strangers that this address once had an account.
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
});

test('phones get a side drawer with the same items, and no ambient player', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughUi(page, uniqueEmail('drawer'), 'Lyra Vale');
  await expect(page).toHaveURL(/\/onboarding/);
  await screenshot(page, 'account-onboarding-390');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Complete your birth details')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send Feedback' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  for (const name of ['Dashboard', 'Library', 'Buy Credits', 'Profile Settings'])
    await expect(drawer.getByRole('link', { name })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await screenshot(page, 'account-drawer-390');
  await drawer.getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.waitForTimeout(2000);
  await expect(page.getByRole('complementary', { name: 'Ambient Sounds' })).toHaveCount(0);
});

test('the feedback form explains bad input, sends, and thanks', async ({ page }) => {
  await signUpThroughUi(page, uniqueEmail('feedback'));
  await expect(page).toHaveURL(/\/onboarding/);
  await page.goto('/about#feedback');
  await expect(page.getByRole('heading', { name: 'About Orrery' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send Feedback' });
  await page.getByLabel('Your message').fill('   ');
  await send.click();
  await expect(page.getByText('Please enter your feedback.')).toBeVisible();
  await page.getByLabel('Your message').fill('x'.repeat(5001));
  await send.click();
  await expect(page.getByText('Please keep your feedback under 5000 characters.')).toBeVisible();
  await page.getByLabel('Your message').fill('The natal chart was spot on.');
  await send.click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('');
  await expectAccessible(page, 'about');
  await screenshots(page, 'account-about');
});

test('the ambient player is in reach at every wide width, never covers the page, and remembers its volume', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/legal');
  const panel = page.getByRole('complementary', { name: 'Ambient Sounds' });
  await expect(panel).toBeVisible({ timeout: 10_000 });
  /** Leaf texts and pictures of the page that lie under the player as it is drawn now. */
  const covered = () =>
    page.evaluate(() => {
      const panelBox = document.querySelector('aside[aria-label="Ambient Sounds"]')!.getBoundingClientRect();
      return Array.from(document.querySelectorAll('main *, footer *'))
        .filter(
          (el) => el.children.length === 0 && (el.textContent?.trim() || /^(IMG|SVG)$/i.test(el.tagName)),
        )
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .filter(
          (r) =>
            r.left < panelBox.right &&
            panelBox.left < r.right &&
            r.top < panelBox.bottom &&
            panelBox.top < r.bottom,
        ).length;
    });
  // Folded to its button, it is on screen without scrolling at every width, sits in the gutter
  // beside the content column from 1280 px, and the page's end scrolls clear of it everywhere.
  for (const width of [768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(panel.getByRole('button', { name: 'Expand ambient sounds' })).toBeInViewport({ ratio: 1 });
    if (width >= 1280) expect(await covered(), `elements under the button at ${width} px`).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(panel.getByRole('button', { name: 'Expand ambient sounds' })).toBeInViewport({ ratio: 1 });
    expect(await covered(), `elements under the button at the end of the page at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await screenshot(page, 'ambient-collapsed', { viewport: true });
  await panel.getByRole('button', { name: 'Expand ambient sounds' }).click();
  const volume = panel.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveValue('0.3');
  // Open at the end of the page, the panel still leaves the footer's last links uncovered.
  expect(await covered(), 'elements under the open panel at the end of the page').toBe(0);
  await screenshot(page, 'ambient-open', { viewport: true });
  await volume.fill('0.7');
  await panel.getByRole('button', { name: 'Play ambient sounds' }).click();
  await expect(panel.getByRole('button', { name: 'Pause ambient sounds' })).toBeVisible();
  await panel.getByRole('button', { name: 'Mute ambient sounds' }).click();
  await expect(panel.getByRole('button', { name: 'Unmute ambient sounds' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('complementary', { name: 'Ambient Sounds' }).getByRole('slider', { name: 'Volume' }),
  ).toHaveValue('0.7', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Collapse ambient sounds' }).click();
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Expand ambient sounds' })).toBeInViewport();
  await page.setViewportSize({ width: 768, height: 800 });
  await screenshot(page, 'ambient-collapsed-768', { viewport: true });
});

test('legal pages, payment results and the footer', async ({ page }) => {
  // Five public pages with accessibility checks, a sign-up and two payment results: past 30 s.
  test.slow();
  await page.goto('/legal');
  await expect(page.getByRole('heading', { name: 'Legal & Privacy' })).toBeVisible();
  await expect(page.getByText(/Pamela Colman Smith/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'GeoNames' })).toBeVisible();
  await expectAccessible(page, 'legal');
  await screenshots(page, 'account-legal');
  await page.getByRole('link', { name: /Terms of Service/ }).click();
  await expect(page.getByText('Last updated 10 September 2025')).toBeVisible();
  await expect(page.getByText(/at least 13 years old/)).toBeVisible();
  await expectAccessible(page, 'terms');
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated 10 September 2025')).toBeVisible();
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Orrery`);
  for (const name of ['About Us', 'Pricing', 'Legal & Privacy', 'Terms', 'Privacy Policy', 'Impressum']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Orrery on Instagram' })).toBeVisible();

  await page.goto('/success');
  await expect(page).toHaveURL(/\/auth\?returnUrl=%2Fsuccess$/);
  await signUpThroughUi(page, uniqueEmail('pay'));
  await expect(page).toHaveURL(/\/onboarding/);
  // Without a checkout to confirm, the page never claims that credits were added.
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'Payment not found' })).toBeVisible();
  await expect(page.getByText('Your cosmic credits have been added')).toHaveCount(0);
  await page.goto('/cancel');
  await expect(page.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();
});

test('the header shows Processing sign in... while sign-in parameters are present', async ({ page }) => {
  await page.goto('/auth/callback?code=abc&returnUrl=%2Fapp');
  await expect(page.getByText('Processing sign in...')).toBeVisible();
});

test('signing out in one tab ends the session in the others with the session-ended message', async ({
  page,
  context,
}) => {
  await signUpThroughUi(page, uniqueEmail('tabs'));
  await expect(page).toHaveURL(/\/onboarding/);
  const other = await context.newPage();
  await other.goto('/app');
  await expect(other.getByRole('heading', { name: 'Orrery Dashboard' })).toBeVisible();
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(other).toHaveURL(/\/auth\?returnUrl=%2Fapp$/);
  await expect(other.getByRole('alert')).toHaveText(
    'Authentication session ended. Please try signing in again.',
  );
});

test('the profile offers a small account’s data as one ZIP download at once', async ({
  page,
  account: _signedIn,
}) => {
  await page.goto('/profile');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orrery-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await fs.promises.readFile((await download.path())!);
  // Every ZIP starts with a local file header.
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
});

test('a larger account’s data is prepared in the background with its progress, then offered', async ({
  page,
  baseURL,
  account: _signedIn,
}) => {
  const created = await postAsUser(page, baseURL!, '/api/readings', {
    app: 'lifepathnumber',
    idempotencyKey: `e2e-export-${Date.now()}`,
    input: { firstName: 'Ada', lastName: 'Reader', birthDate: '1990-04-12' },
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Preparing your data… \d+%|Your data is ready/ }),
  ).toBeVisible();
  const link = page.getByRole('link', { name: 'Download your data (ZIP)' });
  await expect(link).toBeVisible();
  await screenshot(page, 'profile-export-ready');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^orrery-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await fs.promises.readFile((await download.path())!);
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
});
