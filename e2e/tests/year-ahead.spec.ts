import { appByKind } from '@orrery/core/catalogue';
import { expect, test } from './fixtures';

const COST = appByKind('year-ahead').defaultCost;

test('a year-ahead forecast is bought from its form, read month by month and kept in the library', async ({
  page,
  account: _signedIn,
}) => {
  await page.goto('/app');
  const balanceLink = page.getByRole('link', { name: /^\d+ Credits$/ }).first();
  const before = Number((await balanceLink.innerText()).match(/\d+/)![0]);

  await page.goto('/year-ahead');
  await page.getByLabel('First name').fill('John');
  await page.getByLabel('Last name').fill('Lennon');
  await page.getByLabel('Birth day').selectOption('9');
  await page.getByLabel('Birth month').selectOption({ label: 'October' });
  await page.getByLabel('Birth year').selectOption('1940');
  await page.getByLabel(/Birth time/).fill('18:30');
  await page.getByRole('combobox', { name: 'Birth city' }).fill('Liverpool');
  await page
    .getByRole('listbox', { name: 'Matching places' })
    .getByRole('option', { name: /Liverpool, England, United Kingdom/ })
    .first()
    .click({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Generate My Forecast' }).click();

  await expect(page).toHaveURL(/\/year-ahead_result\//);
  await expect(page.getByRole('heading', { name: "The year's strongest contacts" })).toBeVisible();
  const forecast = page.getByRole('region', { name: 'Your year-ahead forecast' });
  await expect(forecast.getByRole('heading', { name: 'Month by month' })).toBeVisible();
  await expect(forecast.getByRole('heading', { name: 'The outer planets' })).toBeVisible();
  await expect(forecast).toContainText(/exact on \d+ \w+/);
  await expect(page.getByRole('link', { name: `${before - COST} Credits` }).first()).toBeVisible();

  await page.goto('/library');
  const items = page.getByRole('link', { name: /^Open / });
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAccessibleName(/Year Ahead/);
  await items.first().click();
  await expect(page).toHaveURL(/\/year-ahead_result\//);
  await expect(page.getByRole('heading', { name: "John's Year Ahead" })).toBeVisible();
});
