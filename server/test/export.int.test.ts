import { SAMPLE_READING_REQUESTS } from '@orrery/core/readings/__fixtures__/requests';
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportArchive } from '../src/features/export/archive';
import { exportsDir, pruneExports } from '../src/features/export/jobs';
import { newId } from '../src/lib/ids';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

let ctx: TestContext;
/** Accounts with more than one reading export in the background here. */
let jobs: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  jobs = await createTestContext({ EXPORT_DIRECT_MAX_READINGS: '1' });
});
afterAll(async () => {
  await ctx?.close();
  await jobs?.close();
});

async function download(client: TestClient, url = '/api/me/export') {
  const res = await client.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="orrery-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the archive: ${Object.keys(files).join(', ')}`);
    return strFromU8(file);
  };
}

describe(`data export on ${currentDialect()}`, () => {
  it('gives the user a ZIP of their profile, readings, ledger and feedback that matches the database', async () => {
    const client = new TestClient(ctx.app);
    const email = uniqueEmail('export');
    await client.signUp(email, 'correct horse battery', 'Ada Lovelace');
    const generated = await client.request('/api/readings', {
      json: {
        app: 'lifepathnumber',
        idempotencyKey: `export-${Date.now()}`,
        ...SAMPLE_READING_REQUESTS.lifepathnumber,
      },
    });
    const { reading } = await generated.json();
    await client.request('/api/feedback', { json: { message: 'Lovely readings' } });

    const read = await download(client);
    const profile = JSON.parse(read('profile.json'));
    expect(profile).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });

    const { db } = ctx.deps.database;
    const row = await db
      .selectFrom('usage_logs')
      .selectAll()
      .where('user_id', '=', profile.id)
      .executeTakeFirstOrThrow();
    const base = `readings/${row.created_at.slice(0, 10)}-lifepathnumber-${reading.readingId}`;
    const stored = JSON.parse(read(`${base}.json`));
    expect(stored).toMatchObject({ readingId: reading.readingId, creditsCharged: row.credits_charged });
    expect(stored.input).toEqual(JSON.parse(row.input_data ?? 'null'));
    expect(read(`${base}.md`)).toBe(reading.content.reading.markdown);

    const ledger = await db
      .selectFrom('credit_ledger')
      .select(['delta', 'balance_after'])
      .where('user_id', '=', profile.id)
      .orderBy('created_at')
      .execute();
    expect(
      JSON.parse(read('ledger.json')).map((r: { delta: number; balanceAfter: number }) => [
        r.delta,
        r.balanceAfter,
      ]),
    ).toEqual(ledger.map((r) => [r.delta, r.balance_after]));
    expect(JSON.parse(read('feedback.json'))).toEqual([
      { message: 'Lovely readings', createdAt: expect.any(String) },
    ]);
    expect(JSON.parse(read('payments.json'))).toEqual([]);
  });

  it('includes the voice guide conversations with their transcripts, and no one else’s', async () => {
    const client = new TestClient(ctx.app);
    await client.signUp(uniqueEmail('export-voice'), 'correct horse battery', 'Ada Lovelace');
    const generated = await client.request('/api/readings', {
      json: {
        app: 'lifepathnumber',
        idempotencyKey: `export-voice-${Date.now()}`,
        ...SAMPLE_READING_REQUESTS.lifepathnumber,
      },
    });
    const { reading } = await generated.json();
    const voice = `/api/readings/${reading.readingId}/voice`;
    expect((await client.request(`${voice}/sessions`, { json: {} })).status).toBe(200);
    const asked = await client.request(`${voice}/questions`, {
      json: { question: 'What is my life path number?' },
    });
    expect(asked.status).toBe(200);
    await asked.text();
    expect((await client.request(`${voice}/end`, { method: 'POST' })).status).toBe(200);
    const stranger = new TestClient(ctx.app);
    await stranger.signUp(uniqueEmail('export-voice-other'), 'correct horse battery', 'Bea Other');

    const conversations = JSON.parse((await download(client))('voice.json'));
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({
      readingId: reading.readingId,
      status: 'ended',
      creditsCharged: 0,
    });
    expect(conversations[0].transcript.map((turn: { role: string }) => turn.role)).toEqual(['user', 'guide']);
    expect(conversations[0].transcript[0].text).toBe('What is my life path number?');
    expect(conversations[0].transcript[1].text.length).toBeGreaterThan(20);
    expect(JSON.parse((await download(stranger))('voice.json'))).toEqual([]);
  });

  it('is for the signed-in user only', async () => {
    expect((await new TestClient(ctx.app).request('/api/me/export')).status).toBe(401);
  });
});

async function withReadings(context: TestContext, count: number) {
  const client = new TestClient(context.app);
  const email = uniqueEmail('exporter');
  await client.signUp(email, 'correct horse battery', 'Ada Lovelace');
  const readingIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await client.request('/api/readings', {
      json: {
        app: 'lifepathnumber',
        idempotencyKey: `export-job-${Date.now()}-${i}`,
        ...SAMPLE_READING_REQUESTS.lifepathnumber,
      },
    });
    expect(res.status).toBe(200);
    readingIds.push((await res.json()).reading.readingId);
  }
  const me = await (await client.request('/api/me')).json();
  return { client, email, userId: me.user.id as string, readingIds };
}

