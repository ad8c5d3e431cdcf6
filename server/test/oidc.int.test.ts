import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, currentDialect, PUBLIC_URL, TestClient, type TestContext } from './harness';
import { OIDC_ACCOUNT, startLocalOidc, oidcSettings, type LocalOidc, walkProvider } from './oidc-provider';

const PROVIDER_ID = 'localoidc';
let oidc: LocalOidc;
let ctx: TestContext;

beforeAll(async () => {
  oidc = await startLocalOidc(`${PUBLIC_URL}/api/auth/callback/${PROVIDER_ID}`);
  ctx = await createTestContext(oidcSettings(oidc, PROVIDER_ID));
});
afterAll(async () => {
  await ctx?.close();
  await oidc?.close();
});

describe(`OpenID Connect sign-in on ${currentDialect()}`, () => {
  it('lists the provider for the sign-in page', async () => {
    const config = await (await new TestClient(ctx.app).request('/api/config')).json();
    expect(config.providers.oidc).toEqual([{ id: PROVIDER_ID, name: 'Local OpenID' }]);
  });

  it('completes a code + PKCE sign-in and creates the profile from the provider names', async () => {
    const browser = new TestClient(ctx.app);
    const start = await browser.request('/api/auth/sign-in/social', {
      json: { provider: PROVIDER_ID, callbackURL: '/app' },
    });
    expect(start.status).toBe(200);
    const { url } = await start.json();
    const authorize = new URL(url);
    expect(authorize.origin).toBe(oidc.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    const callbackUrl = await walkProvider(url, PUBLIC_URL);
    expect(callbackUrl).toContain(`/api/auth/callback/${PROVIDER_ID}`);
    const callback = await browser.request(callbackUrl.slice(PUBLIC_URL.length));
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toMatch(/\/app$/);

    const me = await (await browser.request('/api/me')).json();
    expect(me.user.email).toBe(OIDC_ACCOUNT.email);
    expect(me.profile.firstName).toBe(OIDC_ACCOUNT.given_name);
    expect(me.profile.lastName).toBe(OIDC_ACCOUNT.family_name);
    expect(me.balance).toBe(ctx.env.WELCOME_CREDITS);
  });
});
