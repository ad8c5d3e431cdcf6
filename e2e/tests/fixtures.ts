import { test as base, expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers';
import { verifyEmail } from './mail';

export interface Account {
  email: string;
  firstName: string;
}

/** A state-changing API call from the page's own origin, as the app's CSRF check requires. */
export async function postAsUser(page: Page, baseURL: string, url: string, data: unknown) {
  return page.request.post(url, { headers: { origin: new URL(baseURL).origin }, data });
}

/**
 * Signs up and in through the API in the page's browser context (sign-up alone signs nobody in,
 * so that it never tells whether an address is registered).
 */
export async function signUpThroughApi(page: Page, baseURL: string, email: string, name = 'Ada Reader') {
  const [firstName, ...rest] = name.split(' ');
  const res = await postAsUser(page, baseURL, '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name,
    firstName,
    lastName: rest.join(' '),
  });
  expect(res.ok(), await res.text()).toBe(true);
  const signIn = await postAsUser(page, baseURL, '/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(signIn.ok(), await signIn.text()).toBe(true);
}

/**
 * Each test that needs a user gets a fresh one, signed up through the API (not the UI) in the
 * test's own browser context and verified through the mailed link (which grants the welcome
 * credits), so tests share no state and run in any order.
 */
export const test = base.extend<{ account: Account; noCspViolations: void }>({
  /** Every test fails if the page broke the Content-Security-Policy (Chromium logs each refusal). */
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  account: async ({ page, baseURL }, use) => {
    const account = { email: uniqueEmail('reader'), firstName: 'Ada' };
    await signUpThroughApi(page, baseURL!, account.email, `${account.firstName} Reader`);
    await verifyEmail(page, account.email);
    await use(account);
  },
});

export { expect };
