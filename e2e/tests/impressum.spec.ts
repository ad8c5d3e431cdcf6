import { E2E_OPERATOR } from '../server-env';
import { expect, test } from './fixtures';
import { screenshot } from './helpers';

test('a visitor reads the configured operator in the Impressum, with no placeholder left', async ({
  page,
}) => {
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  // The German text binds; the English translation beside it names the same operator.
  for (const [name, provider] of [
    ['Deutsch (verbindlich)', 'Angaben gemäß § 5 DDG'],
    ['English (translation)', 'Information according to § 5 DDG'],
  ]) {
    const version = page.getByRole('region', { name });
    await expect(version.getByRole('heading', { name: provider })).toBeVisible();
    const address = version.locator('address');
    await expect(address).toContainText(E2E_OPERATOR.OPERATOR_NAME);
    await expect(address).toContainText('Himmelsweg 7');
    await expect(address).toContainText('10115 Berlin');
    await expect(version.getByRole('link', { name: E2E_OPERATOR.OPERATOR_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${E2E_OPERATOR.OPERATOR_EMAIL}`,
    );
    await expect(version.getByRole('link', { name: E2E_OPERATOR.OPERATOR_PHONE })).toHaveAttribute(
      'href',
      'tel:+49301234567',
    );
    await expect(version.getByText(E2E_OPERATOR.OPERATOR_REGISTER)).toBeVisible();
    await expect(version.getByText(E2E_OPERATOR.OPERATOR_VAT_ID)).toBeVisible();
  }
  await expect(page.getByText(/to be added/i)).toHaveCount(0);
  await screenshot(page, 'impressum');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'impressum-390');
});
