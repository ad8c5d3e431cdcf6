import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AppBindings, AppDeps } from '../../http/context';
import { socketAddress } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import type { OrreryRouter } from '../../http/router';
import { devBypassAllowed } from '../../env';
import { readOutbox } from '../../mail/mailer';
import { renderOutbox } from './outbox-page';

export const DEV_USER_EMAIL = 'dev@orrery.localhost';
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function isLocalRequest(c: Context<AppBindings>): boolean {
  // The socket, never a forwarded header: a proxy in front would make every visitor look local.
  return LOOPBACK.test(socketAddress(c)) && LOCAL_HOSTS.test(c.req.header('host') ?? '');
}

/**
 * The development sign-in bypass (`?dev=1`): it signs the browser in as a development user
 * with an ordinary server session, never a fake user in the browser. The route is only
 * registered in development, and even then answers only loopback requests for a local host; in
 * production it does not exist, whatever the request carries.
 */
export function registerDevRoutes(app: OrreryRouter, deps: AppDeps): void {
  if (!devBypassAllowed(deps.env)) return;

  app.post('/api/dev/session', async (c) => {
    if (!isLocalRequest(c)) throw new AppError('not_found');
    const ctx = await deps.auth.$context;
    // A fresh random password per use: nobody can sign in as this user by guessing one.
    const password = randomBytes(24).toString('base64url');
    const existing = await ctx.internalAdapter.findUserByEmail(DEV_USER_EMAIL);
    if (existing) {
      await ctx.internalAdapter.updatePassword(existing.user.id, await ctx.password.hash(password));
    } else {
      const { user } = await deps.auth.api.signUpEmail({
        body: { email: DEV_USER_EMAIL, password, name: 'Dev Seeker', firstName: 'Dev', lastName: 'Seeker' },
      });
      // Nobody reads this address's mail: it counts as verified (and so gets the welcome credits).
      await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
    }
    return deps.auth.api.signInEmail({
      body: { email: DEV_USER_EMAIL, password },
      headers: c.req.raw.headers,
      asResponse: true,
    });
  });

  // The outbox: mail written to DATA_DIR/outbox when no SMTP server is configured.
  app.get('/dev/outbox', async (c) => {
    if (!isLocalRequest(c)) throw new AppError('not_found');
    return c.html(renderOutbox(await readOutbox(deps.env.DATA_DIR)));
  });
}
