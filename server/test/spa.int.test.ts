import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type OrreryApp } from '../src/http/app';
import { createTestContext, currentDialect, TestClient, type TestContext } from './harness';

let ctx: TestContext;
let app: OrreryApp;
let dist: string;

beforeAll(async () => {
  ctx = await createTestContext();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Orrery</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createApp({ ...ctx.deps, webDistDir: dist });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe(`serving the SPA on ${currentDialect()}`, () => {
  it('sends a strict content security policy and no framing or referrer leaks with every page', async () => {
    for (const route of ['/', '/library', '/api/daily/unsubscribe']) {
      const res = await new TestClient(app).request(route);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, route).toContain("script-src 'self'");
      expect(csp, route).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, route).toContain("frame-ancestors 'none'");
      expect(csp, route).toContain("form-action 'self'");
      expect(res.headers.get('x-frame-options'), route).toBe('DENY');
      expect(res.headers.get('referrer-policy'), route).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), route).toContain('microphone=(self)');
      expect(res.headers.get('x-content-type-options'), route).toBe('nosniff');
      // Served over http here, so no HSTS (it would pin a development host to https).
      expect(res.headers.get('strict-transport-security'), route).toBeNull();
    }
  });

  it('lets a JSON answer load nothing and be framed by nobody, and never be cached', async () => {
    for (const route of ['/api/health', '/api/me', '/api/no-such-route']) {
      const res = await new TestClient(app).request(route);
      expect(res.headers.get('content-type'), route).toContain('application/json');
      expect(res.headers.get('content-security-policy'), route).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-frame-options'), route).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(res.headers.get('cache-control'), route).toBe('no-store');
      // Only a document uses these.
      expect(res.headers.get('permissions-policy'), route).toBeNull();
    }
  });

  it('sends the same headers from a Node server as from the app in process, its own request id on each', async () => {
    // Under Node they are set on Node's own response rather than the app's Response (http/app.ts).
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const transport = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);
    const comparable = (res: Response) => [...res.headers].filter(([name]) => !transport.has(name));
    try {
      for (const route of ['/', '/api/health', '/api/me', '/assets/index-abc123.js']) {
        const overNode = await fetch(base + route);
        const inProcess = await new TestClient(app).request(route);
        expect(overNode.status, route).toBe(inProcess.status);
        expect(comparable(overNode), route).toEqual(comparable(inProcess));
        expect(overNode.headers.get('x-request-id'), route).toMatch(/^[0-9a-f-]{36}$/);
        expect(overNode.headers.get('x-request-id')).not.toBe(inProcess.headers.get('x-request-id'));
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('pins browsers to https when the public address is https', async () => {
    const secure = createApp({ ...ctx.deps, env: { ...ctx.deps.env, PUBLIC_URL: 'https://orrery.example' } });
    for (const route of ['/', '/api/health']) {
      const res = await new TestClient(secure).request(route);
      expect(res.headers.get('strict-transport-security'), route).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('caches fingerprinted assets for a year and marks them immutable', async () => {
    const res = await new TestClient(app).request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers app routes with index.html that browsers revalidate', async () => {
    for (const route of ['/', '/library', '/natalbirthchart_result/some-id', '/no/such/page']) {
      const res = await new TestClient(app).request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
    }
  });

  it('still answers unknown API paths with JSON 404s', async () => {
    const res = await new TestClient(app).request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe(`missing assets on ${currentDialect()}`, () => {
  it('answer 404 instead of the app shell', async () => {
    const res = await new TestClient(app).request('/assets/index-gone.js');
    expect(res.status).toBe(404);
  });

  it('serve other public files for an hour', async () => {
    const res = await new TestClient(app).request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
