import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { PASSWORD, screenshot, signUpThroughUi, uniqueEmail } from './helpers';

// What a new user trips over (issue 17): one check per item a user would notice.

const origin = (page: Page) => ({
  origin: new URL(page.url() === 'about:blank' ? BASE_URL : page.url()).origin,
});

async function createReading(page: Page, app: string, input: unknown): Promise<string> {
  const res = await page.request.post('/api/readings', {
    headers: origin(page),
    data: { app, idempotencyKey: `first-use-${Date.now()}-${Math.random().toString(36).slice(2)}`, input },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).reading.readingId;
}

async function saveProfile(page: Page, update: Record<string, unknown>) {
  const res = await page.request.patch('/api/me/profile', { headers: origin(page), data: update });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Both widths a person looks at, from the top of the page. */
async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await screenshot(page, `first-use-${name}-${width}`);
  }
}

/** One part of a long page at both widths, large enough to read. */
async function partScreenshots(page: Page, part: Locator, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({
      path: path.join(import.meta.dirname, '..', 'screenshots', `first-use-${name}-${width}.png`),
    });
  }
}

// Frida Kahlo: Coyoacán kept local mean time in 1907, an offset with seconds.
const FRIDA = {
  firstName: 'Frida',
  lastName: 'Kahlo',
  birthDate: '1907-07-06',
  birthTime: '08:30',
  city: 'Coyoacán',
  country: 'MX',
  lat: 19.35,
  lng: -99.1617,
  tz: 'America/Mexico_City',
};