async function untilSettled(client: TestClient, jobId: string) {
  const seen: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const res = await client.request(`/api/me/exports/${jobId}`);
    expect(res.status).toBe(200);
    const job = await res.json();
    seen.push(job.progress);
    if (job.status !== 'running') return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`export ${jobId} still running`);
}

describe(`data export in the background on ${currentDialect()}`, () => {
  it('lets a small account download at once', async () => {
    const { client } = await withReadings(jobs, 1);
    const res = await client.request('/api/me/exports', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'direct', downloadUrl: '/api/me/export' });
    // Only archives built count against the hourly budget, so asking first never uses it up.
    for (let i = 0; i < 5; i += 1) await client.request('/api/me/exports', { method: 'POST' });
    expect((await client.request('/api/me/export')).status).toBe(200);
  });

  it('prepares a larger account’s ZIP as a job with progress, for its owner only, and deletes it after its day', async () => {
    const { client, email, userId, readingIds } = await withReadings(jobs, 3);
    const started = await client.request('/api/me/exports', { method: 'POST' });
    expect(started.status).toBe(200);
    const { kind, job } = await started.json();
    expect(kind).toBe('job');
    expect(job).toMatchObject({ status: 'running', progress: 0, downloadUrl: null });

    const { job: done, seen } = await untilSettled(client, job.id);
    expect(done).toMatchObject({
      id: job.id,
      status: 'ready',
      progress: 100,
      downloadUrl: `/api/me/exports/${job.id}/download`,
    });
    // Progress never goes backwards.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    // The same contents as the direct download, checked against the database.
    const read = await download(client, done.downloadUrl);
    expect(JSON.parse(read('profile.json'))).toMatchObject({ id: userId, email, firstName: 'Ada' });
    const rows = await jobs.deps.database.db
      .selectFrom('usage_logs')
      .select(['reading_result_id', 'created_at', 'credits_charged'])
      .where('user_id', '=', userId)
      .execute();
    expect(rows.map((row) => row.reading_result_id).sort()).toEqual([...readingIds].sort());
    for (const row of rows) {
      const base = `readings/${row.created_at.slice(0, 10)}-lifepathnumber-${row.reading_result_id}`;
      expect(JSON.parse(read(`${base}.json`))).toMatchObject({
        readingId: row.reading_result_id,
        creditsCharged: row.credits_charged,
      });
      expect(read(`${base}.md`)).toContain('#');
    }
    const ledger = JSON.parse(read('ledger.json'));
    expect(ledger).toHaveLength(1 + readingIds.length);

    // Someone else's job is a 404, like a missing one.
    const stranger = (await withReadings(jobs, 0)).client;
    expect((await stranger.request(`/api/me/exports/${job.id}`)).status).toBe(404);
    expect((await stranger.request(`/api/me/exports/${job.id}/download`)).status).toBe(404);
    expect((await new TestClient(jobs.app).request(`/api/me/exports/${job.id}`)).status).toBe(401);

    // After its day the sweeper deletes the archive and the row.
    const file = path.join(exportsDir(jobs.env.DATA_DIR), `${job.id}.zip`);
    expect(fs.existsSync(file)).toBe(true);
    await pruneExports(jobs.deps, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(fs.existsSync(file)).toBe(false);
    expect((await client.request(`/api/me/exports/${job.id}`)).status).toBe(404);
  });

  it('reports progress page by page while writing a large library', async () => {
    const { userId } = await withReadings(jobs, 1);
    const { db } = jobs.deps.database;
    const original = await db
      .selectFrom('usage_logs')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // 249 more stored readings like the first one: 250 in pages of 100.
    const copies = Array.from({ length: 249 }, () => {
      const id = newId();
      return { ...original, log_id: id, reading_result_id: id, idempotency_key: null };
    });
    for (let i = 0; i < copies.length; i += 50) {
      await db
        .insertInto('usage_logs')
        .values(copies.slice(i, i + 50))
        .execute();
    }
    const heard: number[] = [];
    const archive = exportArchive(db, userId, new Date(), async (done) => {
      heard.push(done);
    });
    const files = unzipSync(new Uint8Array(await new Response(archive).arrayBuffer()));
    expect(heard).toEqual([0.4, 0.8, 1]);
    expect(
      Object.keys(files).filter((name) => name.endsWith('.json') && name.startsWith('readings/')),
    ).toHaveLength(250);
  });

  it('deletes a prepared archive with the account', async () => {
    const { client } = await withReadings(jobs, 2);
    const { job } = await (await client.request('/api/me/exports', { method: 'POST' })).json();
    await untilSettled(client, job.id);
    const file = path.join(exportsDir(jobs.env.DATA_DIR), `${job.id}.zip`);
    expect(fs.existsSync(file)).toBe(true);
    expect((await client.request('/api/me', { method: 'DELETE' })).status).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    const left = await jobs.deps.database.db
      .selectFrom('export_jobs')
      .select('id')
      .where('id', '=', job.id)
      .execute();
    expect(left).toEqual([]);
  });
});
