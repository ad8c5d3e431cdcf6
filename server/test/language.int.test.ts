import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type OrreryApp } from '../src/http/app';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

let ctx: TestContext;
let spa: OrreryApp;
let dist: string;

beforeAll(async () => {
  ctx = await createTestContext();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><div id="root"></div></html>',
  );
  spa = createApp({ ...ctx.deps, webDistDir: dist });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function signedIn() {
  const client = new TestClient(ctx.app);
  expect((await client.signUp(uniqueEmail(), 'correct horse battery', 'Ada Lovelace')).status).toBe(200);
  return client;
}

describe(`the user's language on ${currentDialect()}`, () => {
  it('is null until chosen, then saved in profiles.language and shown by /api/me', async () => {
    const client = await signedIn();
    expect((await (await client.request('/api/me')).json()).profile.language).toBeNull();

    const saved = await client.request('/api/me/profile', { method: 'PATCH', json: { language: 'de' } });
    expect(saved.status).toBe(200);
    expect((await saved.json()).language).toBe('de');
    const me = await (await client.request('/api/me')).json();
    expect(me.profile.language).toBe('de');
    const row = await ctx.deps.database.db
      .selectFrom('profiles')
      .select('language')
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('de');

    // Another profile edit leaves the choice alone.
    await client.request('/api/me/profile', { method: 'PATCH', json: { firstName: 'Ada' } });
    expect((await (await client.request('/api/me')).json()).profile.language).toBe('de');
  });

  it('accepts only the languages Orrery speaks, with a code the browser can word', async () => {
    const client = await signedIn();
    for (const language of ['fr', 'DE', '', null]) {
      const res = await client.request('/api/me/profile', { method: 'PATCH', json: { language } });
      expect(res.status, String(language)).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toEqual([
        { path: 'language', message: expect.any(String), code: 'invalid_value' },
      ]);
    }
    expect((await (await client.request('/api/me')).json()).profile.language).toBeNull();
  });

  it('serves the app shell with <html lang> from the language cookie, else Accept-Language', async () => {
    const page = async (headers: Record<string, string>) =>
      (await new TestClient(spa).request('/auth', { headers })).text();
    expect(await page({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toContain('<html lang="de"');
    expect(await page({ 'accept-language': 'fr-FR' })).toContain('<html lang="en"');
    expect(await page({ 'accept-language': 'de', cookie: 'orrery_lang=en' })).toContain('<html lang="en"');
    expect(await page({ 'accept-language': 'en', cookie: 'orrery_lang=de' })).toContain('<html lang="de"');
    const res = await new TestClient(spa).request('/');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
  });
});
