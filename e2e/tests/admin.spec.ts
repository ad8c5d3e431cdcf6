import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { E2E_AUTH_SECRET, E2E_DATA_DIR, E2E_OPERATOR } from '../server-env';
import { expect, postAsUser, test } from './fixtures';
import { PASSWORD, screenshot, uniqueEmail } from './helpers';
import { verifyEmail } from './mail';

/** RFC 6238 (SHA-1, 6 digits, 30 s), written out here so the test checks the server independently. */
function totp(base32Secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

/** The first admin comes from the command line, as in production. */
function grantAdmin(email: string, baseURL: string) {
  execFileSync('npm', ['run', '--silent', 'admin:grant', '--', email], {
    cwd: path.join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'demo',
      PUBLIC_URL: baseURL,
      DATA_DIR: E2E_DATA_DIR,
      BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
      // The command sends no mail, and production settings otherwise insist on SMTP.
      EMAIL: 'disabled',
      ...E2E_OPERATOR,
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  });
}

test('a non-admin is sent to the dashboard with the access-denied message', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Access denied: Admin privileges required')).toBeVisible();
});

test('an admin enrols TOTP, steps up, grants credits and blocks a user whose open tab is then signed out', async ({
  page,
  account,
  browser,
  baseURL,
}) => {
  test.setTimeout(test.info().timeout * 4);
  // The user to manage, signed in with a tab open in their own browser.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const marker = Math.random().toString(36).slice(2, 8);
  const userEmail = uniqueEmail('managed');
  const signUp = await postAsUser(userPage, baseURL!, '/api/auth/sign-up/email', {
    email: userEmail,
    password: PASSWORD,
    name: `Zoë Müller${marker}`,
    firstName: 'Zoë',
    lastName: `Müller${marker}`,
  });
  expect(signUp.ok()).toBe(true);
  // With email on, sign-up signs nobody in (it must not reveal taken addresses): the user signs in.
  const signIn = await postAsUser(userPage, baseURL!, '/api/auth/sign-in/email', {
    email: userEmail,
    password: PASSWORD,
  });
  expect(signIn.ok()).toBe(true);
  await verifyEmail(userPage, userEmail);
  await userPage.goto('/app');
  await expect(userPage.getByRole('heading', { name: 'Orrery Dashboard' })).toBeVisible();

  grantAdmin(account.email, baseURL!);

  // Production asks for TOTP before the console opens.
  await page.goto('/admin');
  await expect(page.getByText(/before opening the admin panel/)).toBeVisible();
  await page.getByRole('link', { name: 'Set up two-factor authentication' }).click();
  await page.getByLabel('Confirm your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').first()).toBeVisible();
  const secret = (await page.locator('code').first().textContent())!.trim();
  await page.getByLabel('Code from your app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  // The step-up: a wrong password is refused and cleared, then password plus code opens it.
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill('not the password');
  await page.getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await expect(page.getByLabel('Admin password')).toHaveValue('');
  await page.getByLabel('Admin password').fill(PASSWORD);
  await page.getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByText('Admin access granted')).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByText('Revenue')).toBeVisible();
  await screenshot(page, 'admin-overview');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-overview-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Find the user without the accent, grant 10 credits with a reason, then block them.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(`muller${marker}`);
  const row = page.getByRole('list', { name: 'Users' }).getByRole('button', { name: new RegExp(userEmail) });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1 (1 user)')).toBeVisible();
  await row.click();
  await expect(page.getByText(/Selected: Zoë Müller/)).toBeVisible();
  await page.getByLabel(/^Amount/).fill('2.5');
  await page.getByLabel('Reason').fill('Sorry for the outage');
  await page.getByRole('button', { name: 'Update Credits' }).click();
  await expect(page.getByText('Please enter a valid number')).toBeVisible();
  await page.getByLabel(/^Amount/).fill('10');
  await page.getByRole('button', { name: 'Update Credits' }).click();
  await expect(page.getByText('Added 10 credits. New balance: 210.')).toBeVisible();
  // Promote and Block ask first, saying what happens; cancelling changes nothing.
  await page.getByRole('button', { name: 'Promote', exact: true }).click();
  const promote = page.getByRole('dialog', { name: `Promote Zoë Müller${marker} to admin?` });
  await expect(promote).toContainText('open the admin console');
  await promote.getByRole('button', { name: 'Cancel' }).click();
  await expect(promote).toBeHidden();
  await expect(page.getByRole('button', { name: 'Promote', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const block = page.getByRole('dialog', { name: `Block Zoë Müller${marker}?` });
  await expect(block).toContainText('signed out on every device');
  await screenshot(page, 'admin-block-confirm');
  await block.getByRole('button', { name: 'Block User' }).click();
  await expect(page.getByRole('button', { name: 'Unblock', exact: true })).toBeVisible();
  await screenshot(page, 'admin-users');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-users-390');

  // The blocked user's open tab is signed out at its next request.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/auth/);
  // ...and told why, not signed out without a word.
  await expect(userPage.getByRole('alert')).toHaveText(
    'Your account has been blocked. Please contact support.',
  );
  await screenshot(userPage, 'blocked-signed-out');
  // Signed in again, the tarot form says why it cannot shuffle.
  await userPage.getByLabel('Email').fill(userEmail);
  await userPage.getByLabel('Password').fill(PASSWORD);
  await userPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(userPage).toHaveURL(/\/(app|onboarding)/);
  await userPage.goto('/tarot-traditional');
  await expect(
    userPage.getByText('Your account has been blocked. Please contact support.').first(),
  ).toBeVisible();
  await expect(userPage.getByText('We could not shuffle the deck.')).toHaveCount(0);
  await screenshot(userPage, 'blocked-tarot-form');
  await userContext.close();

  // The audit trail says what happened in sentences, not stored JSON.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Audit' }).click();
  const entries = page.getByRole('list', { name: 'Audit entries' });
  // .first(): a retried run finds its earlier attempt's entry in the same log.
  await expect(
    entries.getByText('Added 10 credits (balance 200 → 210): Sorry for the outage').first(),
  ).toBeVisible();
  await expect(entries.getByText('Blocked the account').first()).toBeVisible();
  await expect(page.getByText(/"amount"/)).toHaveCount(0);
  await screenshot(page, 'admin-audit');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-audit-390');

  // Charts have a value axis, dates and each day's figure, with the same numbers as a table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(
    page.getByText('Accounts, not blocked or deleted, that signed in during the last 30 days.'),
  ).toBeVisible();
  const signups = page.getByRole('figure', { name: 'Sign-ups per day' });
  // Dates follow the browser's locale: the axis shows day and month, the table the long date.
  const { axisDay, tableDay } = await page.evaluate(() => ({
    axisDay: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(),
    ),
    tableDay: new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()),
  }));
  await expect(signups.locator('svg text', { hasText: 'Sign-ups' })).toHaveCount(1);
  await expect(signups.locator('svg text', { hasText: axisDay })).toHaveCount(1);
  await signups.getByText('Show as table').click();
  const todayRow = signups.getByRole('row', { name: new RegExp(`^${tableDay}`) });
  const todaysSignups = (await todayRow.getByRole('cell').textContent())!.trim();
  expect(Number(todaysSignups)).toBeGreaterThanOrEqual(2);
  await expect(
    signups
      .locator('svg text')
      .filter({ hasText: new RegExp(`^${todaysSignups}$`) })
      .first(),
  ).toBeVisible();
  await screenshot(page, 'admin-charts');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-charts-390');

  // New backup codes and turning TOTP off both take the password; in production the admin is
  // told first that the panel closes to them until they enrol again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile#two-factor');
  const card = page.locator('#two-factor');
  await expect(card.getByText(/closes the admin panel to you until you set it up again/)).toBeVisible();
  await card.getByLabel('Password').fill('not the password');
  await card.getByRole('button', { name: 'Make new backup codes' }).click();
  await expect(card.getByText('Incorrect password')).toBeVisible();
  await card.getByLabel('Password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Make new backup codes' }).click();
  await expect(card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(card.getByText('Your previous backup codes no longer work.')).toBeVisible();
  await screenshot(page, 'profile-two-factor');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'profile-two-factor-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByLabel('Password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
  await expect(turnOff).toContainText('closes the admin panel to you');
  await turnOff.getByRole('button', { name: 'Turn Off' }).click();
  await expect(card.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText(/before opening the admin panel/)).toBeVisible();
});
