import { expect, test } from './fixtures';
import { OIDC_ACCOUNT } from '../../server/test/oidc-provider';
import { screenshot } from './helpers';

test('signs in through an OpenID Connect provider (code + PKCE) and lands on onboarding with the names prefilled', async ({
  page,
}) => {
  await page.goto('/auth?returnUrl=%2Flibrary');
  await page.getByRole('button', { name: 'Continue with Local OpenID' }).click();
  // The provider answers its login and consent screens for its one account and sends us back.
  await expect(page).toHaveURL(/\/onboarding\?returnUrl=%2Flibrary/, { timeout: 15_000 });
  await expect(page.getByLabel('First name')).toHaveValue(OIDC_ACCOUNT.given_name);
  await expect(page.getByLabel('Last name')).toHaveValue(OIDC_ACCOUNT.family_name);
  await screenshot(page, 'oidc-onboarding');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/app$/);
});
