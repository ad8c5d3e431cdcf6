import { sql } from 'kysely';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bootstrap } from '../src/bootstrap';
import { applyCreditChange } from '../src/features/credits/ledger';
import { type Env, parseEnv } from '../src/env';
import { createApp, type OrreryApp } from '../src/http/app';
import type { AppDeps } from '../src/http/context';
import { createLogger } from '../src/lib/logger';

export const PUBLIC_URL = 'http://localhost:3000';
export type Dialect = 'sqlite' | 'postgres';

/** Which database this vitest project runs against: the config sets TEST_DB per project. */
export function currentDialect(): Dialect {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

const adminUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestContext {
  app: OrreryApp;
  deps: AppDeps;
  env: Env;
  close: () => Promise<void>;
}

/** A new, empty database on the local PostgreSQL server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `orrery_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh, real database per test file: a temporary SQLite file, or a new PostgreSQL database
 * created on the local server and dropped afterwards. Nothing is mocked.
 */
export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const dialect = currentDialect();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (dialect === 'postgres') {
    ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase());
  }
  const env = parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
    TRUST_PROXY: 'true',
    SIGN_IN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'silent',
    // The timing floor is tested where it is the subject (email.int.test.ts); elsewhere it
    // would only add to every sign-up.
    AUTH_ANSWER_FLOOR_MS: '0',
    // Mail is switched on by the tests about it (email.int.test.ts); the others sign up without it.
    EMAIL: 'disabled',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  });
  const deps = await bootstrap(env, createLogger(env.LOG_LEVEL));
  const app = createApp(deps);
  return {
    app,
    deps,
    env,
    close: async () => {
      await deps.database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * On PostgreSQL, a second server on the test's database with its own caches, as a second instance
 * behind a load balancer would be; on SQLite, which is one process, null.
 */
export async function secondServer(ctx: TestContext): Promise<{ app: OrreryApp; deps: AppDeps } | null> {
  if (!ctx.env.DATABASE_URL) return null;
  const deps = await bootstrap(ctx.env, createLogger('silent'));
  return { app: createApp(deps), deps };
}

// Tests read many response shapes; asserting on them is the check, so the body is loosely typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, 'json'> & { json: () => Promise<any> };

let ipCounter = 0;

/** A browser-like client: keeps cookies, sends our Origin, and has its own client address. */
export class TestClient {
  private cookies = new Map<string, string>();
  readonly ip: string;

  constructor(
    private readonly app: OrreryApp,
    ip?: string,
  ) {
    ipCounter += 1;
    this.ip = ip ?? `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  }

  async request(
    pathname: string,
    init: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', PUBLIC_URL);
    headers.set('x-forwarded-for', this.ip);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set('content-type', 'application/json');
    }
    const response = await this.app.request(`${PUBLIC_URL}${pathname}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Takes over another client's cookies, as a copied or stolen cookie header would. */
  useCookies(header: string): void {
    for (const pair of header.split('; ')) {
      const [name, ...value] = pair.split('=');
      if (name) this.cookies.set(name, value.join('='));
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async signUp(email: string, password = 'correct horse battery', name = 'Test Seeker') {
    const [firstName, ...rest] = name.split(' ');
    return this.request('/api/auth/sign-up/email', {
      json: { email, password, name, firstName, lastName: rest.join(' ') },
    });
  }

  async signIn(email: string, password = 'correct horse battery') {
    return this.request('/api/auth/sign-in/email', { json: { email, password } });
  }
}

export function uniqueEmail(prefix = 'seeker'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** How long PostgreSQL's NOTIFY may take to reach a server's cached rows, in these tests. */
export const NOTIFY_WITHIN_MS = 1_000;

/**
 * /api/me through `app` with `cookies`, read until `done` holds: at once on SQLite, where a write
 * reaches the cached rows before it returns; for at most NOTIFY_WITHIN_MS on PostgreSQL, where a
 * write made outside this server's requests (another server, a job, the test itself) reaches them
 * by NOTIFY just after its commit.
 */
export async function meOnceNotified(
  app: OrreryApp,
  cookies: string,
  done: (me: { status: number; body: any }) => boolean, // eslint-disable-line @typescript-eslint/no-explicit-any
) {
  const deadline = currentDialect() === 'postgres' ? Date.now() + NOTIFY_WITHIN_MS : 0;
  const read = async () => {
    const res: TestResponse = await app.request(`${PUBLIC_URL}/api/me`, { headers: { cookie: cookies } });
    return { status: res.status, body: await res.json() };
  };
  let me = await read();
  while (!done(me) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    me = await read();
  }
  return me;
}

/** A new account, signed in: its client, email and user id. */
export async function signedIn(app: OrreryApp) {
  const client = new TestClient(app);
  const email = uniqueEmail();
  const signUp = await client.signUp(email);
  // Said here, so a test whose account was refused does not fail later for a reason it does not name.
  if (signUp.status !== 200) throw new Error(`sign-up refused with ${signUp.status}`);
  const me = await (await client.request('/api/me')).json();
  return { client, email, userId: me.user.id as string, balance: me.balance as number };
}

/** A new account, signed in, holding exactly `credits`: the difference is an admin adjustment in the ledger. */
export async function signedInWithCredits(ctx: TestContext, credits: number) {
  const account = await signedIn(ctx.app);
  await ctx.deps.database.db.transaction().execute((trx) =>
    applyCreditChange(trx, {
      userId: account.userId,
      delta: credits - account.balance,
      reason: 'admin_adjustment',
      reference: 'test',
      now: new Date(),
    }),
  );
  return account;
}

/**
 * A loopback language model that refuses every request and counts them: for tests that a reading
 * was, or was not, sent to be rewritten. `LLM_BASE_URL` is its `baseUrl`.
 */
export async function refusingModel() {
  let requests = 0;
  const server = createServer((req, res) => {
    requests += 1;
    req.resume().on('end', () => res.writeHead(500).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests: () => requests,
    close: () => server.close(),
  };
}

/** Liverpool as the place search resolves it, for a profile's birth place. */
export const LIVERPOOL = {
  birthCity: 'Liverpool',
  birthCountry: 'United Kingdom',
  birthRegion: 'ENG',
  birthLat: 53.41058,
  birthLng: -2.97794,
  birthTz: 'Europe/London',
};

/**
 * The users whose ledger does not add up to their balance: the invariant every money test ends
 * on. Empty when every credit change came with its ledger row.
 */
export async function unbalancedLedgers(db: AppDeps['database']['db']): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select p.id from profiles p
    left join (select user_id, sum(delta) as total from credit_ledger group by user_id) l on l.user_id = p.id
    where coalesce(l.total, 0) <> p.remaining_credits`.execute(db);
  return rows.map((row) => row.id);
}
