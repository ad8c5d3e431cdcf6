import { JOHN_LENNON, YOKO_ONO } from '@orrery/core/readings/__fixtures__/requests';
import type { Locator, Page } from '@playwright/test';
import { expect, postAsUser, test } from './fixtures';
import { screenshot } from './helpers';

/** Each screen at a phone's and a laptop's width, for a person to look at. */
async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
}

async function createReading(page: Page, baseURL: string, app: string, input: unknown) {
  const res = await postAsUser(page, baseURL, '/api/readings', {
    app,
    idempotencyKey: `e2e-paying-${app}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    input,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { reading: { readingId: string }; balance: number };
}

const NORA = { ...JOHN_LENNON, firstName: 'Nora', lastName: 'Quill' };
const TOMAS = { ...YOKO_ONO, firstName: 'Tomas', lastName: 'Berg' };

test('a reader who spent every credit is offered Buy credits, finds both names in the library and each reading in the credit history', async ({
  page,
  baseURL,
  account: _signedIn,
}) => {
  test.setTimeout(test.info().timeout * 4);
  // 200 welcome credits: eight natal charts (24 each) and one compatibility reading (8) spend them all.
  const natal: string[] = [];
  for (let i = 0; i < 8; i++)
    natal.push((await createReading(page, baseURL!, 'natalbirthchart', JOHN_LENNON)).reading.readingId);
  const compatibility = await createReading(page, baseURL!, 'compatibility', {
    person1: NORA,
    person2: TOMAS,
  });
  expect(compatibility.balance).toBe(0);

  await page.goto('/app');
  await expect(page.getByText('You have 0 credits to spend.')).toBeVisible();
  const buy = page.getByRole('main').getByRole('link', { name: 'Buy credits' });
  await expect(buy).toBeVisible();
  await bothWidths(page, 'paying-dashboard-zero-credits');
  await buy.click();
  await expect(page).toHaveURL(/\/pricing$/);

  // The free conversation is used up: reactivating costs 2, and the guide says where to get them.
  const voice = `/api/readings/${natal[0]}/voice`;
  expect((await postAsUser(page, baseURL!, `${voice}/sessions`, {})).status()).toBe(200);
  expect((await postAsUser(page, baseURL!, `${voice}/end`, {})).status()).toBe(200);
  await page.goto(`/natalbirthchart_result/${natal[0]}`);
  const guide = page.locator('#voice-guide');
  await expect(guide.getByText('Insufficient credits (0/2 needed)')).toBeVisible();
  await guide.getByRole('link', { name: 'Buy credits' }).first().scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 390, height: 844 });
  await guide.screenshot({ path: `${import.meta.dirname}/../screenshots/paying-voice-zero-credits-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await guide.screenshot({
    path: `${import.meta.dirname}/../screenshots/paying-voice-zero-credits-1280.png`,
  });
  await guide.getByRole('link', { name: 'Buy credits' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);

  // The library names both people, and finds the reading by the partner's name.
  await page.goto('/library');
  await expect(page.getByText('For Nora & Tomas')).toBeVisible();
  await page.getByLabel('Search').fill('tomas');
  await expect(page).toHaveURL(/search=tomas/);
  await expect(page.getByRole('link', { name: /^Open / })).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: 'Open Compatibility reading: For Nora & Tomas' }),
  ).toBeVisible();
  await bothWidths(page, 'paying-library-partner-search');

  // The credit history names each reading and opens it.
  await page.goto('/profile');
  const history = page.getByRole('table', { name: 'Your latest credit changes' });
  await expect(history.getByRole('link', { name: 'Natal Birth Chart for John' })).toHaveCount(8);
  await expect(history.getByText('Reading', { exact: true })).toHaveCount(0);
  await bothWidths(page, 'paying-credit-history');
  await history.getByRole('link', { name: 'Compatibility for Nora & Tomas' }).click();
  await expect(page).toHaveURL(new RegExp(`/compatibility_result/${compatibility.reading.readingId}$`));
});

test.describe('in British English', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('every screen writes dates the same way, in the reader’s locale', async ({
    page,
    baseURL,
    account: _signedIn,
  }) => {
    const { reading } = await createReading(page, baseURL!, 'natalbirthchart', JOHN_LENNON);
    const longDateTime = /^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/;

    await page.goto(`/natalbirthchart_result/${reading.readingId}`);
    await expect(page.getByText('9 October 1940', { exact: true })).toBeVisible();

    await page.goto('/library');
    await expect(page.locator('time').first()).toHaveText(longDateTime);

    await page.goto('/profile');
    const history = page.getByRole('table', { name: 'Your latest credit changes' });
    await expect(history.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(longDateTime);
  });
});

