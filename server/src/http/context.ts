import type { Auth } from '../auth/auth';
import type { SessionCache } from '../auth/session-cache';
import type { DatabaseHandle } from '../db';
import type { Env } from '../env';
import type { PaymentProvider } from '../features/billing/providers';
import type { Logger } from '../lib/logger';
import type { Metrics } from '../lib/metrics';
import type { Lifecycle } from './lifecycle';
import type { Mailer } from '../mail/mailer';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  sessionCache: SessionCache;
  /** Null when email is disabled. */
  mailer: Mailer | null;
  /** Stripe or the built-in demo, chosen once from the environment. */
  payments: PaymentProvider;
  /** Serving or draining, and the requests in flight (graceful shutdown, readiness). */
  lifecycle: Lifecycle;
  metrics: Metrics;
  /** The clock of features that keep time on the server (voice sessions); tests set their own. */
  now?: () => Date;
  /** Folder of the built SPA; the API alone is served when it is absent. */
  webDistDir?: string | undefined;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
}

export interface AppBindings {
  Variables: {
    requestId: string;
    deps: AppDeps;
    clientIp: string;
    /** Set once the request is authenticated, for the request log. */
    userId?: string;
  };
}
