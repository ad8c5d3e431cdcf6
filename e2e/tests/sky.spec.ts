import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { expectAccessible, screenshot } from './helpers';

// "Today" for a signed-in user and the public sky calendar (issue 29).

const BIRTH = {
  birthDate: '1990-05-14',
  birthTime: '14:30',
  birthCity: 'London',
  birthCountry: 'GB',
  birthLat: 51.50853,
  birthLng: -0.12574,
  birthTz: 'Europe/London',
};

async function saveBirth(page: Page) {
  const res = await page.request.patch('/api/me/profile', {
    headers: { origin: new URL(BASE_URL).origin },
    data: BIRTH,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Nothing wider than the screen: a page that scrolls sideways has a layout fault. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

test('Today asks a user without birth data to add it, and still shows the Moon', async ({
  page,
  account: _,
}) => {
  await page.goto('/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Your sky today' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Add your birth details to see your transits' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add birth details' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('region', { name: 'The Moon' })).toContainText(/Moon in [A-Z][a-z]+/);
  await expect(page.getByRole('heading', { name: 'Your strongest transits' })).toHaveCount(0);
});

test('Today shows the ranked transits, their windows, the note and the 30-day timeline at 390 and 1280 px', async ({
  page,
  account,
}) => {
  // Two accessibility scans, five screenshots of a long page and four viewport changes.
  test.slow();
  await saveBirth(page);
  await page.goto('/app');
  await page.getByRole('link', { name: 'Your sky today' }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { name: 'Your strongest transits' })).toBeVisible();
  await expect(page).toHaveTitle('Your sky today · Orrery');
  await expectAccessible(page, 'today');
  const note = page.getByRole('region', { name: 'Your note for today' });
  await expect(note).toContainText(`${account.firstName}, here is your sky for`);
  await expect(note.getByText(/^The Moon is in /)).toBeHidden();
  await note.getByRole('button', { name: 'Read the whole note' }).click();
  await expect(note.getByText(/^The Moon is in /)).toBeVisible();
  await expect(note.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  const transits = page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  await expect(transits.getByRole('heading', { level: 3 }).first()).toHaveText(/ your /);
  await expect(
    page
      .getByText(/^(Exact on \d{1,2} [A-Z][a-z]+ at \d{2}:\d{2}|Turning back before it is exact), in orb/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Retrograde now' })).toBeVisible();

  // The timeline's table alternative: always there for screen readers, shown on request.
  const table = page.getByRole('table', { name: 'Your transits over the next 30 days, with their windows' });
  await expect(table).toBeAttached();
  const rows = await table.getByRole('row').count();
  expect(rows).toBeGreaterThan(1);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSidewaysScroll(page);
    await screenshot(page, `sky-today-${width}`);
  }
  // The narrow page is long: its parts at a size a person can read.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Your strongest transits' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'sky-today-transits-390', { viewport: true });
  await page.getByRole('heading', { name: 'The next 30 days' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'sky-today-timeline-390', { viewport: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('button', { name: 'Show as timeline' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'When' })).toBeVisible();
  await expectAccessible(page, 'today, timeline as a table');
  await expectNoSidewaysScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'sky-today-table-1280');
});

test('the transit orbs chosen in the profile are kept and widen the transits Today lists', async ({
  page,
  account: _,
}) => {
  await saveBirth(page);
  const timelineRows = async () => {
    await page.goto('/today');
    const table = page.getByRole('table', {
      name: 'Your transits over the next 30 days, with their windows',
    });
    await expect(table).toBeAttached();
    return table.getByRole('row').count();
  };
  const standardRows = await timelineRows();

  await page.goto('/profile');
  const orbs = page.getByLabel('Transit orbs');
  await expect(orbs).toHaveValue('standard');
  await orbs.selectOption({ label: 'Wide' });
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Transit orbs')).toHaveValue('wide');

  expect(await timelineRows()).toBeGreaterThan(standardRows);
});

test('the header links to Today', async ({ page, account: _ }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app');
  await page.getByRole('banner').getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sky today' })).toBeVisible();
});

test('the sky calendar is public, moves by month, and has a table alternative', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sky/calendar?month=2027-02');
  await expect(page.getByRole('heading', { level: 1, name: 'Sky calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'February 2027' })).toBeVisible();
  await expect(page).toHaveTitle('Sky calendar · Orrery');
  await expectAccessible(page, 'sky calendar');
  const table = page.getByRole('table', { name: 'Sky events in February 2027' });
  await expect(table.getByRole('row', { name: /Annular solar eclipse in Aquarius/ })).toBeAttached();
  await expect(table.getByRole('row', { name: /6 February .* New Moon in Aquarius/ })).toBeAttached();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'sky-calendar-1280');

  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Mercury turns retrograde at 5° Pisces/ })).toBeVisible();
  await screenshot(page, 'sky-calendar-table-1280');

  await page.getByRole('button', { name: 'Next month, March 2027' }).click();
  await expect(page).toHaveURL(/month=2027-03/);
  await expect(page.getByRole('heading', { level: 2, name: 'March 2027' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Sky events in March 2027' }).getByRole('row').nth(1),
  ).toBeAttached();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sky/calendar?month=2027-02');
  await expect(page.getByRole('table', { name: 'Sky events in February 2027' })).toBeVisible();
  await expectAccessible(page, 'sky calendar at 390 px');
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'sky-calendar-390');
});
