import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, currentDialect, PUBLIC_URL, TestClient, type TestContext } from './harness';
import { OIDC_ACCOUNT, startLocalOidc, type LocalOidc } from './oidc-provider';

const PROVIDER_ID = 'localoidc';
let oidc: LocalOidc;
let ctx: TestContext;

beforeAll(async () => {
  oidc = await startLocalOidc(`${PUBLIC_URL}/api/auth/callback/${PROVIDER_ID}`);
  ctx = await createTestContext({
    OIDC_PROVIDER_ID: PROVIDER_ID,
    OIDC_PROVIDER_NAME: 'Local OpenID',
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
  });
});
afterAll(async () => {
  await ctx?.close();
  await oidc?.close();
});

/** Follows the provider's redirects with its own cookie jar until it sends the browser back to us. */
async function walkProvider(startUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(PUBLIC_URL)) return url;
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects at the provider');
}

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

    const callbackUrl = await walkProvider(url);
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
