import type { Page } from '@playwright/test';
import { expect, postAsUser, test } from './fixtures';
import { PASSWORD, payOnDemoCheckout, screenshot, uniqueEmail } from './helpers';
import { linkFromMail } from './mail';

const WELCOME = 200;

// Each test walks a whole purchase (sign-up, checkout, confirmation) through several pages.
test.slow();

async function expectBalance(page: Page, text: string) {
  await expect(page.getByRole('link', { name: text }).first()).toBeVisible();
}

test('a visitor picks a pack, signs up, pays on the demo checkout and sees the credits and the ledger', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Choose Your Orrery Journey' })).toBeVisible();
  await expect(page.getByText('This server takes test payments only')).toBeVisible();
  // Monthly is the default; the popular tier is marked.
  await expect(page.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('MOST POPULAR')).toBeVisible();
  await expect(page.getByText('€34.99')).toBeVisible();
  await screenshot(page, 'pricing-monthly');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'pricing-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'One-time' }).click();
  const explorer = page.getByRole('region', { name: 'Explorer' });
  await expect(explorer.getByText('€24.99')).toBeVisible();
  await expect(explorer.getByText('75 credits, once')).toBeVisible();
  await explorer.getByRole('button', { name: 'Buy Explorer' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(dialog.getByText('Please sign in to purchase your cosmic reading plan.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Create an account' }).click();

  const email = uniqueEmail('buyer');
  await page.getByLabel('Full name').fill('Penny Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();

  // No onboarding detour: the pick waits for the address to be confirmed, then checkout opens by itself.
  await expect(page.getByText('Confirm your email address to continue')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Your Explorer credit pack is waiting.')).toBeVisible();
  await screenshot(page, 'pricing-waiting-for-email');
  const link = await linkFromMail(email, /Confirm your email address/, '/api/auth/verify-email');
  // The owner opens the link in another tab; this one notices and goes on to checkout.
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await other.close();
  await expect(page).toHaveURL(/\/checkout\/demo\//, { timeout: 15_000 });
  await expect(page.getByText('Test payment.')).toBeVisible();
  await expect(page.getByText('Credit pack')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €24.99' })).toBeVisible();
  await screenshot(page, 'demo-checkout');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'demo-checkout-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  await payOnDemoCheckout(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined')).toBeVisible();
  await expect(page.getByText('Nothing was charged and no credits were added.')).toBeVisible();
  await expectBalance(page, `${WELCOME} Credits`);

  await payOnDemoCheckout(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(`+75 credits · your balance is now ${WELCOME + 75}`)).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Latest credit changes' });
  await expect(ledger.getByRole('row', { name: /Credits purchased .* \+75 275/ })).toBeVisible();
  await expect(ledger.getByRole('row', { name: /Welcome credits .* \+200 200/ })).toBeVisible();
  await expectBalance(page, `${WELCOME + 75} Credits`);
  await screenshot(page, 'payment-success');
});

test('a subscriber is marked in the header and on pricing, and cancels from the profile', async ({
  page,
  account: _signedIn,
}) => {
  await page.goto('/pricing');
  await page
    .getByRole('region', { name: 'Starter' })
    .getByRole('button', { name: 'Subscribe to Starter' })
    .click();
  await expect(page).toHaveURL(/\/checkout\/demo\//);
  await expect(page.getByText('Monthly subscription')).toBeVisible();
  await payOnDemoCheckout(page, '4242424242424242');
  await expect(page.getByText('Your Starter subscription is active')).toBeVisible();
  await expectBalance(page, `${WELCOME + 30} Credits (Subscriber)`);

  await page.goto('/app');
  const summary = page.getByRole('region', { name: 'Your subscription' });
  await expect(summary.getByRole('heading', { name: 'Starter' })).toBeVisible();
  await expect(summary.getByText('Status: Active')).toBeVisible();
  await expect(summary.getByText(String(WELCOME + 30), { exact: true })).toBeVisible();

  await page.goto('/pricing');
  const starter = page.getByRole('region', { name: 'Starter' });
  await expect(starter.getByText('YOUR PLAN')).toBeVisible();
  await expect(starter.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  // Other plans are a change of this one, not a second subscription.
  await expect(page.getByRole('button', { name: 'Upgrade to Explorer' })).toBeEnabled();

  await page.goto('/profile');
  const card = page.getByRole('heading', { name: 'Subscription' }).locator('..');
  await expect(card.getByText('Starter')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toContainText('stays active until');
  await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
  await expect(page.getByText('Subscription Cancelled.')).toBeVisible();
  await expect(card.getByText(/^Cancelled: access until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expectBalance(page, `${WELCOME + 30} Credits`);
  await screenshot(page, 'profile-subscription-cancelled');
});

test('running out of credits keeps the reading; after buying, it continues where it stopped', async ({
  page,
  account: _signedIn,
  baseURL,
}) => {
  await page.goto('/app');
  // 200 welcome credits less eight natal charts (24 each) leaves 8, short of a Celtic Cross (12).
  for (let i = 0; i < 8; i++) {
    const natal = {
      app: 'natalbirthchart',
      idempotencyKey: `e2e-broke-${Date.now()}-${i}`,
      input: {
        firstName: 'A',
        lastName: 'B',
        birthDate: '1980-01-01',
        birthTime: '10:00',
        city: 'Paris',
        country: 'FR',
      },
    };
    expect((await postAsUser(page, baseURL!, '/api/readings', natal)).status()).toBe(200);
  }
  await page.goto('/tarot-celtic-cross');
  await page.getByLabel('First name').fill('Cara');
  await page.getByLabel('Your question').fill('Should I move to Lisbon?');
  await page.getByRole('button', { name: 'Draw My Cards' }).click();
  await expect(page.getByText('This reading costs 12 credits and you have 8.')).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/, { timeout: 10_000 });
  await expect(
    page.getByText('Your Tarot Celtic Cross reading needs 12 credits and you have 8.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'One-time' }).click();
  await page.getByRole('button', { name: 'Buy Starter' }).click();
  await payOnDemoCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByText('+30 credits · your balance is now 38')).toBeVisible();
  await page.getByRole('link', { name: 'Continue your Tarot Celtic Cross reading' }).click();

  const notice = page.getByRole('region', { name: 'Continue your Tarot Celtic Cross reading' });
  await expect(notice.getByText('For Cara: “Should I move to Lisbon?”')).toBeVisible();
  await screenshot(page, 'continue-remembered-reading');
  await notice.getByRole('button', { name: 'Continue (12 credits)' }).click();
  await expect(page).toHaveURL(/\/tarot-celtic-cross-result/, { timeout: 15_000 });
  await expect(page.getByText('Should I move to Lisbon?').first()).toBeVisible();
  await expectBalance(page, '26 Credits');

  // Continued once: the form no longer offers it.
  await page.goto('/tarot-celtic-cross');
  await expect(page.getByRole('region', { name: /Continue your/ })).toHaveCount(0);
});
