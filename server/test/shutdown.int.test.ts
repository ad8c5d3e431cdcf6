import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SAMPLE_READING_REQUESTS as requests } from '@orrery/core/readings/__fixtures__/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { createApp } from '../src/http/app';
import { createLogger } from '../src/lib/logger';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';
import { startServerProcess } from './server-process';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** Signs up on a running server and returns the session cookie. */
async function signUp(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: uniqueEmail('drain'),
      password: 'correct horse battery',
      name: 'Drain Test',
      firstName: 'Drain',
      lastName: 'Test',
    }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** A language model that answers only when told to, so a reading stays in flight meanwhile. */
async function heldModel() {
  const held: http.ServerResponse[] = [];
  let arrived: () => void = () => {};
  const firstArrival = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      held.push(res);
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    firstArrival,
    // A refusal keeps the composer's text: the reading still completes.
    release: () => held.splice(0).forEach((res) => res.writeHead(500).end('{}')),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe(`readiness on ${currentDialect()}`, () => {
  it('is ready while serving, fails while draining, and liveness stays up', async () => {
    const deps = await bootstrap(ctx.env, createLogger('silent'));
    const client = new TestClient(createApp(deps));
    const ready = await client.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: currentDialect() });
    deps.lifecycle.startDraining();
    const draining = await client.request('/api/ready');
    expect(draining.status).toBe(503);
    expect((await draining.json()).error.code).toBe('service_unavailable');
    expect(draining.headers.get('connection')).toBe('close');
    expect((await client.request('/api/health')).status).toBe(200);
    await deps.database.close();
  });

  it('fails while the database is unreachable, while liveness stays up', async () => {
    const deps = await bootstrap(ctx.env, createLogger('silent'));
    const client = new TestClient(createApp(deps));
    await deps.database.close();
    expect((await client.request('/api/ready')).status).toBe(503);
    expect((await client.request('/api/health')).status).toBe(200);
  });
});

// A start from source waits up to 120 s for readiness on a loaded machine; the test's own limit
// stays above it, so a slow start fails with the server's reason rather than a bare timeout.
const SERVER_TEST_TIMEOUT_MS = 180_000;

describe(`graceful shutdown on ${currentDialect()}`, { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  const serverEnv = () => ({
    DATA_DIR: ctx.env.DATA_DIR,
    ...(ctx.env.DATABASE_URL ? { DATABASE_URL: ctx.env.DATABASE_URL } : {}),
    LLM_MODEL: 'loopback',
  });

  it('on SIGTERM stops accepting, finishes the request in flight, then exits 0', async () => {
    const model = await heldModel();
    const server = await startServerProcess({ ...serverEnv(), LLM_BASE_URL: model.url });
    try {
      const cookie = await signUp(server.url);
      const inFlight = fetch(`${server.url}/api/readings`, {
        method: 'POST',
        headers: { origin: server.url, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          app: 'lifepathnumber',
          idempotencyKey: 'drain-key-0001',
          ...requests.lifepathnumber,
        }),
      });
      await model.firstArrival;
      server.child.kill('SIGTERM');
      // New connections are refused once the listener has closed.
      let refused = false;
      for (let i = 0; i < 50 && !refused; i += 1) {
        refused = await fetch(`${server.url}/api/health`).then(
          () => false,
          () => true,
        );
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(refused).toBe(true);
      expect(server.child.exitCode).toBeNull();
      model.release();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(((await res.json()) as { reading: { status: string } }).reading.status).toBe('completed');
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/"message":"draining","signal":"SIGTERM","requestsInFlight":1/);
    } finally {
      server.child.kill('SIGKILL');
      model.close();
    }
  });

  it('on SIGTERM waits for a reading whose client has gone, so it completes instead of staying pending', async () => {
    const model = await heldModel();
    const server = await startServerProcess({ ...serverEnv(), LLM_BASE_URL: model.url });
    try {
      const cookie = await signUp(server.url);
      // A client that gives up: its socket is destroyed while the server waits for the model.
      const body = JSON.stringify({
        app: 'lifepathnumber',
        idempotencyKey: 'drain-key-0003',
        ...requests.lifepathnumber,
      });
      const leaving = http.request(`${server.url}/api/readings`, {
        method: 'POST',
        headers: { origin: server.url, cookie, 'content-type': 'application/json' },
      });
      const left = new Promise((resolve) => leaving.on('error', resolve).on('close', resolve));
      leaving.end(body);
      await model.firstArrival;
      leaving.destroy();
      await left;
      server.child.kill('SIGTERM');
      // No connection is open any more, but the handler still needs the database.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.child.exitCode).toBeNull();
      model.release();
      expect(await server.exited).toBe(0);
      const reading = await ctx.deps.database.db
        .selectFrom('usage_logs')
        .select('status')
        .where('idempotency_key', '=', 'drain-key-0003')
        .executeTakeFirstOrThrow();
      expect(reading.status).toBe('completed');
    } finally {
      server.child.kill('SIGKILL');
      model.close();
    }
  });

  it('gives up on a request still running after SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const model = await heldModel();
    const server = await startServerProcess({
      ...serverEnv(),
      LLM_BASE_URL: model.url,
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });
    try {
      const cookie = await signUp(server.url);
      const inFlight = fetch(`${server.url}/api/readings`, {
        method: 'POST',
        headers: { origin: server.url, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          app: 'lifepathnumber',
          idempotencyKey: 'drain-key-0002',
          ...requests.lifepathnumber,
        }),
      }).then(
        (res) => res.status,
        () => 'cut off',
      );
      await model.firstArrival;
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(5_000);
      expect(await inFlight).toBe('cut off');
      expect(server.output()).toMatch(/shutdown timeout/);
    } finally {
      server.child.kill('SIGKILL');
      model.close();
    }
  });
});

describe(`kept-alive connections on ${currentDialect()}`, { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  it('stay open past Node’s 5 s default, so a client reusing one after a pause is not reset', async () => {
    const server = await startServerProcess({
      DATA_DIR: ctx.env.DATA_DIR,
      ...(ctx.env.DATABASE_URL ? { DATABASE_URL: ctx.env.DATABASE_URL } : {}),
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${server.url}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      // Had the server closed the idle connection, the agent would have opened a new one.
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      server.child.kill('SIGKILL');
    }
  });
});
