import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  currentDialect,
  PUBLIC_URL,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';
import { linkIn, MailSink } from './mail-sink';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'lantern over quiet harbour';
const pathOf = (url: string) => url.slice(PUBLIC_URL.length);

describe(`email on ${currentDialect()}`, () => {
  let ctx: TestContext;
  const sink = new MailSink();

  beforeAll(async () => {
    const smtpUrl = await sink.start();
    ctx = await createTestContext({ EMAIL: 'enabled', SMTP_URL: smtpUrl, MAIL_RATE_LIMIT: '5' });
  });
  afterAll(async () => {
    await ctx.deps.mailer?.settled();
    await ctx.close();
    await sink.stop();
  });

  async function signedUp(email = uniqueEmail()) {
    const client = new TestClient(ctx.app);
    expect((await client.signUp(email)).status).toBe(200);
    expect((await client.signIn(email)).status).toBe(200);
    return { client, email };
  }

  async function verify(client: TestClient, email: string) {
    const mail = await sink.waitFor(email, /Confirm your email address/);
    const res = await client.request(pathOf(linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email`)));
    expect(res.status).toBe(302);
    return res;
  }

  const me = async (client: TestClient) => (await client.request('/api/me')).json();

  it('sends a verification link at sign-up; reading is open before it, buying and the welcome credits after', async () => {
    const { client, email } = await signedUp();
    const before = await me(client);
    expect(before.user.emailVerified).toBe(false);
    expect(before.balance).toBe(0);
    const checkout = await client.request('/api/billing/checkout', {
      json: { tierId: 1, billing: 'one_time' },
    });
    expect(checkout.status).toBe(403);
    expect((await checkout.json()).error.code).toBe('email_not_verified');
    const voice = await client.request('/api/readings/unknown-reading/voice/sessions', { json: {} });
    expect((await voice.json()).error.code).toBe('email_not_verified');

    const mail = await sink.waitFor(email, /Confirm your email address/);
    expect(mail.body).toContain('Orrery');
    expect(mail.body).toContain('Content-Type: text/html');
    expect(mail.body).toContain('Content-Type: text/plain');
    const res = await verify(client, email);
    expect(res.headers.get('location')).toBe('/email-verified');

    const after = await me(client);
    expect(after.user.emailVerified).toBe(true);
    expect(after.balance).toBe(ctx.env.WELCOME_CREDITS);
    // The same link again, or a second verification, grants nothing more.
    await client.request(pathOf(linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email`)));
    expect((await me(client)).balance).toBe(ctx.env.WELCOME_CREDITS);
    const welcomes = await ctx.deps.database.db
      .selectFrom('credit_ledger')
      .select('delta')
      .where('user_id', '=', after.user.id)
      .where('reason', '=', 'welcome')
      .execute();
    expect(welcomes).toEqual([{ delta: ctx.env.WELCOME_CREDITS }]);
  });

  it('answers a sign-up for a registered address exactly like a new one, and tells the owner by mail', async () => {
    const { email } = await signedUp();
    const fresh = await new TestClient(ctx.app).signUp(uniqueEmail());
    const again = await new TestClient(ctx.app).signUp(email, 'another long passphrase');
    expect(again.status).toBe(fresh.status);
    expect(again.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    const [freshBody, againBody] = [await fresh.json(), await again.json()];
    expect(Object.keys(againBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(againBody.token).toBeNull();
    await sink.waitFor(email, /You already have an Orrery account/);
  });

  it('resets a password once through the mailed link and ends every session', async () => {
    const { client, email } = await signedUp();
    const second = new TestClient(ctx.app);
    expect((await second.signIn(email)).status).toBe(200);

    const asked = await new TestClient(ctx.app).request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(asked.status).toBe(200);
    const mail = await sink.waitFor(email, /Reset your Orrery password/);
    const landing = await new TestClient(ctx.app).request(
      pathOf(linkIn(mail, `${PUBLIC_URL}/api/auth/reset-password/`)),
    );
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!, PUBLIC_URL);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;

    const reset = () =>
      new TestClient(ctx.app).request('/api/auth/reset-password', {
        json: { token, newPassword: NEW_PASSWORD },
      });
    expect((await reset()).status).toBe(200);
    expect((await client.request('/api/me')).status).toBe(401);
    expect((await second.request('/api/me')).status).toBe(401);
    const reused = await reset();
    expect(reused.status).toBe(400);
    expect((await reused.json()).code).toBe('INVALID_TOKEN');
    expect((await new TestClient(ctx.app).signIn(email, PASSWORD)).status).toBe(401);
    expect((await new TestClient(ctx.app).signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  /** Asks for a reset link for `email` and returns its token once the mail arrives. */
  async function resetToken(email: string): Promise<string> {
    const sent = sink.to(email).length;
    const asked = await new TestClient(ctx.app).request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(asked.status).toBe(200);
    await ctx.deps.mailer?.settled();
    const mail = sink
      .to(email)
      .slice(sent)
      .find((m) => /Reset your Orrery password/.test(m.subject));
    return /reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
  }

  const resetWith = (token: string, newPassword: string) =>
    new TestClient(ctx.app).request('/api/auth/reset-password', { json: { token, newPassword } });

  it('kills an older reset link once a newer one has reset the password', async () => {
    const { email } = await signedUp();
    const older = await resetToken(email);
    const newer = await resetToken(email);
    expect((await resetWith(newer, NEW_PASSWORD)).status).toBe(200);

    const landing = await new TestClient(ctx.app).request(
      `/api/auth/reset-password/${older}?callbackURL=${encodeURIComponent('/reset-password')}`,
    );
    expect(new URL(landing.headers.get('location')!, PUBLIC_URL).searchParams.get('error')).toBe(
      'INVALID_TOKEN',
    );
    const replay = await resetWith(older, 'attacker picked this phrase');
    expect(replay.status).toBe(400);
    expect((await replay.json()).code).toBe('INVALID_TOKEN');
    expect((await new TestClient(ctx.app).signIn(email, 'attacker picked this phrase')).status).toBe(401);
    expect((await new TestClient(ctx.app).signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('tells the reset page at once whether a link is still usable, before a password is typed', async () => {
    const { email } = await signedUp();
    const token = await resetToken(email);
    const usable = (t: string) =>
      new TestClient(ctx.app).request(`/api/account/reset-link?token=${encodeURIComponent(t)}`);
    expect(await (await usable(token)).json()).toEqual({ usable: true });
    expect(await (await usable('not-a-token-we-sent')).json()).toEqual({ usable: false });
    expect((await resetWith(token, NEW_PASSWORD)).status).toBe(200);
    expect(await (await usable(token)).json()).toEqual({ usable: false });
  });

  it('kills a reset link sent before the password was changed', async () => {
    const { client, email } = await signedUp();
    const older = await resetToken(email);
    const changed = await client.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    const replay = await resetWith(older, 'attacker picked this phrase');
    expect(replay.status).toBe(400);
    expect((await replay.json()).code).toBe('INVALID_TOKEN');
    expect((await new TestClient(ctx.app).signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a reset link that would land on Apple's sign-in host while Apple sign-in is not configured", async () => {
    const { email } = await signedUp();
    const asked = await new TestClient(ctx.app).request('/api/auth/request-password-reset', {
      json: { email, redirectTo: 'https://appleid.apple.com/auth/authorize' },
    });
    expect(asked.status).toBe(403);
    await ctx.deps.mailer?.settled();
    expect(sink.to(email).filter((m) => /Reset your Orrery password/.test(m.subject))).toEqual([]);
  });

  it('refuses a reset link after its hour', async () => {
    const { email } = await signedUp();
    await new TestClient(ctx.app).request('/api/auth/request-password-reset', { json: { email } });
    const mail = await sink.waitFor(email, /Reset your Orrery password/);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    const expired =
      ctx.deps.database.kind === 'postgres'
        ? new Date(Date.now() - 1000)
        : new Date(Date.now() - 1000).toISOString();
    await sql`update ${sql.table('verification')} set ${sql.ref('expiresAt')} = ${expired} where ${sql.ref('identifier')} = ${`reset-password:${token}`}`.execute(
      ctx.deps.database.db,
    );
    const res = await new TestClient(ctx.app).request('/api/auth/reset-password', {
      json: { token, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
  });

  it('answers a reset for an unknown address like a known one, in the same time class, and sends nothing', async () => {
    const { email } = await signedUp();
    const unknown = uniqueEmail('nobody');
    const timed = async (address: string) => {
      const started = performance.now();
      const res = await new TestClient(ctx.app).request('/api/auth/request-password-reset', {
        json: { email: address },
      });
      return { status: res.status, body: await res.json(), ms: performance.now() - started };
    };
    const known = await timed(email);
    const stranger = await timed(unknown);
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    // Delivery happens after the answer, so neither waits for the mail server.
    expect(Math.abs(stranger.ms - known.ms)).toBeLessThan(250);
    await sink.waitFor(email, /Reset your Orrery password/);
    await ctx.deps.mailer?.settled();
    expect(sink.to(unknown)).toEqual([]);
  });

  const changeEmail = (client: TestClient, newEmail: string, currentPassword?: string) =>
    client.request('/api/auth/change-email', {
      json: { newEmail, callbackURL: '/email-verified', ...(currentPassword ? { currentPassword } : {}) },
    });

  /** Follows the confirmation link sent to the new address; returns the link for replays. */
  async function confirmNewAddress(client: TestClient, newEmail: string): Promise<string> {
    const mail = await sink.waitFor(newEmail, /Confirm your new email address/);
    const link = pathOf(linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email`));
    expect((await client.request(link)).status).toBe(302);
    return link;
  }

  const undo = (token: string) =>
    new TestClient(ctx.app).request('/api/account/email-change/undo', { json: { token } });

  /** The token of the undo link in the mail that told `oldEmail` about a change. */
  async function undoToken(oldEmail: string): Promise<string> {
    const told = await sink.waitFor(oldEmail, /sign-in address was changed/);
    return new URL(linkIn(told, `${PUBLIC_URL}/email-change/undo`)).searchParams.get('token')!;
  }

  it('changes the address with the password once the new one confirms, and tells the old one', async () => {
    const { client, email } = await signedUp();
    await verify(client, email);
    const newEmail = uniqueEmail('moved');
    expect((await changeEmail(client, newEmail, PASSWORD)).status).toBe(200);
    expect((await me(client)).user.email).toBe(email);
    await confirmNewAddress(client, newEmail);
    const after = await me(client);
    expect(after.user.email).toBe(newEmail);
    expect(after.profile.email).toBe(newEmail);
    expect(after.user.emailVerified).toBe(true);
    expect((await new TestClient(ctx.app).signIn(newEmail)).status).toBe(200);
    expect((await new TestClient(ctx.app).signIn(email)).status).toBe(401);
    const told = await sink.waitFor(email, /sign-in address was changed/);
    expect(told.body).toContain(newEmail);
    expect(told.body).toContain('7 days');
  });

  it('refuses to move an account to a thief’s address with a stolen session and no password', async () => {
    const { client, email } = await signedUp();
    await verify(client, email);
    const thief = new TestClient(ctx.app);
    thief.useCookies(client.cookieHeader());
    const thiefEmail = uniqueEmail('thief');
    for (const password of [undefined, 'a guessed passphrase']) {
      const res = await changeEmail(thief, thiefEmail, password);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('INVALID_PASSWORD');
    }
    await ctx.deps.mailer?.settled();
    expect(sink.to(thiefEmail)).toEqual([]);
    expect((await me(client)).user.email).toBe(email);
  });

  it('asks an account without a password for a sign-in within five minutes before changing its address', async () => {
    const { client, email } = await signedUp();
    await verify(client, email);
    const db = ctx.deps.database.db;
    const { id } = (await me(client)).user;
    // The shape of an account that signs in only through a provider: no password row.
    await sql`delete from ${sql.table('account')} where ${sql.ref('userId')} = ${id} and ${sql.ref('providerId')} = 'credential'`.execute(
      db,
    );
    const old = new Date(Date.now() - 10 * 60_000);
    await sql`update ${sql.table('session')} set ${sql.ref('createdAt')} = ${ctx.deps.database.kind === 'postgres' ? old : old.toISOString()} where ${sql.ref('userId')} = ${id}`.execute(
      db,
    );
    const stale = await changeEmail(client, uniqueEmail('stale'));
    expect(stale.status).toBe(403);
    expect((await stale.json()).code).toBe('FRESH_SIGN_IN_REQUIRED');

    await sql`update ${sql.table('session')} set ${sql.ref('createdAt')} = ${ctx.deps.database.kind === 'postgres' ? new Date() : new Date().toISOString()} where ${sql.ref('userId')} = ${id}`.execute(
      db,
    );
    expect((await changeEmail(client, uniqueEmail('fresh'))).status).toBe(200);
  });

  it('lets the old address undo a thief’s change: the address comes back, the thief is signed out and their links die', async () => {
    const { client: owner, email } = await signedUp();
    await verify(owner, email);
    const thief = new TestClient(ctx.app);
    expect((await thief.signIn(email)).status).toBe(200);
    const thiefEmail = uniqueEmail('thief');
    expect((await changeEmail(thief, thiefEmail, PASSWORD)).status).toBe(200);
    const confirmation = await confirmNewAddress(thief, thiefEmail);
    expect((await me(thief)).user.email).toBe(thiefEmail);
    const thiefReset = await resetToken(thiefEmail);

    const token = await undoToken(email);
    const undone = await undo(token);
    expect(undone.status).toBe(200);
    expect(await undone.json()).toEqual({ email });
    // Following the link again says the same and changes nothing more.
    expect((await undo(token)).status).toBe(200);

    expect((await thief.request('/api/me')).status).toBe(401);
    expect((await owner.request('/api/me')).status).toBe(401);
    const back = new TestClient(ctx.app);
    expect((await back.signIn(email)).status).toBe(200);
    const restored = await me(back);
    expect(restored.user.email).toBe(email);
    expect(restored.profile.email).toBe(email);
    expect(restored.user.emailVerified).toBe(true);

    // The confirmation link and the reset link the thief got at their address are dead.
    const replayed = await new TestClient(ctx.app).request(confirmation);
    expect(replayed.headers.get('location')).toContain('error=INVALID_TOKEN');
    expect((await me(back)).user.email).toBe(email);
    expect((await resetWith(thiefReset, 'thief picked this phrase')).status).toBe(400);
  });

  it('refuses an undo link after its 7 days', async () => {
    const { client, email } = await signedUp();
    await verify(client, email);
    const newEmail = uniqueEmail('moved');
    expect((await changeEmail(client, newEmail, PASSWORD)).status).toBe(200);
    await confirmNewAddress(client, newEmail);
    const token = await undoToken(email);
    await ctx.deps.database.db
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('new_email', '=', newEmail)
      .execute();
    const res = await undo(token);
    expect(res.status).toBe(410);
    expect((await res.json()).error.code).toBe('undo_link_invalid');
    expect((await me(client)).user.email).toBe(newEmail);
  });

  it('lists sessions with their device, ends one at once, and signs out everywhere', async () => {
    const { client, email } = await signedUp();
    const phone = new TestClient(ctx.app);
    await phone.request('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      },
    });
    expect((await phone.request('/api/me')).status).toBe(200);
    const { sessions } = await (await client.request('/api/me/sessions')).json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0].current).toBe(true);
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect(other.device).toBe('Chrome on Android');

    const stranger = await signedUp();
    expect((await stranger.client.request(`/api/me/sessions/${other.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await client.request(`/api/me/sessions/${other.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await phone.request('/api/me')).status).toBe(401);
    expect((await client.request('/api/me')).status).toBe(200);

    expect((await client.request('/api/me/sessions', { method: 'DELETE' })).status).toBe(200);
    expect((await client.request('/api/me')).status).toBe(401);
  });

  it('limits mail-sending requests per client address', async () => {
    const client = new TestClient(ctx.app);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await client.request('/api/auth/request-password-reset', { json: { email: uniqueEmail('limit') } }))
          .status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('writes to each reader in their language: the page they signed up on, then the one their account chose', async () => {
    // Signed up from a German page (the switch's cookie): the confirmation comes in German.
    const email = uniqueEmail('sprache');
    const client = new TestClient(ctx.app);
    const signUp = await client.request('/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: 'Greta Vogel', firstName: 'Greta', lastName: 'Vogel' },
      headers: { cookie: 'orrery_lang=de' },
    });
    expect(signUp.status).toBe(200);
    const confirm = await sink.waitFor(email, /^Bestätige deine E-Mail-Adresse für Orrery$/);
    expect(confirm.body).toContain('Hallo Greta Vogel,');
    expect(confirm.body).toContain('E-Mail-Adresse bestätigen');
    expect(confirm.body).toContain('<html lang="de">');
    expect(confirm.body).not.toContain('Confirm my email address');

    // A browser that asks for English does not change an account that chose German.
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    expect(
      (await client.request('/api/me/profile', { method: 'PATCH', json: { language: 'de' } })).status,
    ).toBe(200);
    const asked = await new TestClient(ctx.app).request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(asked.status).toBe(200);
    const reset = await sink.waitFor(email, /^Setze dein Passwort für Orrery zurück$/);
    expect(reset.body).toContain('Neues Passwort wählen');

    // Someone who never chose gets English.
    const other = uniqueEmail('english');
    expect((await new TestClient(ctx.app).signUp(other)).status).toBe(200);
    const english = await sink.waitFor(other, /^Confirm your email address for Orrery$/);
    expect(english.body).toContain('<html lang="en">');
  });
});

describe(`sign-up and reset timing on ${currentDialect()}`, () => {
  const FLOOR_MS = 250;
  let ctx: TestContext;
  const sink = new MailSink();

  beforeAll(async () => {
    const smtpUrl = await sink.start();
    ctx = await createTestContext({
      EMAIL: 'enabled',
      SMTP_URL: smtpUrl,
      AUTH_ANSWER_FLOOR_MS: String(FLOOR_MS),
    });
  });
  afterAll(async () => {
    await ctx.deps.mailer?.settled();
    await ctx.close();
    await sink.stop();
  });

  // Only the lower bound is asserted: every answer waits out the floor, the registered
  // address's as much as the new one's, so a prober's stopwatch reads the floor for both
  // (bench/auth-timing.ts measures the medians).
  it('answers a prober no sooner for a registered address than for a new one, at sign-up and at reset', async () => {
    const registered = uniqueEmail('registered');
    expect((await new TestClient(ctx.app).signUp(registered)).status).toBe(200);
    const timed = async (pathname: string, json: Record<string, string>) => {
      const started = performance.now();
      const res = await new TestClient(ctx.app).request(pathname, { json });
      return { status: res.status, body: await res.json(), ms: performance.now() - started };
    };
    const signUp = (email: string) =>
      timed('/api/auth/sign-up/email', { email, password: 'a long enough passphrase', name: 'Probe' });
    const reset = (email: string) => timed('/api/auth/request-password-reset', { email });

    for (const probe of [signUp, reset]) {
      const known = await probe(registered);
      const fresh = await probe(uniqueEmail('fresh'));
      expect(known.status).toBe(200);
      expect(fresh.status).toBe(200);
      expect(Object.keys(known.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(known.ms).toBeGreaterThanOrEqual(FLOOR_MS);
      expect(fresh.ms).toBeGreaterThanOrEqual(FLOOR_MS);
    }
  });
});

describe(`the development outbox on ${currentDialect()}`, () => {
  it('keeps mail under DATA_DIR/outbox and lists it at /dev/outbox, for local requests in development only', async () => {
    const ctx = await createTestContext({ NODE_ENV: 'development', EMAIL: 'enabled' });
    try {
      const client = new TestClient(ctx.app, '127.0.0.1');
      const email = uniqueEmail('outbox');
      await client.signUp(email);
      await ctx.deps.mailer?.settled();
      const page = await client.request('/dev/outbox', { headers: { host: 'localhost:3000' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`To ${email}`);
      expect(html).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
      const remote = await ctx.app.request(
        'http://localhost:3000/dev/outbox',
        { headers: { host: 'localhost:3000' } },
        { incoming: { socket: { remoteAddress: '203.0.113.5' } } },
      );
      expect(remote.status).toBe(404);

      // The development user has no mailbox: it is verified, with its welcome credits.
      await client.request('/api/dev/session?dev=1', {
        method: 'POST',
        json: {},
        headers: { host: 'localhost:3000' },
      });
      const me = await (await client.request('/api/me')).json();
      expect(me.user.emailVerified).toBe(true);
      expect(me.balance).toBe(ctx.env.WELCOME_CREDITS);
    } finally {
      await ctx.close();
    }
  });

  it('does not exist outside development', async () => {
    const ctx = await createTestContext({ EMAIL: 'enabled' });
    try {
      const res = await new TestClient(ctx.app, '127.0.0.1').request('/dev/outbox', {
        headers: { host: 'localhost:3000' },
      });
      expect(res.status).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
