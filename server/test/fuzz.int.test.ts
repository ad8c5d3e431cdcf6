// Fuzzes every operation the OpenAPI description lists (and the better-auth routes it does not),
// as an attacker with a script would: bodies valid and invalid by the published schemas, odd
// content types, forged and malformed cookies, hostile ids in the path. Whatever is sent, the
// server must never answer 500, never store a NUL, and every ledger must still sum to its balance.
// A failure prints the seed; FUZZ_SEED=<seed> replays the same requests.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  currentDialect,
  TestClient,
  type TestContext,
  type TestResponse,
  uniqueEmail,
  unbalancedLedgers,
} from './harness';

const REQUESTS_PER_RUN = 2_100;
const PASSWORD = 'correct horse battery';
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Park-Miller: a small, seedable generator so a failing run can be replayed exactly. */
function seeded(seed: number) {
  let state = seed % 2147483647 || 1;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof seeded>;

// The subset of JSON Schema that @hono/zod-openapi emits for our schemas.
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

interface Operation {
  method: string;
  path: string;
  query: { name: string; schema: Schema }[];
  body?: { type: string; schema: Schema };
}

/** Plausible values for the fields whose pattern a random string would never match. */
const KNOWN_GOOD: Record<string, (r: Random) => unknown> = {
  email: () => uniqueEmail('fuzz'),
  password: () => PASSWORD,
  birthDate: (r) => r.pick(['1990-05-14', '1940-10-09', '2001-02-29', '1988-02-31', '2100-01-01']),
  birthTime: (r) => r.pick(['08:30', '23:59', '', '24:00', null]),
  tz: (r) => r.pick(['Europe/London', 'America/New_York', 'Mars/Olympus']),
  country: (r) => r.pick(['GB', 'DE', 'United States']),
  city: (r) => r.pick(['Liverpool', 'Berlin', 'Atlantis']),
  idempotencyKey: (r) => `fuzz-${r.int(1e9).toString(36)}-key`,
  question: (r) => r.pick(['Will I move abroad?', 'What should I focus on this month?', '?']),
  firstName: (r) => r.pick(['Ada', 'Zoë', 'Nora 2', 'Jean-Luc']),
  lastName: (r) => r.pick(['Lovelace', 'Ó Briain']),
};

const HOSTILE_STRINGS = [
  'Evil\u0000Admin',
  'bell\u0007',
  '\u202eevil',
  '😀'.repeat(200),
  'x'.repeat(70_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '\ud800',
];

function valueFor(schema: Schema, r: Random, name = ''): unknown {
  if (name in KNOWN_GOOD && r.chance(0.8)) return KNOWN_GOOD[name]!(r);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return r.pick(schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return valueFor(r.pick(variants), r, name);
  const type = Array.isArray(schema.type) ? r.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || r.chance(0.5)) out[key] = valueFor(child, r, key);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: r.int(4) }, () => valueFor(schema.items ?? {}, r));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      const value = min + r.next() * (max - min);
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    default: {
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
      return Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[r.int(36)]).join('');
    }
  }
}

/** Breaks a valid value in one of the ways a hand-crafted request would. */
function mutate(value: unknown, r: Random): unknown {
  const leafMutation = (): unknown =>
    r.pick<() => unknown>([
      () => r.pick(HOSTILE_STRINGS),
      () => r.pick([-1, 0, 1e308, -2147483649, 2 ** 53, 0.5]),
      () => r.pick([true, null, [], {}, ['a'], { $ne: 1 }]),
      () => JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`),
    ])();
  if (!value || typeof value !== 'object' || Array.isArray(value) || r.chance(0.15)) return leafMutation();
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const choice = r.int(4);
  if (choice === 0 && keys.length) delete copy[r.pick(keys)];
  else if (choice === 1)
    copy[r.pick(['__proto__', 'constructor', 'role', 'remainingCredits', 'x\u0000'])] = 1;
  else if (keys.length) {
    const key = r.pick(keys);
    copy[key] = choice === 2 ? leafMutation() : mutate(copy[key], r);
  }
  return copy;
}

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string; schema: Schema }[];
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content;
      const [type, media] = Object.entries(content ?? {})[0] ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((p) => p.in === 'query'),
        body: type && media ? { type, schema: media.schema } : undefined,
      });
    }
  }
  return ops;
}

/** better-auth's routes are not in the description; they take bodies (forms too) all the same. */
const AUTH_OPERATIONS: Operation[] = [
  ['/api/auth/sign-up/email', ['email', 'password', 'name']],
  ['/api/auth/sign-in/email', ['email', 'password']],
  ['/api/auth/request-password-reset', ['email']],
  ['/api/auth/change-email', ['newEmail']],
  ['/api/auth/update-user', ['name']],
].map(([path, fields]) => ({
  method: 'POST',
  path: path as string,
  query: [],
  body: {
    type: 'application/json',
    schema: {
      type: 'object',
      required: fields as string[],
      properties: Object.fromEntries((fields as string[]).map((f) => [f, { type: 'string' }])),
    },
  },
}));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ GENERATION_RATE_LIMIT: '10000' });
});
afterAll(async () => {
  await ctx?.close();
});

/** Every string column of every table that holds a NUL (SQLite stores one; PostgreSQL refuses it with an error, which the no-500 rule catches). */
async function storedNuls(): Promise<string[]> {
  if (currentDialect() !== 'sqlite') return [];
  const db = ctx.deps.database.db;
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  const found: string[] = [];
  for (const { name } of tables.rows) {
    const columns = await sql<{
      name: string;
      type: string;
    }>`select name, type from pragma_table_info(${name})`.execute(db);
    for (const column of columns.rows.filter((c) => /text|char|clob|^$/i.test(c.type))) {
      const hit = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(name)} where instr(${sql.ref(column.name)}, char(0)) > 0`.execute(
        db,
      );
      if (Number(hit.rows[0]?.n) > 0) found.push(`${name}.${column.name}`);
    }
  }
  return found;
}

