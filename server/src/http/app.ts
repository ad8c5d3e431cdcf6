import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { HTTPException } from 'hono/http-exception';
import { ADDRESS_BLIND_AUTH_PATHS, holdUntilFloor } from '../auth/answer-floor';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { SessionCache } from '../auth/session-cache';
import { registerDevRoutes } from '../features/dev/routes';
import { healthRoutes } from '../features/health/routes';
import { readingRoutes } from '../features/readings/routes';
import { voiceRoutes } from '../features/voice/routes';
import { meRoutes, profileRoutes } from '../features/me/routes';
import { accountRoutes } from '../features/account/routes';
import { feedbackRoutes } from '../features/feedback/routes';
import { placeRoutes } from '../features/places/routes';
import { skyRoutes } from '../features/sky/routes';
import { exportRoutes } from '../features/export/routes';
import { sessionRoutes } from '../features/sessions/routes';
import { creditRoutes } from '../features/credits/routes';
import { AVATAR_UPLOAD_PATH, profileFeatureRoutes } from '../features/profile/routes';
import { adminRoutes } from '../features/admin/routes';
import { DAILY_UNSUBSCRIBE_PATH, dailyRoutes, registerDailyPages } from '../features/daily/routes';
import { billingRoutes, WEBHOOK_BODY_LIMIT_BYTES, WEBHOOK_PATH_PREFIX } from '../features/billing/routes';
import { isDatabaseUnavailable } from '../db/errors';
import { databaseAnswers } from '../db/probe';
import { AppError, errorCatalogue, type ErrorCode } from './errors';
import type { AppBindings, AppDeps } from './context';
import { createRouter } from './router';
import { hasNoBody, refuseNulCharacters } from './nul-guard';
import { apiSecurityHeaders, securityHeaders } from './security-headers';
import { resolveClientIp } from './client-ip';
import { serveSpa } from './spa';
import { bearerMatches } from '../lib/metrics';
import { ELEVENLABS_DEFAULT_API_URL, voiceAgentConfigured } from '../features/voice/elevenlabs';

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** How long a client is asked to wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 5;
/** How long an unexplained failure waits for the database to answer before calling it away. */
const OUTAGE_PROBE_TIMEOUT_MS = 1_000;

/** True when a failure came from the database being away: by its error, or by a probe. */
async function databaseIsAway(deps: AppDeps, error: unknown): Promise<boolean> {
  return isDatabaseUnavailable(error) || !(await databaseAnswers(deps.database.db, OUTAGE_PROBE_TIMEOUT_MS));
}

function unavailable(c: Context, requestId: string) {
  c.header('retry-after', String(RETRY_AFTER_SECONDS));
  return c.json(errorBody('service_unavailable', errorCatalogue.service_unavailable.message, requestId), 503);
}

function errorBody(code: string, message: string, requestId: string, details?: AppError['details']) {
  const { fields, ...rest } = details ?? {};
  return {
    error: {
      code,
      message,
      requestId,
      ...(fields ? { fields } : {}),
      ...(Object.keys(rest).length ? { details: rest } : {}),
    },
  };
}

/**
 * Every typed API route, chained so the browser's client (Hono's `hc`) knows each path, its
 * input and its answer from this one type.
 */
const apiRoutes = createRouter()
  .route('/', healthRoutes)
  .route('/', meRoutes)
  .route('/', readingRoutes)
  .route('/', voiceRoutes)
  .route('/', profileRoutes)
  .route('/', profileFeatureRoutes)
  .route('/', accountRoutes)
  .route('/', feedbackRoutes)
  .route('/', placeRoutes)
  .route('/', skyRoutes)
  .route('/', exportRoutes)
  .route('/', sessionRoutes)
  .route('/', billingRoutes)
  .route('/', creditRoutes)
  .route('/', adminRoutes)
  .route('/', dailyRoutes);
export type ApiType = typeof apiRoutes;
export type OrreryApp = ReturnType<typeof createRouter>;

/** The status of each Hono validator refusal we translate (anything else stays a plain 400). */
const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_json',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

const isWebhook = (path: string) => path.startsWith(WEBHOOK_PATH_PREFIX);
/** What `/api/*` matches. */
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** The API answers JSON, but for the unsubscribe page a mail's link opens (a styled form). */
const answersJson = (path: string) => isApi(path) && path !== DAILY_UNSUBSCRIBE_PATH;

/** better-auth's codes for a request from an origin it does not trust. */
const ORIGIN_REFUSED_CODES = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/**
 * What the log and the visitor are told when a request comes from another origin than
 * PUBLIC_URL's: most often the server was opened at another host or port than PUBLIC_URL says,
 * which would otherwise look like every sign-up failing for no reason.
 */
function originRefusal(origin: string | null, allowedOrigin: string) {
  return {
    log: `refused a request from ${origin ?? 'an unknown origin'}: only ${allowedOrigin} (PUBLIC_URL) is accepted. Open the site at that address, or set PUBLIC_URL to the address browsers use.`,
    message: `This server only accepts requests from ${allowedOrigin}. Open Orrery at ${allowedOrigin} and try again.`,
  };
}

