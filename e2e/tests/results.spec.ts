import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JOHN_LENNON, YOKO_ONO } from '@orrery/core/readings/__fixtures__/requests';
import { screenshot, signUpThroughUi, uniqueEmail } from './helpers';
import { verifyEmail } from './mail';

const john = JOHN_LENNON;
// Without a birth time, so the compatibility page shows what it cannot know.
const yoko = { ...YOKO_ONO, birthTime: null };

/** Readings are made through the API here: the generator forms have their own tests. */
async function createReading(page: Page, app: string, input: unknown): Promise<string> {
  const res = await page.request.post('/api/readings', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      app,
      idempotencyKey: `e2e-results-${app}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      input,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).reading.readingId;
}

async function newUser(page: Page, name: string) {
  const email = uniqueEmail('results');
  await signUpThroughUi(page, email, name);
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/app$/);
  // The welcome credits that pay for the readings arrive with the confirmed address.
  await verifyEmail(page, email);
}

test('result pages show each reading from the server, never from the link', async ({ page }) => {
  test.slow();
  await newUser(page, 'Ada Results');

  // Tarot: the query's text and cards are ignored; only the id is used.
  const tarotId = await createReading(page, 'tarot-traditional', {
    firstName: 'Ada',
    question: 'What should I focus on?',
    cut: 'here',
  });
  await page.goto(`/tarot-result?readingId=${tarotId}&readingText=FORGED%20TEXT&pastCardName=The%20Fool`);
  await expect(page.getByRole('heading', { name: 'Your Tarot Reading', level: 1 })).toBeVisible();
  await expect(page.getByText('FORGED TEXT')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /in the position (Past|Present|Future)$/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Check in my browser' }).click();
  await expect(
    page.getByText('Verified: the seed matches the commitment and replays these cards'),
  ).toBeVisible();

  // Celtic Cross through the legacy `data` parameter: only its id is used, never its text.
  const crossId = await createReading(page, 'tarot-celtic-cross', {
    firstName: 'Ada',
    question: 'Where is my work heading?',
  });
  await page.goto(
    `/tarot-celtic-cross-result?data=${encodeURIComponent(JSON.stringify({ reading_result_id: crossId, text: 'FORGED' }))}`,
  );
  await expect(page.getByRole('heading', { name: 'Your Celtic Cross Reading' })).toBeVisible();
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('img') })
      .getByRole('img'),
  ).toHaveCount(10);
  await expect(page.getByText('FORGED')).toHaveCount(0);
  await screenshot(page, 'results-celtic-cross');

  // Life path: three numbers, and Go to Reading moves focus to the reading.
  const lifeId = await createReading(page, 'lifepathnumber', {
    firstName: 'Mary Lynn',
    lastName: 'Bryant',
    birthDate: '1990-05-14',
  });
  await page.goto(`/lifepathnumber-result?readingId=${lifeId}`);
  for (const title of ['Life Path', 'Destiny', 'Soul Urge'])
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('5 + 5 + 1 = 11/2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Reading' }).click();
  await expect(page.getByRole('region', { name: 'Your Life Path reading' })).toBeFocused();

  // Natal: the wheel has a text alternative and the method panel names the zone.
  const natalId = await createReading(page, 'natalbirthchart', john);
  await page.goto(`/natalbirthchart_result/${natalId}`);
  await expect(
    page.getByRole('img', { name: /Natal chart wheel for John Lennon: Sun in Libra/ }),
  ).toBeVisible();
  // The tables are folded under Technical details, after the report.
  await expect(page.getByRole('table', { name: 'Placements' })).toBeHidden();
  await page.locator('#technical-details > summary').click();
  await expect(page.getByRole('table', { name: 'Placements' }).getByRole('row')).toHaveCount(19);
  await expect(page.getByText(/read as local time in Europe\/London/)).toBeVisible();
  await expect(page.getByText('October 9, 1940')).toBeVisible();
  // Aspect lines have a table alternative and a toggle; the wheel is one tab stop, arrows move in it.
  await expect(page.getByRole('table', { name: 'Aspects' }).getByRole('row').nth(1)).toBeVisible();
  const lines = page.getByRole('checkbox', { name: /Show aspect lines/ });
  await expect(lines).toBeChecked();
  const wheel = page.getByRole('img', { name: /Natal chart wheel/ });
  await expect(wheel.locator('g[tabindex="0"]')).toHaveCount(1);
  await wheel.locator('g[tabindex="0"]').focus();
  const live = page.locator('figcaption[aria-live]');
  const first = await live.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(live).not.toHaveText(first ?? '');
  await expect(wheel.locator('g[tabindex="0"]')).toBeFocused();
  await page
    .getByRole('img', { name: /Natal chart wheel/ })
    .locator('text')
    .filter({ hasText: /^7$/ })
    .hover();
  await expect(page.locator('figcaption[aria-live]')).toHaveText('House 7: Partnerships');
  await screenshot(page, 'results-natal');

  // Compatibility with one unknown birth time: the range and the N/A time.
  const compatibilityId = await createReading(page, 'compatibility', { person1: john, person2: yoko });
  await page.goto(`/compatibility_result/${compatibilityId}`);
  await expect(page.getByRole('img', { name: /Compatibility score \d+ out of 44/ })).toBeVisible();
  await expect(page.getByText(/score could be anywhere from \d+ to \d+/)).toBeVisible();
  await expect(page.getByText('N/A')).toBeVisible();
  await expect(page.getByText('February 18, 1933')).toBeVisible();
  await expect(page.getByText(/Generated on /)).toBeVisible();
  await expect(page.getByText('Uncertain Moon:')).toBeVisible();
});

test("another user's reading answers not found, never their data", async ({ page, browser }) => {
  // Two people sign up through the form and confirm their addresses by mail.
  test.slow();
  await newUser(page, 'Owner One');
  const natalId = await createReading(page, 'natalbirthchart', john);
  const lifeId = await createReading(page, 'lifepathnumber', {
    firstName: 'Secret',
    lastName: 'Owner',
    birthDate: '1990-05-14',
  });

  const other = await browser.newPage();
  await newUser(other, 'Curious Two');
  await other.goto(`/natalbirthchart_result/${natalId}`);
  await expect(other.getByRole('heading', { name: 'Chart not found' })).toBeVisible();
  await expect(
    other.getByText("The natal chart you're looking for doesn't exist or has expired."),
  ).toBeVisible();
  await expect(other.getByText('Lennon')).toHaveCount(0);
  await other.goto(`/lifepathnumber-result?readingId=${lifeId}`);
  await expect(other.getByText("We couldn't find your Life Path Number reading.")).toBeVisible();
  await expect(other.getByRole('link', { name: 'Generate New Reading' })).toHaveAttribute(
    'href',
    '/lifepathnumber',
  );
  await other.goto('/compatibility_result/not-a-reading');
  await expect(other.getByRole('heading', { name: 'Reading Not Available' })).toBeVisible();
  await other.goto('/tarot-result');
  await expect(other.getByRole('link', { name: 'Get New Reading' })).toHaveAttribute(
    'href',
    '/tarot-traditional',
  );
  await other.close();
});
