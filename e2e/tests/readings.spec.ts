import type { Locator, Page } from '@playwright/test';
import { expect, postAsUser, signUpThroughApi, test } from './fixtures';
import { screenshot } from './helpers';
import { SAMPLE_READING_REQUESTS } from '@orrery/core/readings/__fixtures__/requests';

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

const LENNON = {
  first: 'John',
  last: 'Lennon',
  day: '9',
  month: 'October',
  year: '1940',
  time: '18:30',
  city: 'Liverpool',
  pick: /Liverpool, England, United Kingdom/,
};
const ONO = {
  first: 'Yoko',
  last: 'Ono',
  day: '18',
  month: 'February',
  year: '1933',
  time: '20:30',
  city: 'Tokyo',
  pick: /Tokyo/,
};

function lifePathRequest(lastName: string, idempotencyKey = `e2e-${Date.now()}-${lastName}`) {
  return {
    app: 'lifepathnumber',
    idempotencyKey,
    input: { firstName: 'Extra', lastName, birthDate: '1980-01-01' },
  };
}

test('a life path reading goes from the form to its result and costs 5 credits', async ({
  page,
  account: _signedIn,
}) => {
  await page.goto('/lifepathnumber');
  // The answer to the POST is the reading: the result page opens without asking for it again
  // (the voice guide's own state, under /voice, is another resource).
  const readingRequests: string[] = [];
  page.on('request', (request) => {
    if (/^\/api\/readings(\/[^/]+)?$/.test(new URL(request.url()).pathname)) {
      readingRequests.push(request.method());
    }
  });
  await expectBalance(page, 200);
  await page.getByLabel('First name(s) at birth').fill('Mary Lynn');
  await page.getByLabel('Last name at birth').fill('Bryant');
  await page.getByLabel('Birth day').selectOption('14');
  await page.getByLabel('Birth month').selectOption({ label: 'May' });
  await page.getByLabel('Birth year').selectOption('1990');
  await page.getByRole('button', { name: 'Calculate My Numbers' }).click();
  await expect(page).toHaveURL(/\/lifepathnumber-result\?readingId=/);
  await expect(page.getByText('Life Path', { exact: true }).first()).toBeVisible();
  await expectBalance(page, 195);
  expect(readingRequests).toEqual(['POST']);
  await screenshot(page, 'result-lifepath');
});

test('a daily tarot shows the seal before the draw and the same seal with the cards', async ({
  page,
  account,
}) => {
  await page.goto('/tarot-traditional');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Your question').fill('What should I focus on this month?');
  const commitment = (await page.getByTestId('draw-commitment').textContent())!.trim();
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Cut at random' }).click();
  await page.getByRole('button', { name: 'Draw My Cards' }).click();
  await expect(page).toHaveURL(/\/tarot-result\?readingId=/);
  await expect(page.getByText(commitment)).toBeVisible();
  await expectBalance(page, 196);
  await screenshot(page, 'result-tarot');
});

test('a Celtic Cross reading costs 12 credits', async ({ page, account }) => {
  await page.goto('/tarot-celtic-cross');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Your question').fill('Where is my career heading this year?');
  await expect(page.getByTestId('draw-commitment')).toBeAttached();
  await page.getByRole('button', { name: 'Draw My Cards' }).click();
  await expect(page).toHaveURL(/\/tarot-celtic-cross-result\?readingId=/);
  await expectBalance(page, 188);
  await screenshot(page, 'result-celtic-cross');
});