/** Replaces better-auth's bare "Invalid origin" with the same explanation our own guard gives. */
async function explainOriginRefusal(
  response: Response,
  request: { path: string; origin: string | null },
  allowedOrigin: string,
  logger: AppDeps['logger'],
): Promise<Response> {
  if (response.status !== 403) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : null;
  if (typeof code !== 'string' || !ORIGIN_REFUSED_CODES.has(code)) return response;
  const refusal = originRefusal(request.origin, allowedOrigin);
  logger.warn(refusal.log, { ...request, allowedOrigin });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return Response.json({ code, message: refusal.message }, { status: 403, headers });
}

/** better-auth writes on some GETs too (an email's verification link, a sign-in provider's callback). */
function mayWrite(method: string, path: string): boolean {
  return !(method === 'GET' || method === 'HEAD' || method === 'OPTIONS') || path.startsWith('/api/auth/');
}

/**
 * better-auth's routes: it answers these itself and checks their origin (trustedOrigins), so our
 * guard, which runs before them, leaves them alone. `isAuthRoute` is what Hono matches for the
 * pattern (its trailing `*` matches `/api/auth` too).
 */
const AUTH_METHODS = ['GET', 'POST'];
const AUTH_PATH = '/api/auth/*';
const isAuthRoute = (method: string, path: string) =>
  AUTH_METHODS.includes(method) && (path === '/api/auth' || path.startsWith('/api/auth/'));

/**
 * Cross-site requests carrying our session cookie are refused unless they come from our own
 * origin. Payment providers' webhooks come from their servers and prove themselves by signature.
 */
function sameOriginGuard(allowedOrigin: string): (c: Context<AppBindings>, next: Next) => Promise<void> {
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (isAuthRoute(method, c.req.path)) return next();
    // Both prove themselves otherwise: a webhook by its signature, a one-click unsubscribe by its token.
    if (isWebhook(c.req.path) || c.req.path === DAILY_UNSUBSCRIBE_PATH) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const trusted = origin ? origin === allowedOrigin : fetchSite === 'same-origin';
    if (!trusted) {
      const refusal = originRefusal(origin ?? null, allowedOrigin);
      c.get('deps').logger.warn(refusal.log, { path: c.req.path, origin, allowedOrigin });
      throw new AppError('csrf_rejected', refusal.message);
    }
    return next();
  };
}

interface NodeBindings {
  outgoing?: ServerResponse;
}

/**
 * The headers every response carries, set where they cost least. Under @hono/node-server they go
 * on Node's own response, which merges them with the route's when it writes the head: read or
 * written through `Response.headers`, a response would build undici's validated `Headers` and
 * lose the adapter's fast path for plain-object headers, which together cost more than the rest
 * of a small JSON answer. In process (the tests) there is no Node response, and the same
 * headers go on the `Response`. Either way a header the route set itself is kept (the avatar's
 * stricter content security policy).
 */
function setResponseHeaders(
  c: Context,
  headers: readonly [string, string][],
  requestId: string,
  closeConnection: boolean,
): void {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    outgoing.setHeader('x-request-id', requestId);
    // A kept-alive connection would otherwise carry the client's next request to a server
    // that is about to stop; closed, the client reconnects through the load balancer.
    if (closeConnection) outgoing.setHeader('connection', 'close');
    return;
  }
  const responseHeaders = c.res.headers;
  for (const [name, value] of headers) if (!responseHeaders.has(name)) responseHeaders.set(name, value);
  responseHeaders.set('x-request-id', requestId);
  if (closeConnection) responseHeaders.set('connection', 'close');
}

