import { expect, signUpThroughApi, test } from './fixtures';
import { PASSWORD, screenshot, signInThroughUi, signUpThroughUi, uniqueEmail } from './helpers';
import { linkFromMail, verifyEmail } from './mail';

const NEW_PASSWORD = 'lantern over quiet harbour';

// Each test walks several pages and waits for mail; the strength meter loads its dictionaries.
test.slow();

test('a forgotten password is reset through the mailed link, once, and every session ends', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('forgot');
  await signUpThroughApi(page, baseURL!, email, 'Iris Forgetful');
  // Another device stays signed in until the reset.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(baseURL!).origin },
    data: { email, password: PASSWORD },
  });
  expect((await other.request.get('/api/me')).status()).toBe(200);
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account uses ${email}, we have sent it a link`)).toBeVisible();

  const link = await linkFromMail(email, /Reset your Orrery password/, '/api/auth/reset-password/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const landing = page.url();
  await page.getByLabel('New password').fill('password1');
  await expect(page.getByText('Password strength: Very weak')).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await expect(page.getByText(/Password strength: (Strong|Very strong)/)).toBeVisible();
  await screenshot(page, 'reset-password');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'reset-password-390');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  expect((await other.request.get('/api/me')).status()).toBe(401);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
  // The page it landed on, opened again from history, says so at once: no form to type into.
  await page.goto(landing);
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);

  await page.goto('/auth');
  await signInThroughUi(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/onboarding/);
  await otherContext.close();
});

test('a new account reads before confirming its address; confirming brings the welcome credits', async ({
  page,
}) => {
  const email = uniqueEmail('confirm');
  await signUpThroughUi(page, email, 'Vera Newcomer');
  await expect(page).toHaveURL(/\/onboarding/);
  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(banner).toContainText(email);
  await expect(page.getByRole('link', { name: '0 Credits' }).first()).toBeVisible();
  await screenshot(page, 'verify-banner');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'verify-banner-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  await verifyEmail(page, email);
  await screenshot(page, 'email-verified');
  await page.goto('/app');
  await expect(page.getByRole('link', { name: '200 Credits' }).first()).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the profile lists where the account is signed in and signs another device out', async ({
  page,
  account,
  browser,
  baseURL,
}) => {
  const phoneContext = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });
  const phone = await phoneContext.newPage();
  await phone.request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(baseURL!).origin },
    data: { email: account.email, password: PASSWORD },
  });
  expect((await phone.request.get('/api/me')).status()).toBe(200);

  await page.goto('/profile');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();
  await screenshot(page, 'profile-security');
  await sessions.getByRole('button', { name: /Sign out Chrome on Android/ }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await phone.request.get('/api/me')).status()).toBe(401);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await phoneContext.close();
});

test('changing the password takes the other device off the sessions list at once', async ({
  page,
  account,
  browser,
  baseURL,
}) => {
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(baseURL!).origin },
    data: { email: account.email, password: PASSWORD },
  });
  await page.goto('/profile');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const passwordForm = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Password' }) });
  await passwordForm.getByLabel('Current password').fill(PASSWORD);
  await passwordForm.getByLabel('New password').fill('a fresh passphrase for the stars');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  // No reload: the list follows the server, where the other session has just ended.
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/me')).status()).toBe(401);
  await otherContext.close();
});

test('a change of address asks for the password, tells the old address, and its link undoes the change', async ({
  page,
  account,
  baseURL,
}) => {
  const newEmail = uniqueEmail('moved');
  await page.goto('/profile');
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('Please enter your current password.')).toBeVisible();
  await page.getByLabel('Current password').first().fill('not my passphrase at all');
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('Your current password is not right.')).toBeVisible();
  await screenshot(page, 'profile-change-email');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'profile-change-email-390');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel('Current password').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`We have sent a link to ${newEmail}.`)).toBeVisible();

  await page.goto(await linkFromMail(newEmail, /Confirm your new email address/, '/api/auth/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();

  await page.goto(await linkFromMail(account.email, /sign-in address was changed/, '/email-change/undo'));
  await expect(page.getByRole('heading', { name: 'Change of address undone' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Your account signs in with ${account.email} again`);
  await screenshot(page, 'email-change-undone');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'email-change-undone-390');
  await page.setViewportSize({ width: 1280, height: 720 });
  expect((await page.request.get('/api/me')).status()).toBe(401);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(baseURL!).origin },
    data: { email: account.email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
});