test('a compatibility reading for two people picked from the place search', async ({
  page,
  account: _signedIn,
}) => {
  await page.goto('/compatibility');
  await fillBirth(page.getByRole('group', { name: 'Person 1' }), LENNON);
  await fillBirth(page.getByRole('group', { name: 'Person 2' }), ONO);
  // The bond is read as a couple unless the reader says otherwise.
  const bond = page.getByLabel('What are you to each other?');
  await expect(bond).toHaveValue('romantic');
  await bond.selectOption({ label: 'Friends' });
  await page.getByRole('button', { name: 'Reveal Our Compatibility' }).click();
  await expect(page).toHaveURL(/\/compatibility_result\//);
  await expect(page.getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
  await expect(page.getByTestId('relationship')).toHaveText('Read for: Friends');
  await expect(page.getByText(/This reading looks at John and Yoko as friends/)).toBeVisible();
  await expectBalance(page, 192);
  await screenshot(page, 'result-compatibility');
});

test('a natal chart with an unknown birth time', async ({ page, account }) => {
  await page.goto('/natalbirthchart');
  await fillBirth(page, {
    first: account.firstName,
    last: 'Reader',
    day: '10',
    month: 'December',
    year: '1985',
    time: '',
    city: 'London',
    pick: /London, England, United Kingdom/,
  });
  await page.getByLabel(/I don’t know the birth time/).check();
  await page.getByRole('button', { name: 'Generate My Chart' }).click();
  await expect(page).toHaveURL(/\/natalbirthchart_result\//);
  await expect(page.getByRole('heading', { name: 'Birth Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How we computed this' })).toBeVisible();
  await expectBalance(page, 176);
  await screenshot(page, 'result-natal');
});

test('the library pages, searches, filters and deletes readings', async ({
  page,
  account: _signedIn,
  baseURL,
}) => {
  await page.goto('/app');
  const readings = [
    ...Array.from({ length: 24 }, (_, i) => lifePathRequest(`Reading${String.fromCharCode(65 + i)}`)),
    {
      app: 'tarot-celtic-cross',
      idempotencyKey: `e2e-career-${Date.now()}`,
      input: { firstName: 'Ada', question: 'Where is my career heading this year?' },
    },
    {
      app: 'compatibility',
      idempotencyKey: `e2e-pair-${Date.now()}`,
      ...SAMPLE_READING_REQUESTS.compatibility,
    },
  ];
  for (const reading of readings) {
    expect((await postAsUser(page, baseURL!, '/api/readings', reading)).status()).toBe(200);
  }

  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Orrery Library' })).toBeVisible();
  const items = page.getByRole('link', { name: /^Open / });
  await expect(items).toHaveCount(25);
  await page.getByRole('navigation', { name: 'Library pages' }).getByRole('button', { name: /Next/ }).click();
  await expect(items).toHaveCount(1);
  await screenshot(page, 'library-page-2');

  await page.getByPlaceholder('App name, question or name').fill('CAREER');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAccessibleName(/Tarot Celtic Cross/);
  await page.getByPlaceholder('App name, question or name').fill('');
  await expect(items).toHaveCount(25);
  await page
    .getByLabel(/filter|app/i)
    .first()
    .selectOption({ label: 'Compatibility' });
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAccessibleName(/Compatibility/);
  await items.first().click();
  await expect(page).toHaveURL(/\/compatibility_result\//);

  await page.goto('/library');
  await page.getByPlaceholder('App name, question or name').fill('career');
  await expect(items).toHaveCount(1);
  await page.getByRole('button', { name: /^Delete Tarot Celtic Cross reading/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this reading?' })
    .getByRole('button', { name: 'Delete Reading' })
    .click();
  await expect(page.getByText('Reading deleted successfully')).toBeVisible();
  await expect(items).toHaveCount(0);
});

test("another user's reading id answers not found, never the reading", async ({
  page,
  account: _signedIn,
  baseURL,
  browser,
}) => {
  await page.goto('/app');
  const natal = {
    app: 'natalbirthchart',
    idempotencyKey: `e2e-private-${Date.now()}`,
    input: {
      firstName: 'Private',
      lastName: 'Person',
      birthDate: '1980-01-01',
      birthTime: '10:00',
      city: 'Paris',
      country: 'FR',
    },
  };
  const created = await postAsUser(page, baseURL!, '/api/readings', natal);
  const { reading } = await created.json();

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signUpThroughApi(strangerPage, baseURL!, `stranger-${Date.now()}@example.com`, 'Sam Stranger');
  await strangerPage.goto(`/natalbirthchart_result/${reading.readingId}`);
  await expect(strangerPage.getByText(/Chart not found/)).toBeVisible();
  await expect(strangerPage.getByRole('heading', { name: 'Birth Information' })).toHaveCount(0);
  await stranger.close();
});
