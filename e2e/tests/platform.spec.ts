import { expect, test } from './fixtures';
import { PASSWORD, screenshot, signInThroughUi, signUpThroughUi, uniqueEmail } from './helpers';

test('a guarded route sends a visitor to /auth with the return address, replacing history', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/library?page=2');
  await expect(page).toHaveURL(/\/auth\?returnUrl=%2Flibrary%3Fpage%3D2$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await screenshot(page, 'landing-signed-out');
});

test('sign up, sign out, sign in with a wrong password, then sign in to the return address', async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUpThroughUi(page, email, 'Nova Starling');
  // A new account has no birth data yet, so it goes to onboarding first.
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByText(/\d+ Credits/)).toBeVisible();

  // Sign Out lives in the profile menu, which opens on hover for a mouse.
  await page.getByRole('button', { name: 'Profile', exact: true }).hover();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?returnUrl=%2Fprofile$/);
  await signInThroughUi(page, email, 'not my password');
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');

  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/onboarding\?returnUrl=%2Fprofile$/);
  await screenshot(page, 'after-sign-in');
});

test('sign-up form explains bad input beside each field', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Use a password of at least 8 characters.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await screenshot(page, 'auth-validation');
});
