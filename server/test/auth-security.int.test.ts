import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { parseEnv } from '../src/env';
import { createApp } from '../src/http/app';
import { createLogger } from '../src/lib/logger';
import {
  createTestContext,
  currentDialect,
  PUBLIC_URL,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';

describe(`sign-in rate limit on ${currentDialect()}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ SIGN_IN_RATE_LIMIT: '3', SIGN_IN_RATE_WINDOW_SECONDS: '60' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('limits sign-in attempts per client address, shared by every server on the database', async () => {
    const email = uniqueEmail();
    await new TestClient(ctx.app, '10.9.0.1').signUp(email);
    // A second server process: its own auth instance and connection, the same database.
    const secondDeps = await bootstrap(ctx.env, createLogger('silent'));
    const secondApp = createApp(secondDeps);
    try {
      const attacker = '10.9.9.9';
      expect((await new TestClient(ctx.app, attacker).signIn(email, 'wrong password 1')).status).toBe(401);
      expect((await new TestClient(secondApp, attacker).signIn(email, 'wrong password 2')).status).toBe(401);
      expect((await new TestClient(ctx.app, attacker).signIn(email, 'wrong password 3')).status).toBe(401);
      const limited = await new TestClient(secondApp, attacker).signIn(email);
      expect(limited.status).toBe(429);
      // Another address is not punished for the attacker's attempts.
      expect((await new TestClient(ctx.app, '10.9.9.10').signIn(email)).status).toBe(200);
      // The counters live in the shared database, not in one process's memory.
      const counters = await ctx.deps.database.db
        .selectFrom('rateLimit' as never)
        .select(['key' as never])
        .execute();
      expect(counters.map((row) => String((row as { key: string }).key))).toEqual(
        expect.arrayContaining([expect.stringContaining(attacker)]),
      );
    } finally {
      await secondDeps.database.close();
    }
  });
});

describe(`development sign-in bypass on ${currentDialect()}`, () => {
  it('signs a local browser in as the development user in development', async () => {
    const ctx = await createTestContext({ NODE_ENV: 'development' });
    try {
      const client = new TestClient(ctx.app, '127.0.0.1');
      const config = await (await client.request('/api/config')).json();
      expect(config.devBypass).toBe(true);
      const res = await client.request('/api/dev/session?dev=1', {
        method: 'POST',
        json: {},
        headers: { host: 'localhost:3000' },
      });
      expect(res.status).toBe(200);
      const me = await (await client.request('/api/me')).json();
      expect(me.user.email).toBe('dev@orrery.localhost');
      // Not from another machine, even in development, and not by forging a forwarded header.
      const forged = await ctx.app.request(
        'http://localhost:3000/api/dev/session?dev=1',
        {
          method: 'POST',
          body: '{}',
          headers: {
            'content-type': 'application/json',
            origin: PUBLIC_URL,
            host: 'localhost:3000',
            'x-forwarded-for': '127.0.0.1',
          },
        },
        { incoming: { socket: { remoteAddress: '203.0.113.5' } } },
      );
      expect(forged.status).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('does not exist in production, whatever the request carries', async () => {
    const ctx = await createTestContext({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost:3000',
      PAYMENTS_PROVIDER: 'demo',
      OPERATOR_NAME: 'Orrery Test GmbH',
      OPERATOR_ADDRESS: 'Teststraße 1; 10115 Berlin; Germany',
      OPERATOR_EMAIL: 'operator@orrery.test',
    });
    try {
      const client = new TestClient(ctx.app, '127.0.0.1');
      const config = await (await client.request('/api/config')).json();
      expect(config.devBypass).toBe(false);
      for (const query of ['?dev=1', '?dev=1&forceAuth=1', '']) {
        const res = await client.request(`/api/dev/session${query}`, {
          method: 'POST',
          json: {},
          headers: { host: 'localhost:3000', 'x-forwarded-host': 'localhost' },
        });
        expect(res.status).toBe(404);
      }
      expect((await client.request('/api/me')).status).toBe(401);
    } finally {
      await ctx.close();
    }
  });

  it('refuses to start production with demo data or without a secret', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'production', DEMO_DATA: 'true', BETTER_AUTH_SECRET: 'x'.repeat(32) }),
    ).toThrow(/DEMO_DATA: cannot be enabled in production/);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /BETTER_AUTH_SECRET: is required in production/,
    );
  });
});

describe(`passwords on ${currentDialect()}`, () => {
  it("refuses common passwords and ones made of the account's own email, with advice", async () => {
    const ctx = await createTestContext();
    try {
      const email = uniqueEmail('weak');
      for (const password of ['12345678', 'password', '        ', email]) {
        const res = await new TestClient(ctx.app).signUp(email, password, 'Ada Lovelace');
        expect(res.status, password).toBe(400);
        const body = await res.json();
        expect(body.code).toBe('PASSWORD_TOO_WEAK');
        expect(body.message).toMatch(/^This password is too easy to guess\. \S/);
      }
      expect((await new TestClient(ctx.app).signUp(email, 'stardust and moonlight')).status).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe(`names through better-auth's routes on ${currentDialect()}`, () => {
  it('get the profile length limit at sign-up and in update-user', async () => {
    const ctx = await createTestContext();
    try {
      // Within the 64 KB body limit, so the name rule is what refuses it.
      const huge = 'N'.repeat(20_000);
      const refused = await new TestClient(ctx.app).signUp(
        uniqueEmail('huge'),
        'correct horse battery',
        huge,
      );
      expect(refused.status).toBe(400);
      expect((await refused.json()).code).toBe('NAME_TOO_LONG');

      const client = new TestClient(ctx.app);
      const longest = `${'A'.repeat(50)} ${'B'.repeat(49)}`;
      expect((await client.signUp(uniqueEmail('long'), 'correct horse battery', longest)).status).toBe(200);
      const update = await client.request('/api/auth/update-user', { json: { name: 'C'.repeat(101) } });
      expect(update.status).toBe(400);
      expect((await (await client.request('/api/me')).json()).user.name).toBe(longest);
    } finally {
      await ctx.close();
    }
  });
});
