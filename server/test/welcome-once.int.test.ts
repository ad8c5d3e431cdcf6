import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseExpiredPersonalData } from '../src/features/account/retention';
import { createTestContext, currentDialect, PUBLIC_URL, TestClient, type TestContext } from './harness';
import { linkIn, MailSink } from './mail-sink';
import { OIDC_ACCOUNT, startLocalOidc, oidcSettings, type LocalOidc, walkProvider } from './oidc-provider';

const PASSWORD = 'correct horse battery';
const pathOf = (url: string) => url.slice(PUBLIC_URL.length);

/** A Gmail address, and spellings of it that reach the same inbox. */
function gmailAddress() {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    email: `ada.lovelace.${tag}@gmail.com`,
    variants: [`Ada.Lovelace.${tag}@Gmail.com`, `adalovelace${tag}+again@googlemail.com`],
  };
}

async function me(client: TestClient) {
  return (await client.request('/api/me')).json();
}

async function welcomeRows(ctx: TestContext, userId: string) {
  return ctx.deps.database.db
    .selectFrom('credit_ledger')
    .select('delta')
    .where('user_id', '=', userId)
    .where('reason', '=', 'welcome')
    .execute();
}

async function deleteAccount(client: TestClient) {
  expect((await client.request('/api/me', { method: 'DELETE' })).status).toBe(200);
}

describe(`welcome credits once per address, with email off, on ${currentDialect()}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function signUp(email: string) {
    const client = new TestClient(ctx.app);
    expect((await client.signUp(email)).status).toBe(200);
    return { client, me: await me(client) };
  }

  it('gives nothing to a returning address spelt differently after its account was deleted', async () => {
    const { email, variants } = gmailAddress();
    const first = await signUp(email);
    expect(first.me.balance).toBe(ctx.env.WELCOME_CREDITS);
    await deleteAccount(first.client);
    for (const address of [email, ...variants]) {
      const again = await signUp(address);
      expect(again.me.balance).toBe(0);
      expect(await welcomeRows(ctx, again.me.user.id)).toEqual([]);
      await deleteAccount(again.client);
    }
  });

  it('gives nothing to a returning address after the retention erasure of the old account', async () => {
    const { email } = gmailAddress();
    const first = await signUp(email);
    await deleteAccount(first.client);
    expect(
      await eraseExpiredPersonalData(ctx.deps.database.db, new Date(Date.now() + 50 * 365 * 86_400_000)),
    ).toBeGreaterThan(0);
    const erased = await ctx.deps.database.db
      .selectFrom('profiles')
      .select('email')
      .where('id', '=', first.me.user.id)
      .executeTakeFirstOrThrow();
    expect(erased.email).toMatch(/@erased\.invalid$/);
    const again = await signUp(email.toUpperCase());
    expect(again.me.balance).toBe(0);
    expect(await welcomeRows(ctx, again.me.user.id)).toEqual([]);
  });
});

describe(`welcome credits once per address, with email on, on ${currentDialect()}`, () => {
  let ctx: TestContext;
  const sink = new MailSink();
  beforeAll(async () => {
    const smtpUrl = await sink.start();
    ctx = await createTestContext({ EMAIL: 'enabled', SMTP_URL: smtpUrl, MAIL_RATE_LIMIT: '50' });
  });
  afterAll(async () => {
    await ctx?.deps.mailer?.settled();
    await ctx?.close();
    await sink.stop();
  });

  /** Signs up and follows the newest confirmation link sent to the address. */
  async function signUpAndConfirm(email: string) {
    const client = new TestClient(ctx.app);
    const before = sink.to(email).length;
    expect((await client.signUp(email)).status).toBe(200);
    expect((await client.signIn(email)).status).toBe(200);
    await ctx.deps.mailer?.settled();
    const mail = sink
      .to(email)
      .slice(before)
      .find((m) => /Confirm your email address/.test(m.subject));
    expect(mail, `a confirmation mail to ${email}`).toBeDefined();
    expect((await client.request(pathOf(linkIn(mail!, `${PUBLIC_URL}/api/auth/verify-email`)))).status).toBe(
      302,
    );
    return { client, me: await me(client) };
  }

  it('gives nothing when a deleted account’s address signs up again and confirms, in any spelling', async () => {
    const { email, variants } = gmailAddress();
    const first = await signUpAndConfirm(email);
    expect(first.me.balance).toBe(ctx.env.WELCOME_CREDITS);
    await deleteAccount(first.client);
    for (const address of [email, ...variants]) {
      const again = await signUpAndConfirm(address);
      expect(again.me.user.emailVerified).toBe(true);
      expect(again.me.balance).toBe(0);
      expect(await welcomeRows(ctx, again.me.user.id)).toEqual([]);
      await deleteAccount(again.client);
    }
  });

  it('gives nothing to an address an account moved to after its grant, once that account is deleted', async () => {
    const { email } = gmailAddress();
    const moved = gmailAddress().email;
    const first = await signUpAndConfirm(email);
    expect(first.me.balance).toBe(ctx.env.WELCOME_CREDITS);
    const asked = await first.client.request('/api/auth/change-email', {
      json: { newEmail: moved, currentPassword: PASSWORD, callbackURL: '/email-verified' },
    });
    expect(asked.status).toBe(200);
    const mail = await sink.waitFor(moved, /Confirm your new email address/);
    await first.client.request(pathOf(linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email`)));
    expect((await me(first.client)).user.email).toBe(moved);
    await deleteAccount(first.client);

    const again = await signUpAndConfirm(moved);
    expect(again.me.balance).toBe(0);
  });
});

describe(`welcome credits once per address, through a provider, on ${currentDialect()}`, () => {
  const providerId = 'localoidc';
  const { email, variants } = gmailAddress();
  let oidc: LocalOidc;
  let ctx: TestContext;
  beforeAll(async () => {
    oidc = await startLocalOidc(`${PUBLIC_URL}/api/auth/callback/${providerId}`, 0, {
      ...OIDC_ACCOUNT,
      email,
    });
    ctx = await createTestContext(oidcSettings(oidc, providerId));
  });
  afterAll(async () => {
    await ctx?.close();
    await oidc?.close();
  });

  it('gives nothing when an address that had its credits under a deleted account signs in through the provider', async () => {
    const before = new TestClient(ctx.app);
    expect((await before.signUp(variants[1]!)).status).toBe(200);
    expect((await me(before)).balance).toBe(ctx.env.WELCOME_CREDITS);
    await deleteAccount(before);

    const browser = new TestClient(ctx.app);
    const start = await browser.request('/api/auth/sign-in/social', {
      json: { provider: providerId, callbackURL: '/app' },
    });
    const callbackUrl = await walkProvider((await start.json()).url, PUBLIC_URL);
    expect((await browser.request(callbackUrl.slice(PUBLIC_URL.length))).status).toBe(302);
    const now = await me(browser);
    expect(now.user.email).toBe(email);
    expect(now.balance).toBe(0);
    expect(await welcomeRows(ctx, now.user.id)).toEqual([]);
  });
});