test('the compatibility form names the real fault instead of asking to fill in every field', async ({
  page,
  account: _signedIn,
}) => {
  await page.goto('/compatibility');
  const fill = async (scope: Locator, person: typeof NORA, day: string, month: string, year: string) => {
    await scope.getByLabel('First name').fill(person.firstName);
    await scope.getByLabel('Last name').fill(person.lastName);
    await scope.getByLabel('Birth day').selectOption(day);
    await scope.getByLabel('Birth month').selectOption({ label: month });
    await scope.getByLabel('Birth year').selectOption(year);
    await scope.getByLabel(/Birth time/).fill('10:00');
    await scope.getByRole('combobox', { name: 'Birth city' }).fill('Tokyo');
    await scope
      .getByRole('listbox', { name: 'Matching places' })
      .getByRole('option', { name: /Tokyo/ })
      .first()
      .click();
  };
  await fill(page.getByRole('group', { name: 'Person 1' }), NORA, '9', 'October', '1940');
  await fill(page.getByRole('group', { name: 'Person 2' }), TOMAS, '31', 'February', '1988');
  await page.getByRole('button', { name: 'Reveal Our Compatibility' }).click();
  await expect(page.getByText('Person 2: February 1988 has no day 31.')).toBeVisible();
  await expect(page.getByText('Please fill in all birth information fields for both people.')).toHaveCount(0);
  await bothWidths(page, 'paying-compatibility-real-fault');
});

test.describe('on a touch screen', () => {
  // Resizing the viewport ends Chromium's touch emulation: the phone's size is set here instead.
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('the natal result opens with the wheel and the report, folds the tables, and says Tap', async ({
    page,
    baseURL,
    account: _signedIn,
  }) => {
    const { reading } = await createReading(page, baseURL!, 'natalbirthchart', JOHN_LENNON);
    await page.goto(`/natalbirthchart_result/${reading.readingId}`);
    const wheel = page.getByRole('img', { name: /Natal chart wheel/ });
    await expect(wheel.getByText('Tap a house')).toBeVisible();
    await expect(page.getByText(/^Tap a house on the wheel/)).toBeVisible();

    // The report comes before the folded tables, and well before 4,400 px on a phone.
    const report = page.getByRole('region', { name: 'Your natal report' });
    const technical = page.locator('#technical-details > summary');
    await expect(technical).toBeVisible();
    await expect(page.getByRole('table', { name: 'Placements' })).toBeHidden();
    await expect(page.getByRole('table', { name: 'Aspects' })).toBeHidden();
    const reportTop = (await report.boundingBox())!.y;
    expect(reportTop).toBeLessThan((await technical.boundingBox())!.y);
    expect(reportTop).toBeLessThan(3_000);
    expect(reportTop).toBeGreaterThan((await wheel.boundingBox())!.y);

    // The centre label's backing is opaque: the aspect lines pass under it, not through the words.
    const backing = wheel.getByTestId('wheel-centre-label');
    const opacity = await backing.evaluate((el) => {
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = getComputedStyle(el).fill;
      probe.fillRect(0, 0, 1, 1);
      return probe.getImageData(0, 0, 1, 1).data[3]! / 255;
    });
    expect(opacity).toBe(1);
    await page.screenshot({
      path: `${import.meta.dirname}/../screenshots/paying-natal-report-first-390.png`,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: `${import.meta.dirname}/../screenshots/paying-natal-report-first-1280.png`,
    });

    await technical.click();
    await expect(page.getByRole('table', { name: 'Placements' })).toBeVisible();
  });
});

test('the dashboard promises the voice length the guide runs, and a life path name with a digit is refused before any credit is spent', async ({
  page,
  baseURL,
  account: _signedIn,
}) => {
  await page.goto('/app');
  const natalCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Natal Birth Chart' }) });
  await expect(natalCard).toContainText('10 min voice');
  const { reading } = await createReading(page, baseURL!, 'natalbirthchart', JOHN_LENNON);
  await page.goto(`/natalbirthchart_result/${reading.readingId}`);
  await expect(page.locator('#voice-guide')).toContainText('A 10-minute conversation about this reading');

  await page.goto('/lifepathnumber');
  await page.getByLabel('First name(s) at birth').fill('Nora 2');
  await page.getByLabel('Last name at birth').fill('Quill');
  await page.getByLabel('Birth day').selectOption('14');
  await page.getByLabel('Birth month').selectOption({ label: 'May' });
  await page.getByLabel('Birth year').selectOption('1990');
  await page.getByRole('button', { name: 'Calculate My Numbers' }).click();
  await expect(
    page.getByText(/may contain only letters, spaces, hyphens and apostrophes/).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/lifepathnumber$/);
  // The natal chart cost 24 of the 200 welcome credits; the refused name cost nothing.
  await expect(page.getByRole('link', { name: '176 Credits' }).first()).toBeVisible();
  await bothWidths(page, 'paying-lifepath-name-refused');
});
