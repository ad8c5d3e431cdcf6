import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
}

export const OIDC_ACCOUNT = {
  sub: 'oidc-user-1',
  email: 'oidc.seeker@example.com',
  given_name: 'Orion',
  family_name: 'Hunter',
  name: 'Orion Hunter',
};

/**
 * A real OpenID Connect provider on 127.0.0.1 standing in for Google: authorization code with
 * PKCE, discovery, JWKS, token and userinfo endpoints. Its login and consent screens are
 * answered automatically for the one test account (OIDC_ACCOUNT unless another is given).
 */
export async function startLocalOidc(
  redirectUri: string,
  port = 0,
  account: typeof OIDC_ACCOUNT = OIDC_ACCOUNT,
): Promise<LocalOidc> {
  const clientId = 'orrery-test-client';
  const clientSecret = 'orrery-test-client-secret-0123456789';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ ...account, sub, email_verified: true }),
    }),
  });
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      try {
        const grant = new provider.Grant({ accountId: account.sub, clientId });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
      return;
    }
    callback(req, res);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The server settings that point it at `oidc` as the provider `providerId`. */
export function oidcSettings(oidc: LocalOidc, providerId: string): Record<string, string> {
  return {
    OIDC_PROVIDER_ID: providerId,
    OIDC_PROVIDER_NAME: 'Local OpenID',
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
  };
}

/** Follows the provider's redirects with its own cookie jar until it sends the browser back to `home`. */
export async function walkProvider(startUrl: string, home: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(home)) return url;
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
