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

test('a plan picked before signing in with a provider opens its checkout after the round trip', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'One-time' }).click();
  await page.getByRole('button', { name: 'Buy Stargazer' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in to continue' })
    .getByRole('button', { name: 'Continue with Local OpenID' })
    .click();
  // Out to the provider and back: the pick waited in session storage, and no onboarding intervenes.
  await expect(page).toHaveURL(/\/checkout\/demo\//, { timeout: 20_000 });
  await expect(page.getByText('Credit pack')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €44.99' })).toBeVisible();
});
