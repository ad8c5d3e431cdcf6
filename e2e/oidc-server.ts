// The e2e stand-in for Google: a real OpenID Connect provider on 127.0.0.1, started by
// Playwright before the app so the app's discovery request finds it.
import { startLocalOidc } from '../server/test/oidc-provider';

const [redirectUri, port] = process.argv.slice(2);
if (!redirectUri || !port) throw new Error('usage: oidc-server.ts <redirect-uri> <port>');
await startLocalOidc(redirectUri, Number(port));