test.describe('navigation and state', () => {
  test('a new page opens at the top and Back returns to where the reader was', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What Our Users Say' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // Clicked from the script: Playwright's own click would first scroll the link into view.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('footer a[href="/terms-of-service"]')!.click(),
    );
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // A fresh load of another address in the same tab starts at the top too.
    await page.goto('/legal');
    await expect(page.getByRole('heading', { name: 'Legal & Privacy' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a tarot result opens with its title and question in view', async ({ page, account: _ }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tarot-traditional');
    await page.getByLabel('Your question').fill('What should I focus on this week?');
    const submit = page.getByRole('button', { name: 'Draw My Cards' });
    await submit.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await submit.click();
    await expect(page).toHaveURL(/\/tarot-result\?readingId=/);
    await expect(page.getByRole('heading', { name: 'Your Tarot Reading', level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('every route has its own browser title', async ({ page, account: _ }) => {
    // Seven full page loads, each fetching its route's scripts and messages: past 30 s on CI.
    test.slow();
    const titles = new Set<string>();
    for (const [path, title] of [
      ['/app', 'Dashboard · Orrery'],
      ['/library', 'Library · Orrery'],
      ['/profile', 'Profile Settings · Orrery'],
      ['/natalbirthchart', 'Natal Birth Chart · Orrery'],
      ['/tarot-celtic-cross', 'Tarot Celtic Cross · Orrery'],
      ['/legal', 'Legal & Privacy · Orrery'],
      ['/no-such-page', 'Page not found · Orrery'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      titles.add(title);
    }
    expect(titles.size).toBe(7);
  });

  test('a field loses its error as soon as it is fixed', async ({ page, account: _ }) => {
    await page.goto('/tarot-celtic-cross');
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    const question = page.getByLabel('Your question');
    await expect(page.getByText('Your question is required.')).toBeVisible();
    await expect(page.getByText('Missing information')).toBeVisible();
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await question.fill('Where is my work heading?');
    await expect(page.getByText('Your question is required.')).toHaveCount(0);
    await expect(page.getByText('Missing information')).toHaveCount(0);
    await expect(question).toHaveAttribute('aria-invalid', 'false');

    // The same on a birth form: the date error goes once the date is whole.
    await page.goto('/lifepathnumber');
    await page.getByRole('button', { name: 'Calculate My Numbers' }).click();
    await expect(page.getByText('Choose the day, month and year.')).toBeVisible();
    await page.getByLabel('Birth day').selectOption('14');
    await page.getByLabel('Birth month').selectOption({ label: 'May' });
    await expect(page.getByText('Choose the day, month and year.')).toBeVisible();
    await page.getByLabel('Birth year').selectOption('1990');
    await expect(page.getByText('Choose the day, month and year.')).toHaveCount(0);
    await expect(page.getByText('Missing information')).toHaveCount(0);
  });

  test('reading forms start from a complete profile, and Import names what a profile lacks', async ({
    page,
    account,
  }) => {
    // Names only (from sign-up): Import fills them and lists exactly what is missing.
    await page.goto('/compatibility');
    const person2 = page.getByRole('group', { name: 'Person 2' });
    await person2.getByLabel('First name').fill('Grace');
    const person1 = page.getByRole('group', { name: 'Person 1' });
    await person1.getByLabel('First name').fill('Someone else');
    await page.getByRole('button', { name: 'Import from Profile' }).click();
    // The list is joined by the browser's English (this one's is American, with the serial comma).
    await expect(
      page.getByText(
        'Imported your first name and last name. Your profile has no birth date, birth time, birth city, and birth country: enter them here.',
      ),
    ).toBeVisible();
    await expect(person1.getByLabel('First name')).toHaveValue(account.firstName);
    await expect(person2.getByLabel('First name')).toHaveValue('Grace');

    await saveProfile(page, {
      birthDate: '1990-06-14',
      birthTime: '07:45',
      birthCity: 'Liverpool',
      birthCountry: 'United Kingdom',
      birthRegion: 'England',
      birthLat: 53.41,
      birthLng: -2.98,
      birthTz: 'Europe/London',
    });
    await page.goto('/natalbirthchart');
    await expect(page.getByLabel('First name')).toHaveValue(account.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue('Reader');
    await expect(page.getByLabel('Birth month')).toHaveValue('6');
    await expect(page.getByLabel(/^Birth time/)).toHaveValue('07:45');
    await expect(page.getByRole('combobox', { name: 'Birth city' })).toHaveValue('Liverpool');
    await page.goto('/lifepathnumber');
    await expect(page.getByLabel('Birth year')).toHaveValue('1990');
    await page.goto('/tarot-traditional');
    await expect(page.getByLabel('First name')).toHaveValue(account.firstName);
  });

  test('the birth time label says what the reading forms require', async ({ page, account: _ }) => {
    await page.goto('/natalbirthchart');
    await expect(page.getByText('Birth time', { exact: true })).toBeVisible();
    await expect(page.getByText('(optional)')).toHaveCount(0);
    await expect(page.getByLabel('I don’t know the birth time')).toBeVisible();
    await page.getByRole('button', { name: 'Generate My Chart' }).click();
    await expect(
      page.getByText('Enter the birth time, or tick “I don’t know the birth time”.'),
    ).toBeVisible();
    await page.getByLabel('I don’t know the birth time').check();
    await expect(page.getByText('Enter the birth time, or tick')).toHaveCount(0);
    // The profile, where it may be left empty, still says so.
    await page.goto('/profile');
    await expect(page.getByText('(optional)')).toBeVisible();
  });

  test('after saving, onboarding offers Continue and no longer Skip for Now', async ({ page }) => {
    await signUpThroughUi(page, uniqueEmail('onboard'), 'Nova Starling');
    await expect(page).toHaveURL(/\/onboarding/);
    await expect(page.getByRole('button', { name: 'Skip for Now' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Progress saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip for Now' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Orrery Dashboard' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('library search finds what the card shows', async ({ page, account: _ }) => {
    await page.goto('/app');
    await createReading(page, 'lifepathnumber', {
      firstName: 'Carabeth',
      lastName: 'Lind',
      birthDate: '1990-05-14',
    });
    await page.goto('/library');
    await expect(page.getByText('For Carabeth')).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill('For Carabeth');
    await expect(
      page.getByRole('link', { name: /Open Life Path Number reading: For Carabeth/ }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'For Carabeth' })).toHaveCount(1);
  });

  test('Start Your Reading opens Create Account, with a way to sign in instead', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Reading' }).first().click();
    await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Full name')).toBeVisible();
    await screenshots(page, 'auth');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('words and numbers', () => {
  test('a local-mean-time offset shows to the second, and the method is in plain words first', async ({
    page,
    account: _,
  }) => {
    await page.goto('/app');
    const id = await createReading(page, 'natalbirthchart', FRIDA);
    await page.goto(`/natalbirthchart_result/${id}`);
    // Before standard time the birthplace's own mean time: Coyoacán at 99.1617° W is UTC−06:36:39.
    await expect(page.getByText(/read as local time in America\/Mexico City \(UTC−06:36:39\)/)).toBeVisible();
    await expect(page.getByText(/06:36\.6|0000000/)).toHaveCount(0);
    // The ephemeris's name is detail for those who ask for it.
    await expect(page.getByText(/astronomy-engine/)).toBeHidden();
    await page.getByText('Technical details', { exact: true }).click();
    await expect(page.getByText(/astronomy-engine/)).toBeVisible();
    await expect(page.getByText('UTC−06:36:39', { exact: true })).toBeVisible();
    await partScreenshots(
      page,
      page.getByRole('heading', { name: 'How we computed this' }).locator('..'),
      'natal-method',
    );
  });

  test('life path chains use → and never split across lines', async ({ page, account: _ }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app');
    const id = await createReading(page, 'lifepathnumber', {
      firstName: 'Mary Lynn',
      lastName: 'Bryant',
      birthDate: '1990-05-14',
    });
    await page.goto(`/lifepathnumber-result?readingId=${id}`);
    const reading = page.getByRole('region', { name: 'Your Life Path reading' });
    await expect(reading).toContainText('→');
    await expect(reading).not.toContainText('->');
    await partScreenshots(page, page.getByRole('main'), 'lifepath');
  });

  test('the tarot form explains its seal in plain words, the hash behind Technical details', async ({
    page,
    account: _,
  }) => {
    await page.goto('/tarot-traditional');
    await expect(page.getByText('so the cards cannot be picked to fit your question')).toBeVisible();
    await expect(page.getByText(/SHA-256/)).toBeHidden();
    await expect(page.getByTestId('draw-commitment')).toBeHidden();
    await page.getByText('Technical details').click();
    await expect(page.getByTestId('draw-commitment')).toBeVisible();
    await screenshots(page, 'tarot-form');
  });

  test('compatibility explains what its band means for the two people', async ({ page, account: _ }) => {
    await page.goto('/app');
    const id = await createReading(page, 'compatibility', {
      person1: {
        firstName: 'John',
        lastName: 'Lennon',
        birthDate: '1940-10-09',
        birthTime: '18:30',
        city: 'Liverpool',
        country: 'GB',
      },
      person2: {
        firstName: 'Yoko',
        lastName: 'Ono',
        birthDate: '1933-02-18',
        birthTime: '20:30',
        city: 'Tokyo',
        country: 'JP',
      },
    });
    await page.goto(`/compatibility_result/${id}`);
    const meaning = page.getByTestId('score-meaning');
    await expect(meaning).toContainText(/^John and Yoko score \d+ from/);
    await expect(meaning).toContainText('in the band the scale calls');
    await partScreenshots(page, meaning.locator('../..'), 'compatibility-score');
  });

  test('opened at another address than PUBLIC_URL, sign-up says where to go instead', async ({ page }) => {
    const elsewhere = BASE_URL.replace('localhost', '127.0.0.1');
    await page.goto(`${elsewhere}/auth?mode=sign-up`);
    await page.getByLabel('Full name').fill('Nova Elsewhere');
    await page.getByLabel('Email').fill(uniqueEmail('origin'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(
      page.getByText(
        `This server only accepts requests from ${BASE_URL}. Open Orrery at ${BASE_URL} and try again.`,
      ),
    ).toBeVisible();
  });
});

test.describe('phone and pointer', () => {
  test('at 390 px the month select shows December whole and glyphs sit beside their names', async ({
    page,
    account: _,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/natalbirthchart');
    await page.getByLabel('Birth month').selectOption({ label: 'December' });
    const fits = await page.getByLabel('Birth month').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText('December').width <= room;
    });
    expect(fits).toBe(true);
    await screenshots(page, 'natal-form');

    const id = await createReading(page, 'natalbirthchart', FRIDA);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/natalbirthchart_result/${id}`);
    await page.locator('#technical-details > summary').click();
    await expect(page.getByRole('table', { name: 'Placements' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Placements' });
    // Each glyph starts on its name's first line, and the table needs no sideways scrolling.
    const wrapped = await table.evaluate(
      (el) =>
        Array.from(el.querySelectorAll('tbody th')).filter((th) => {
          const [glyph, name] = Array.from(th.querySelectorAll('span > span'));
          return Math.abs(glyph!.getBoundingClientRect().top - name!.getBoundingClientRect().top) > 6;
        }).length,
    );
    expect(wrapped).toBe(0);
    expect(await table.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(
      true,
    );
    await partScreenshots(page, table, 'natal-placements');
  });

  test('the profile view shows every field in one read-only look', async ({ page, account: _ }) => {
    await page.goto('/profile');
    const input = page.getByLabel('First name');
    const select = page.getByLabel('Birth month');
    await expect(input).toBeDisabled();
    await expect(select).toBeDisabled();
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, shadow: s.boxShadow, color: s.color };
    };
    expect(await input.evaluate(look)).toEqual(await select.evaluate(look));
    expect(await page.getByLabel('Email', { exact: true }).evaluate(look)).toEqual(
      await select.evaluate(look),
    );
    await screenshots(page, 'profile');
    const readOnly = await input.evaluate(look);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(input).toBeEnabled();
    expect(await input.evaluate(look)).not.toEqual(readOnly);
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the natal wheel says Tap, not Hover', async ({ page, account: _ }) => {
    await page.goto('/app');
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const id = await createReading(page, 'natalbirthchart', FRIDA);
    await page.goto(`/natalbirthchart_result/${id}`);
    await expect(page.getByText('Tap a house on the wheel to see its theme', { exact: false })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/Hover/)).toHaveCount(0);
  });
});

test.describe('accounts', () => {
  test('a deleted account’s address can sign up again as a fresh account', async ({
    page,
    account,
    baseURL,
  }) => {
    await page.goto('/app');
    await createReading(page, 'lifepathnumber', {
      firstName: 'Old',
      lastName: 'Reading',
      birthDate: '1990-05-14',
    });
    const deleted = await page.request.delete('/api/me', { headers: origin(page) });
    expect(deleted.ok(), await deleted.text()).toBe(true);
    await page.context().clearCookies();

    await signUpThroughUi(page, account.email, 'Ada Returning');
    await expect(page).toHaveURL(/\/onboarding/);
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    // No second welcome grant, and nothing of the deleted account shows.
    await expect(page.getByRole('link', { name: '0 Credits' }).first()).toBeVisible();
    await page.goto('/library');
    await expect(page.getByText('For Old')).toHaveCount(0);
    const me = await (await page.request.get(`${baseURL}/api/me`)).json();
    expect(me.user.email).toBe(account.email);
    expect(me.balance).toBe(0);
  });
});
