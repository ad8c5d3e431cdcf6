import { expect, type Locator, type Page, test } from '@playwright/test';
import { screenshot, signUpThroughUi, uniqueEmail } from './helpers';

/** Fills one person's birth details; the city is picked from the place search. */
async function fillBirth(
  scope: Locator | Page,
  person: {
    first: string;
    last: string;
    day: string;
    month: string;
    year: string;
    time: string;
    city: string;
    pick: RegExp;
  },
) {
  await scope.getByLabel('First name').fill(person.first);
  await scope.getByLabel('Last name').fill(person.last);
  await scope.getByLabel('Birth day').selectOption(person.day);
  await scope.getByLabel('Birth month').selectOption({ label: person.month });
  await scope.getByLabel('Birth year').selectOption(person.year);
  await scope.getByLabel(/Birth time/).fill(person.time);
  await scope.getByRole('combobox', { name: 'Birth city' }).fill(person.city);
  const option = scope
    .getByRole('listbox', { name: 'Matching places' })
    .getByRole('option', { name: person.pick });
  await option.first().click({ timeout: 10_000 });
}

async function expectBalance(page: Page, credits: number) {
  await expect(page.getByRole('link', { name: `${credits} Credits` }).first()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

let firstUserNatalPath = '';

test('a user generates all five readings, finds them in the library, searches, filters, pages and deletes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughUi(page, uniqueEmail('reader'), 'Ada Reader');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expectBalance(page, 200);

  // Life path (5 credits)
  await page.goto('/lifepathnumber');
  await page.getByLabel('First name(s) at birth').fill('Mary Lynn');
  await page.getByLabel('Last name at birth').fill('Bryant');
  await page.getByLabel('Birth day').selectOption('14');
  await page.getByLabel('Birth month').selectOption({ label: 'May' });
  await page.getByLabel('Birth year').selectOption('1990');
  await page.getByRole('button', { name: 'Calculate My Numbers' }).click();
  await expect(page).toHaveURL(/\/lifepathnumber-result\?readingId=/);
  await expect(page.getByText('Life Path', { exact: true }).first()).toBeVisible();
  await expectBalance(page, 195);
  await screenshot(page, 'result-lifepath');

  // Daily tarot (4): the seal is shown before the draw and verifies after it.
  await page.goto('/tarot-traditional');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Your question').fill('What should I focus on this month?');
  const commitment = (await page.getByTestId('draw-commitment').textContent())!.trim();
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Cut at random' }).click();
  await page.getByRole('button', { name: 'Draw My Cards' }).click();
  await expect(page).toHaveURL(/\/tarot-result\?readingId=/);
  await expect(page.getByText(commitment)).toBeVisible();
  await expectBalance(page, 191);
  await screenshot(page, 'result-tarot');

  // Celtic Cross (12)
  await page.goto('/tarot-celtic-cross');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Your question').fill('Where is my career heading this year?');
  await expect(page.getByTestId('draw-commitment')).toBeVisible();
  await page.getByRole('button', { name: 'Draw My Cards' }).click();
  await expect(page).toHaveURL(/\/tarot-celtic-cross-result\?readingId=/);
  await expectBalance(page, 179);
  await screenshot(page, 'result-celtic-cross');

  // Compatibility (8)
  await page.goto('/compatibility');
  await fillBirth(page.getByRole('group', { name: 'Person 1' }), {
    first: 'John',
    last: 'Lennon',
    day: '9',
    month: 'October',
    year: '1940',
    time: '18:30',
    city: 'Liverpool',
    pick: /Liverpool, ENG, United Kingdom/,
  });
  await fillBirth(page.getByRole('group', { name: 'Person 2' }), {
    first: 'Yoko',
    last: 'Ono',
    day: '18',
    month: 'February',
    year: '1933',
    time: '20:30',
    city: 'Tokyo',
    pick: /Tokyo/,
  });
  await page.getByRole('button', { name: 'Reveal Our Compatibility' }).click();
  await expect(page).toHaveURL(/\/compatibility_result\//);
  await expect(page.getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
  await expectBalance(page, 171);
  await screenshot(page, 'result-compatibility');

  // Natal chart (24), with an unknown birth time
  await page.goto('/natalbirthchart');
  await fillBirth(page, {
    first: 'Ada',
    last: 'Reader',
    day: '10',
    month: 'December',
    year: '1985',
    time: '',
    city: 'London',
    pick: /London, ENG, United Kingdom/,
  });
  await page.getByLabel(/I don’t know the birth time/).check();
  await page.getByRole('button', { name: 'Generate My Chart' }).click();
  await expect(page).toHaveURL(/\/natalbirthchart_result\//);
  await expect(page.getByRole('heading', { name: 'Birth Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How we computed this' })).toBeVisible();
  await expectBalance(page, 147);
  firstUserNatalPath = new URL(page.url()).pathname;
  await screenshot(page, 'result-natal');

  // More readings through the API so the library has a second page.
  for (let i = 0; i < 23; i++) {
    const res = await page.request.post('/api/readings', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        app: 'lifepathnumber',
        idempotencyKey: `e2e-extra-${Date.now()}-${i}`,
        input: { firstName: 'Extra', lastName: `Reading${i}`, birthDate: '1980-01-01' },
      },
    });
    expect(res.status()).toBe(200);
  }

  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Orrery Library' })).toBeVisible();
  const items = page.getByRole('link', { name: /^Open / });
  await expect(items).toHaveCount(25);
  await page.getByRole('navigation', { name: 'Library pages' }).getByRole('button', { name: /Next/ }).click();
  await expect(items).toHaveCount(3);
  await screenshot(page, 'library-page-2');

  await page.getByPlaceholder('App name or question').fill('CAREER');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAccessibleName(/Tarot Celtic Cross/);
  await page.getByPlaceholder('App name or question').fill('');
  await page
    .getByLabel(/filter|app/i)
    .first()
    .selectOption({ label: 'Compatibility' });
  await expect(items).toHaveCount(1);
  await items.first().click();
  await expect(page).toHaveURL(/\/compatibility_result\//);

  await page.goto('/library');
  await page.getByPlaceholder('App name or question').fill('career');
  await expect(items).toHaveCount(1);
  await page.getByRole('button', { name: /^Delete Tarot Celtic Cross reading/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this reading?' })
    .getByRole('button', { name: 'Delete Reading' })
    .click();
  await expect(page.getByText('Reading deleted successfully')).toBeVisible();
  await expect(items).toHaveCount(0);

  // Insufficient credits: spend down through the API, then try a Celtic Cross in the UI.
  await page.request.post('/api/readings', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      app: 'natalbirthchart',
      idempotencyKey: `e2e-spend-${Date.now()}`,
      input: {
        firstName: 'A',
        lastName: 'B',
        birthDate: '1980-01-01',
        birthTime: '10:00',
        city: 'Paris',
        country: 'FR',
      },
    },
  });
  await page.goto('/tarot-celtic-cross');
  await expectBalance(page, 8);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Your question').fill('Can I afford this?');
  await page.getByRole('button', { name: 'Draw My Cards' }).click();
  await expect(page.getByText('You need 12 credits but have 8.')).toBeVisible();
  await screenshot(page, 'insufficient-credits');
  await expect(page).toHaveURL(/\/pricing$/, { timeout: 10_000 });
});

test("another user's reading id answers not found, never the reading", async ({ page }) => {
  expect(firstUserNatalPath).toMatch(/^\/natalbirthchart_result\//);
  await signUpThroughUi(page, uniqueEmail('stranger'), 'Sam Stranger');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await page.goto(firstUserNatalPath);
  await expect(page.getByText(/Chart not found/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Birth Information' })).toHaveCount(0);
});