describe(`fuzzing every API operation on ${currentDialect()}`, () => {
  it(`answers ${REQUESTS_PER_RUN} hostile requests without a 500, a stored NUL or an unbalanced ledger`, async () => {
    const r = seeded(SEED);
    const doc = (await (
      await ctx.app.request('http://localhost:3000/api/openapi.json')
    ).json()) as Parameters<typeof operationsOf>[0];
    const operations = [...operationsOf(doc), ...AUTH_OPERATIONS];
    expect(operations.length).toBeGreaterThanOrEqual(49 + AUTH_OPERATIONS.length);

    let signUps = 0;
    async function freshUser(admin = false): Promise<TestClient> {
      signUps += 1;
      const client = new TestClient(ctx.app);
      const res = await client.signUp(uniqueEmail('fuzzer'), PASSWORD, 'Fuzz Tester');
      const id = (await res.json()).user.id as string;
      ids.push(id);
      if (admin) {
        await ctx.deps.database.db
          .updateTable('profiles')
          .set({ role: 'admin' })
          .where('id', '=', id)
          .execute();
        await client.request('/api/admin/step-up', { json: { password: PASSWORD } });
      }
      for (const app of ['lifepathnumber', 'tarot-traditional']) {
        const reading = await client.request('/api/readings', {
          json: {
            app,
            idempotencyKey: `seed-${signUps}-${app}`,
            input: {
              firstName: 'Ada',
              lastName: 'Lovelace',
              birthDate: '1815-12-10',
              question: 'Will it rain?',
            },
          },
        });
        const body = await reading.json();
        if (body.reading?.id) ids.push(body.reading.id);
      }
      return client;
    }
    const ids: string[] = [
      '0',
      'not-a-real-id',
      '..%2F..%2Fetc',
      'x'.repeat(300),
      '%E0%A4%A',
      '019a0000-0000-7000-8000-000000000000',
    ];
    const clients: TestClient[] = [await freshUser(true), await freshUser(), await freshUser()];
    const anonymous = new TestClient(ctx.app);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let n = 0; n < REQUESTS_PER_RUN; n++) {
      const op = r.pick(operations);
      const slot = r.int(clients.length + 1);
      const client = slot === clients.length ? anonymous : clients[slot]!;
      const path = op.path.replace(/\{[^}]+\}/g, () =>
        encodeURIComponent(r.pick(ids)).replaceAll('%25', '%'),
      );
      const query = op.query
        .filter(() => r.chance(0.6))
        .map((p): [string, string] => [
          p.name,
          String(r.chance(0.2) ? r.pick(HOSTILE_STRINGS).slice(0, 200) : valueFor(p.schema, r, p.name)),
        ]);
      const url = query.length ? `${path}?${new URLSearchParams(query)}` : path;
      const headers: Record<string, string> = {};
      let body: string | undefined;
      if ((op.body || r.chance(0.1)) && op.method !== 'GET') {
        const valid = op.body ? valueFor(op.body.schema, r) : {};
        const value = r.chance(0.5) ? mutate(valid, r) : valid;
        const shape = r.int(10);
        if (shape < 7) {
          body = JSON.stringify(value);
          headers['content-type'] = op.body?.type ?? 'application/json';
        } else if (shape === 7) {
          body = new URLSearchParams(
            Object.entries((value as Record<string, unknown>) ?? {}).map(([k, v]): [string, string] => [
              k,
              String(v),
            ]),
          ).toString();
          headers['content-type'] = 'application/x-www-form-urlencoded';
        } else if (shape === 8) {
          body = `--b\r\ncontent-disposition: form-data; name="name"\r\n\r\nEvil\u0000\r\n--b--\r\n`;
          headers['content-type'] = 'multipart/form-data; boundary=b';
        } else {
          body = r.pick(['', 'null', '{', 'Evil\u0000', JSON.stringify(value)]);
          headers['content-type'] = r.pick([
            'text/plain',
            'application/xml',
            'application/json; charset=utf-16',
          ]);
        }
      }
      if (r.chance(0.1))
        headers.cookie = r.pick([
          '__Secure-better-auth.session_token=%E0%A4%A',
          'better-auth.session_token=forged.signature',
          `${client.cookieHeader()}; __Secure-better-auth.session_token=%FF`,
          'better-auth.session_token=',
        ]);
      if (r.chance(0.05)) headers.origin = 'https://evil.example';
      let res: TestResponse;
      try {
        res = await client.request(url, { method: op.method, body, headers });
      } catch (error) {
        failures.push(`${op.method} ${url}: threw ${String(error)}`);
        continue;
      }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) {
        const text = await res.text();
        const allowed = res.status === 503 && /voice_agent_unavailable|generation_failed/.test(text);
        if (!allowed)
          failures.push(
            `${op.method} ${url} [${headers['content-type'] ?? '-'}] -> ${res.status} ${text.slice(0, 200)}`,
          );
      }
      // A fuzzed request may delete the account or end its sessions: carry on as a new user.
      if (slot < clients.length && res.status === 401 && signUps < 60)
        clients[slot] = await freshUser(slot === 0);
    }
    const summary = `seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`;
    expect(failures, summary).toEqual([]);
    expect(await storedNuls(), summary).toEqual([]);
    expect(await unbalancedLedgers(ctx.deps.database.db), summary).toEqual([]);
  }, 240_000);
});
