import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { createApp } from '../src/http/app';
import { createLogger } from '../src/lib/logger';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';
import { MailSink } from './mail-sink';

const LIMIT = 3;

describe(`the per-recipient mail limit on ${currentDialect()}`, () => {
  let ctx: TestContext;
  const sink = new MailSink();

  beforeAll(async () => {
    const smtpUrl = await sink.start();
    ctx = await createTestContext({
      EMAIL: 'enabled',
      SMTP_URL: smtpUrl,
      // The routes' own per-client limits stay out of the way: this is the budget of the inbox.
      MAIL_RATE_LIMIT: '1000',
      MAIL_RECIPIENT_LIMIT: String(LIMIT),
      MAIL_RECIPIENT_WINDOW_SECONDS: '3600',
    });
  });
  afterAll(async () => {
    await ctx.deps.mailer?.settled();
    await ctx.close();
    await sink.stop();
  });

  async function registered() {
    const email = uniqueEmail('inbox');
    const client = new TestClient(ctx.app);
    expect((await client.signUp(email)).status).toBe(200);
    await sink.waitFor(email, /Confirm your email address/);
    return email;
  }

  // Several servers share a PostgreSQL database; SQLite serves one server.
  const servers = currentDialect() === 'postgres' ? 2 : 1;
  it(`sends one address at most ${LIMIT} mails per window, asked from many clients on ${servers} server(s)`, async () => {
    const other = servers === 2 ? await bootstrap(ctx.env, createLogger('silent')) : null;
    const apps = [ctx.app, ...(other ? [createApp(other)] : [])];
    try {
      const target = await registered();
      const bystander = await registered();
      // The verification mail counted as the first; each reset comes from a new client address.
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          new TestClient(apps[i % apps.length]!).request('/api/auth/request-password-reset', {
            json: { email: target },
          }),
        ),
      );
      // The answer never says whether anything was sent.
      expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
      await ctx.deps.mailer?.settled();
      await other?.mailer?.settled();
      expect(sink.to(target)).toHaveLength(LIMIT);
      expect(sink.to(target).filter((mail) => /Reset your Orrery password/.test(mail.subject))).toHaveLength(
        LIMIT - 1,
      );

      // Another inbox has its own budget.
      await new TestClient(ctx.app).request('/api/auth/request-password-reset', {
        json: { email: bystander },
      });
      await sink.waitFor(bystander, /Reset your Orrery password/);

      // The counter holds a hash, never the address.
      const keys = await ctx.deps.database.db.selectFrom('app_rate_limits').select('key').execute();
      expect(keys.some((row) => row.key.startsWith('mail-to:'))).toBe(true);
      expect(keys.some((row) => row.key.includes(target) || row.key.includes(bystander))).toBe(false);
    } finally {
      await other?.database.close();
    }
  });

  it('starts a new budget when the window has passed', async () => {
    const target = await registered();
    for (let i = 0; i < LIMIT; i += 1) {
      await new TestClient(ctx.app).request('/api/auth/request-password-reset', { json: { email: target } });
    }
    await ctx.deps.mailer?.settled();
    expect(sink.to(target)).toHaveLength(LIMIT);
    // Age every mail counter past the window, as an hour going by would.
    await ctx.deps.database.db
      .updateTable('app_rate_limits')
      .set({ window_started_at: Date.now() - 3601 * 1000 })
      .where('key', 'like', 'mail-to:%')
      .execute();
    await new TestClient(ctx.app).request('/api/auth/request-password-reset', { json: { email: target } });
    await ctx.deps.mailer?.settled();
    expect(sink.to(target)).toHaveLength(LIMIT + 1);
  });
});