export function createApp(deps: AppDeps) {
  const app = createRouter();
  const allowedOrigin = new URL(deps.env.PUBLIC_URL).origin;

  app.onError(async (err, c) => {
    const requestId = c.get('requestId') ?? randomUUID();
    if (err instanceof AppError) {
      if (err.code === 'service_unavailable') c.header('retry-after', String(RETRY_AFTER_SECONDS));
      return c.json(errorBody(err.code, err.message, requestId, err.details), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // Hono's own validators throw these, chiefly for a body that is not JSON.
      const code = HTTP_EXCEPTION_CODES[err.status] ?? 'bad_request';
      return c.json(errorBody(code, errorCatalogue[code].message, requestId), err.status);
    }
    if (await databaseIsAway(deps, err)) {
      deps.logger.warn('database unavailable', { requestId, method: c.req.method, path: c.req.path });
      return unavailable(c, requestId);
    }
    deps.logger.error('unhandled error', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
    });
    return c.json(errorBody('internal', errorCatalogue.internal.message, requestId), 500);
  });

  const pageHeaders = securityHeaders(
    deps.env.PUBLIC_URL,
    voiceAgentConfigured(deps.env) ? (deps.env.ELEVENLABS_API_URL ?? ELEVENLABS_DEFAULT_API_URL) : undefined,
  );
  const apiHeaders = apiSecurityHeaders(deps.env.PUBLIC_URL);
  // PostgreSQL announces a changed profile row only after its commit, by NOTIFY; a response must
  // not leave before this server has forgotten what the request itself may have written.
  const ownWrites = deps.database.kind === 'postgres' ? deps.database.profileRows : undefined;

  app.use('*', async (c, next) => {
    const startedAt = performance.now();
    // The load balancer's id ties its access log to ours; from anyone else it is not believed.
    const forwardedId = deps.env.TRUST_PROXY > 0 ? c.req.header('x-request-id')?.slice(0, 64) : undefined;
    const requestId = forwardedId || randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set('clientIp', resolveClientIp(c, deps.env.TRUST_PROXY));
    deps.lifecycle.requestStarted();
    try {
      await next();
    } finally {
      deps.lifecycle.requestFinished();
      if (ownWrites && mayWrite(c.req.method, c.req.path)) ownWrites.clear();
    }
    const seconds = (performance.now() - startedAt) / 1000;
    // The pattern of the route that answered (/api/readings/:id), never the raw path: bounded
    // label values, and no ids in the metrics.
    const route = matchedRoutes(c)[c.req.routeIndex]?.path ?? 'unmatched';
    const status = c.res.status;
    deps.metrics.requestAnswered(c.req.method, route, status, seconds);
    deps.logger.info('request', {
      requestId,
      method: c.req.method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      userId: c.get('userId') ?? null,
    });
    setResponseHeaders(
      c,
      answersJson(c.req.path) ? apiHeaders : pageHeaders,
      requestId,
      deps.lifecycle.isDraining,
    );
  });

  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('payload_too_large');
      },
    });
  const jsonBodyLimit = limitBody(JSON_BODY_LIMIT_BYTES);
  const webhookBodyLimit = limitBody(WEBHOOK_BODY_LIMIT_BYTES);
  // A webhook body is checked by its signature and only ids and amounts are taken from it.
  const nulGuard = refuseNulCharacters((path) => path === AVATAR_UPLOAD_PATH || isWebhook(path));
  const originGuard = sameOriginGuard(allowedOrigin);
  // One middleware for the three guards, in their order: each of Hono's dispatch layers is an
  // async function, a promise and its microtasks on every API request, though a GET passes all
  // three at once (decision 0025).
  app.use('/api/*', (c, next) => {
    const guarded = () => nulGuard(c, () => originGuard(c, next));
    // The avatar upload carries an image and applies its own, larger limit on its route. A GET or
    // HEAD has no body (asking for one would build a whole Request object just to find that out).
    if (hasNoBody(c.req.method) || c.req.path === AVATAR_UPLOAD_PATH) return guarded();
    return isWebhook(c.req.path) ? webhookBodyLimit(c, guarded) : jsonBodyLimit(c, guarded);
  });

  app.on(AUTH_METHODS, AUTH_PATH, async (c) => {
    const startedAt = performance.now();
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const response = await explainOriginRefusal(
      await deps.auth.handler(new Request(c.req.raw, { headers })),
      { path: c.req.path, origin: c.req.header('origin') ?? null },
      allowedOrigin,
      deps.logger,
    );
    // better-auth answers its own failures with a bare 500; a database outage is a 503 here too.
    if (response.status >= 500 && (await databaseIsAway(deps, null))) {
      return unavailable(c, c.get('requestId'));
    }
    if (ADDRESS_BLIND_AUTH_PATHS.has(c.req.path)) {
      await holdUntilFloor(startedAt, deps.env.AUTH_ANSWER_FLOOR_MS);
    }
    // Every server forgets the session once better-auth has deleted it.
    if (c.req.path.endsWith('/sign-out')) {
      const key = SessionCache.keyOf(c.req.header('cookie'));
      if (key) await deps.sessionCache.revoke({ key });
    }
    return response;
  });

  app.route('/', apiRoutes);
  registerDevRoutes(app, deps);
  registerDailyPages(app);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Orrery API', version: '1.0.0' },
  });

  if (deps.env.METRICS_TOKEN) {
    const token = deps.env.METRICS_TOKEN;
    deps.metrics.collectProcessMetrics();
    app.get('/metrics', async (c) => {
      if (!bearerMatches(c.req.header('authorization'), token)) {
        return c.text('Unauthorized\n', 401, { 'www-authenticate': 'Bearer' });
      }
      return c.body(await deps.metrics.registry.metrics(), 200, {
        'content-type': deps.metrics.registry.contentType,
      });
    });
  }

  app.all('/api/*', (c: Context) => {
    throw new AppError('not_found', `No API route for ${c.req.method} ${c.req.path}`);
  });

  if (deps.webDistDir) serveSpa(app, deps.webDistDir, deps.env.PUBLIC_URL);
  return app;
}
