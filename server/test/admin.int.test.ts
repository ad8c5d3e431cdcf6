import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrreryApp } from '../src/http/app';
import type { AppDeps } from '../src/http/context';
import { newId } from '../src/lib/ids';
import { changeRole, changeStatus } from '../src/features/admin/actions';
import {
  createTestContext,
  secondServer,
  currentDialect,
  PUBLIC_URL,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';

const PASSWORD = 'correct horse battery';
let ctx: TestContext;
/** On PostgreSQL a second server on the same database, with its own session cache. */
let second: { app: OrreryApp; deps: AppDeps } | null = null;

beforeAll(async () => {
  ctx = await createTestContext();
  second = await secondServer(ctx);
});
afterAll(async () => {
  await second?.deps.database.close();
  await ctx?.close();
});

const db = () => ctx.deps.database.db;

async function signedUp(name = 'Test Seeker', email = uniqueEmail()) {
  const client = new TestClient(ctx.app);
  const res = await client.signUp(email, PASSWORD, name);
  expect(res.status).toBe(200);
  const { user } = await res.json();
  return { client, id: user.id as string, email };
}

async function admin(name = 'Ada Admin') {
  const account = await signedUp(name);
  await db().updateTable('profiles').set({ role: 'admin' }).where('id', '=', account.id).execute();
  return account;
}

async function steppedUpAdmin() {
  const account = await admin();
  const res = await account.client.request('/api/admin/step-up', { json: { password: PASSWORD } });
  expect(res.status).toBe(200);
  return account;
}

/** Enrols TOTP through better-auth's plugin, as the profile page does; the test computes the codes. */
async function enrolled(client: TestClient) {
  const enable = await client.request('/api/auth/two-factor/enable', { json: { password: PASSWORD } });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  expect(backupCodes.length).toBeGreaterThan(1);
  const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get('secret')!));
  const otp = createOTP(secret, { period: 30, digits: 6 });
  const verify = await client.request('/api/auth/two-factor/verify-totp', {
    json: { code: await otp.totp() },
  });
  expect(verify.status).toBe(200);
  return { otp, backupCodes: backupCodes as [string, string, ...string[]] };
}

const auditRows = (action: string, adminId: string) =>
  db()
    .selectFrom('admin_audit')
    .selectAll()
    .where('action', '=', action)
    .where('admin_user_id', '=', adminId)
    .execute();

const ADMIN_READS = ['/api/admin/stats', '/api/admin/users', '/api/admin/audit'];

describe(`admin API on ${currentDialect()}`, () => {
  it('refuses signed-out visitors, non-admins, admins without a step-up and after it expires', async () => {
    const anonymous = new TestClient(ctx.app);
    const user = await signedUp();
    const fresh = await admin();
    for (const path of [...ADMIN_READS, `/api/admin/users/${user.id}`]) {
      expect((await anonymous.request(path)).status).toBe(401);
      const denied = await user.client.request(path);
      expect(denied.status).toBe(403);
      expect((await denied.json()).error).toMatchObject({
        code: 'admin_required',
        message: 'Access denied: Admin privileges required',
      });
      expect((await (await fresh.client.request(path)).json()).error.code).toBe('step_up_required');
    }
    const write = await fresh.client.request(`/api/admin/users/${user.id}/credits`, {
      json: { amount: 5, reason: 'x' },
    });
    expect((await write.json()).error.code).toBe('step_up_required');
    expect((await user.client.request('/api/admin/step-up', { json: { password: PASSWORD } })).status).toBe(
      403,
    );

    expect((await fresh.client.request('/api/admin/step-up', { json: { password: PASSWORD } })).status).toBe(
      200,
    );
    const status = await (await fresh.client.request('/api/admin/status')).json();
    expect(Date.parse(status.stepUpExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    for (const path of ADMIN_READS) expect((await fresh.client.request(path)).status).toBe(200);

    // The step-up belongs to that session: the same admin signed in elsewhere must pass it again.
    const otherSession = new TestClient(ctx.app);
    expect((await otherSession.signIn(fresh.email, PASSWORD)).status).toBe(200);
    expect((await (await otherSession.request('/api/admin/stats')).json()).error.code).toBe(
      'step_up_required',
    );

    await db()
      .updateTable('admin_step_ups')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', fresh.id)
      .execute();
    expect((await (await fresh.client.request('/api/admin/stats')).json()).error.code).toBe(
      'step_up_required',
    );
  });

  it('audits wrong passwords and stops guessing after five attempts', async () => {
    const account = await admin();
    const wrong = await account.client.request('/api/admin/step-up', {
      json: { password: 'not my password' },
    });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toMatchObject({
      code: 'incorrect_password',
      message: 'Incorrect password',
    });
    for (let i = 0; i < 4; i++) {
      await account.client.request('/api/admin/step-up', { json: { password: 'still wrong' } });
    }
    const limited = await account.client.request('/api/admin/step-up', { json: { password: PASSWORD } });
    expect(limited.status).toBe(429);
    const failures = await auditRows('step_up_failure', account.id);
    expect(failures).toHaveLength(5);
    expect(JSON.parse(failures[0]!.details!)).toMatchObject({ factor: 'password' });
  });

  it('asks an enrolled admin for a TOTP code as well as the password', async () => {
    const account = await admin();
    const { otp } = await enrolled(account.client);
    expect((await (await account.client.request('/api/admin/status')).json()).totpEnrolled).toBe(true);

    const noCode = await account.client.request('/api/admin/step-up', { json: { password: PASSWORD } });
    expect((await noCode.json()).error.code).toBe('incorrect_totp');
    const badCode = await account.client.request('/api/admin/step-up', {
      json: { password: PASSWORD, code: '000000' },
    });
    expect((await badCode.json()).error.code).toBe('incorrect_totp');
    const ok = await account.client.request('/api/admin/step-up', {
      json: { password: PASSWORD, code: await otp.totp() },
    });
    expect(ok.status).toBe(200);
    expect(await auditRows('step_up_failure', account.id)).toHaveLength(2);
    expect(await auditRows('step_up_success', account.id)).toHaveLength(1);
  });

  it('refuses a TOTP code already used in its window, and takes each backup code once', async () => {
    const account = await admin();
    const { otp, backupCodes } = await enrolled(account.client);
    const stepUp = (code: string) =>
      account.client.request('/api/admin/step-up', { json: { password: PASSWORD, code } });
    const code = await otp.totp();
    expect((await stepUp(code)).status).toBe(200);
    const replay = await stepUp(code);
    expect((await replay.json()).error.code).toBe('incorrect_totp');

    expect((await stepUp(backupCodes[0])).status).toBe(200);
    expect((await (await stepUp(backupCodes[0])).json()).error.code).toBe('incorrect_totp');
    expect((await stepUp(backupCodes[1])).status).toBe(200);
    expect(await auditRows('step_up_failure', account.id)).toHaveLength(2);
  });

  it('replaces the backup codes on request, behind the password, so the old ones stop opening the panel', async () => {
    const account = await admin();
    const { backupCodes: old } = await enrolled(account.client);
    const refused = await account.client.request('/api/auth/two-factor/generate-backup-codes', {
      json: { password: 'not my password' },
    });
    expect(refused.status).toBe(400);
    const renewed = await account.client.request('/api/auth/two-factor/generate-backup-codes', {
      json: { password: PASSWORD },
    });
    expect(renewed.status).toBe(200);
    const { backupCodes } = (await renewed.json()) as { backupCodes: string[] };
    expect(backupCodes.length).toBeGreaterThan(1);
    expect(backupCodes).not.toContain(old[0]);
    const stepUp = (code: string) =>
      account.client.request('/api/admin/step-up', { json: { password: PASSWORD, code } });
    expect((await (await stepUp(old[0])).json()).error.code).toBe('incorrect_totp');
    expect((await stepUp(backupCodes[0]!)).status).toBe(200);
  });

  it('turns TOTP off only with the password, ending the step-up it guarded', async () => {
    const account = await admin();
    const { otp } = await enrolled(account.client);
    const stepUp = await account.client.request('/api/admin/step-up', {
      json: { password: PASSWORD, code: await otp.totp() },
    });
    expect(stepUp.status).toBe(200);
    const refused = await account.client.request('/api/auth/two-factor/disable', {
      json: { password: 'not my password' },
    });
    expect(refused.status).toBe(400);
    expect((await (await account.client.request('/api/admin/status')).json()).totpEnrolled).toBe(true);

    const off = await account.client.request('/api/auth/two-factor/disable', {
      json: { password: PASSWORD },
    });
    expect(off.status).toBe(200);
    const status = await (await account.client.request('/api/admin/status')).json();
    expect(status).toMatchObject({ totpEnrolled: false, stepUpExpiresAt: null });
    expect((await (await account.client.request('/api/admin/stats')).json()).error.code).toBe(
      'step_up_required',
    );
    // Outside production the password alone opens the panel again; production would ask to enrol.
    const again = await account.client.request('/api/admin/step-up', { json: { password: PASSWORD } });
    expect(again.status).toBe(200);
  });

  it('lets only one of two step-ups racing with the same code through', async () => {
    for (const kind of ['totp', 'backup'] as const) {
      const account = await admin();
      const { otp, backupCodes } = await enrolled(account.client);
      const code = kind === 'totp' ? await otp.totp() : backupCodes[0];
      // Two sessions of the same admin, as an attacker with a shoulder-surfed code would be.
      const other = new TestClient(second?.app ?? ctx.app);
      expect((await other.signIn(account.email, PASSWORD)).status).toBe(200);
      const results = await Promise.all(
        [account.client, other].map((client) =>
          client.request('/api/admin/step-up', { json: { password: PASSWORD, code } }),
        ),
      );
      expect(results.map((res) => res.status).sort()).toEqual([200, 403]);
    }
  });

  it('grants and deducts credits with a ledger row and an audit row, never below zero', async () => {
    const boss = await steppedUpAdmin();
    const user = await signedUp();
    const start = (
      await db()
        .selectFrom('profiles')
        .select('remaining_credits')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).remaining_credits;

    const grant = await boss.client.request(`/api/admin/users/${user.id}/credits`, {
      json: { amount: 10, reason: 'Goodwill' },
    });
    expect(grant.status).toBe(200);
    expect((await grant.json()).user.balance).toBe(start + 10);
    const ledger = await db()
      .selectFrom('credit_ledger')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('reason', '=', 'admin_adjustment')
      .execute();
    expect(ledger).toEqual([
      expect.objectContaining({ delta: 10, reference: boss.id, balance_after: start + 10 }),
    ]);
    const [audit] = await auditRows('credit_change', boss.id);
    expect(audit!.target_user_id).toBe(user.id);
    expect(JSON.parse(audit!.details!)).toEqual({
      amount: 10,
      reason: 'Goodwill',
      before: { balance: start },
      after: { balance: start + 10 },
    });

    const tooMuch = await boss.client.request(`/api/admin/users/${user.id}/credits`, {
      json: { amount: -(start + 11), reason: 'Too much' },
    });
    expect((await tooMuch.json()).error.code).toBe('insufficient_credits');
    expect(await auditRows('credit_change', boss.id)).toHaveLength(1);

    const fraction = await boss.client.request(`/api/admin/users/${user.id}/credits`, {
      json: { amount: 1.5, reason: 'Half' },
    });
    expect(fraction.status).toBe(400);
    expect((await fraction.json()).error.fields[0]).toEqual({
      path: 'amount',
      message: 'Please enter a valid number',
      code: expect.any(String),
    });
    const noReason = await boss.client.request(`/api/admin/users/${user.id}/credits`, {
      json: { amount: 1, reason: '  ' },
    });
    expect(noReason.status).toBe(400);

    const detail = await (await boss.client.request(`/api/admin/users/${user.id}`)).json();
    expect(detail.ledger[0]).toMatchObject({ delta: 10, reason: 'admin_adjustment' });
    expect(detail.user.balance).toBe(start + 10);
  });

  it('finds people by any part of their name or email, ignoring case and accents', async () => {
    const boss = await steppedUpAdmin();
    const marker = Math.random().toString(36).slice(2, 8);
    const muller = await signedUp(`Jürgen Müller${marker}`);
    await signedUp(`Someone Else${marker}`);
    const search = async (q: string) =>
      (await (await boss.client.request(`/api/admin/users?q=${encodeURIComponent(q)}`)).json()).users.map(
        (u: { id: string }) => u.id,
      );
    expect(await search(`muller${marker}`)).toEqual([muller.id]);
    expect(await search(`JURGEN MÜLLER${marker}`)).toEqual([muller.id]);
    expect(await search(muller.email.toUpperCase())).toEqual([muller.id]);
    expect(await search('%')).not.toContain('nobody');
    expect(await search(`zz${marker}_`)).toEqual([]);

    const page = await (
      await boss.client.request(`/api/admin/users?q=${marker}&pageSize=1&sort=balance&order=asc`)
    ).json();
    expect(page.total).toBe(2);
    expect(page.users).toHaveLength(1);
    expect(page.users[0]).toMatchObject({ role: 'user', status: 'active', readingCount: 0 });
  });

  it('keeps finding people after they change their name or email', async () => {
    const boss = await steppedUpAdmin();
    const marker = Math.random().toString(36).slice(2, 8);
    const person = await signedUp(`Anna Berg${marker}`);
    const search = async (q: string) =>
      (await (await boss.client.request(`/api/admin/users?q=${encodeURIComponent(q)}`)).json()).users.map(
        (u: { id: string }) => u.id,
      );

    const renamed = await person.client.request('/api/me/profile', {
      method: 'PATCH',
      json: { firstName: 'Zoë', lastName: `Öztürk${marker}` },
    });
    expect(renamed.status).toBe(200);
    expect(await search(`zoe ozturk${marker}`)).toEqual([person.id]);
    expect(await search(`berg${marker}`)).toEqual([]);

    const address = `Ines.${marker}@Example.org`;
    await db().updateTable('profiles').set({ email: address }).where('id', '=', person.id).execute();
    expect(await search(`ines.${marker}@example`)).toEqual([person.id]);
    expect(await search(person.email)).toEqual([]);
    // The fields are searched one by one: no match runs from the name into the email.
    expect(await search(`${marker}ines`)).toEqual([]);
  });

  it('answers word and word-prefix searches from the word index, kept in step with profiles', async () => {
    const boss = await steppedUpAdmin();
    const marker = Math.random().toString(36).slice(2, 8);
    const person = await signedUp(`Márta Kovács${marker}`, `Marta.Kov${marker}@Example.org`);
    await db()
      .updateTable('profiles')
      .set({ first_name: 'Márta', last_name: `Kovács${marker}` })
      .where('id', '=', person.id)
      .execute();
    const search = async (q: string) =>
      (await (await boss.client.request(`/api/admin/users?q=${encodeURIComponent(q)}`)).json()).users.map(
        (u: { id: string }) => u.id,
      );
    const words = async (id: string) =>
      (
        await db()
          .selectFrom('profile_words')
          .select('word')
          .where('profile_id', '=', id)
          .orderBy('word')
          .execute()
      ).map((row) => row.word);

    expect(await words(person.id)).toEqual(
      ['example', `kov${marker}`, `kovacs${marker}`, 'marta', 'org'].sort(),
    );
    for (const q of [
      `kovacs${marker}`,
      `KOVÁCS${marker}`,
      `marta kovacs${marker}`,
      `Márta Kovács${marker}`,
      `kovacs${marker}`.slice(0, 8),
      `marta.kov${marker}@example.org`,
      `kov${marker}`,
    ]) {
      expect(await search(q), q).toContain(person.id);
    }
    // A fragment inside a word starts no indexed word and is found by the scan.
    expect(await search(`ovacs${marker}`)).toEqual([person.id]);

    await db()
      .updateTable('profiles')
      .set({ first_name: 'Zsófia', last_name: `Nagy${marker}`, full_name: `Zsófia Nagy${marker}` })
      .where('id', '=', person.id)
      .execute();
    expect(await words(person.id)).toEqual(
      ['example', `kov${marker}`, 'marta', `nagy${marker}`, 'org', 'zsofia'].sort(),
    );
    expect(await search(`kovacs${marker}`)).toEqual([]);
    expect(await search(`zsofia nagy${marker}`)).toEqual([person.id]);

    // A profile the database loses outright takes its words with it.
    const gone = `gone-${marker}`;
    const now = new Date().toISOString();
    await db()
      .insertInto('profiles')
      .values({
        id: gone,
        email: `gone${marker}@example.com`,
        full_name: `Gone Person${marker}`,
        first_name: 'Gone',
        last_name: `Person${marker}`,
        status: 'active',
        role: 'user',
        remaining_credits: 0,
        credits: 0,
        credits_rollover_remaining: 0,
        credits_per_month: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await search(`person${marker}`)).toEqual([gone]);
    await db().deleteFrom('profiles').where('id', '=', gone).execute();
    expect(await words(gone)).toEqual([]);
    expect(await search(`person${marker}`)).toEqual([]);
  });

  it('pages and counts word-index matches newest-first, and sorts by balance by scanning', async () => {
    const boss = await steppedUpAdmin();
    const marker = Math.random().toString(36).slice(2, 8);
    const people: Awaited<ReturnType<typeof signedUp>>[] = [];
    for (const first of ['Ana', 'Bea', 'Cai']) people.push(await signedUp(`${first} Lindqvist${marker}`));
    // Distinct sign-up times (moving created_at moves the words too) and a clear richest.
    for (const [index, person] of people.entries()) {
      await db()
        .updateTable('profiles')
        .set({
          created_at: `2026-0${index + 1}-01T00:00:00.000Z`,
          remaining_credits: index === 0 ? 100_000 : 0,
        })
        .where('id', '=', person.id)
        .execute();
    }
    // The word index answers, so a word that only contains the term is not a match while
    // words starting with it are; the scan alone would have found her too.
    const inside = await signedUp(`Ida Olindqvist${marker}`);
    const get = async (query: string) => (await boss.client.request(`/api/admin/users?${query}`)).json();
    const first = await get(`q=lindq&pageSize=2`);
    const second = await get(`q=lindq&pageSize=2&page=2`);
    const ours = (ids: string[]) => ids.filter((id) => people.some((p) => p.id === id));
    const ids = (page: { users: { id: string }[] }) => page.users.map((u) => u.id);
    expect(ours([...ids(first), ...ids(second)])).toEqual(people.map((p) => p.id).reverse());
    const exact = await get(`q=lindqvist${marker}&pageSize=2&page=2`);
    expect(exact).toMatchObject({ total: 3, totalIsLowerBound: false });
    expect(ids(exact)).toEqual([people[0]!.id]);
    const byBalance = await get(`q=lindqvist${marker}&sort=balance&order=desc`);
    expect(ids(byBalance)[0]).toBe(people[0]!.id);
    expect(byBalance.total).toBe(4);
    expect(ids(byBalance)).toContain(inside.id);
  });

  it('blocks a user and ends their open session on every server at once, telling it why', async () => {
    const boss = await steppedUpAdmin();
    const user = await signedUp();
    const app = second?.app ?? ctx.app;
    const elsewhere = () =>
      app.request(`${PUBLIC_URL}/api/me`, {
        headers: { cookie: user.client.cookieHeader(), 'x-forwarded-for': user.client.ip },
      });
    expect((await elsewhere()).status).toBe(200);
    const block = await boss.client.request(`/api/admin/users/${user.id}/status`, {
      json: { status: 'blocked' },
    });
    expect((await block.json()).user.status).toBe('blocked');
    const deadline = Date.now() + 1000;
    let refused = await elsewhere();
    while (refused.status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refused = await elsewhere();
    }
    // Signed out, and told why: the ended session's tab hears that the account is blocked.
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('account_blocked');
    const unblock = await boss.client.request(`/api/admin/users/${user.id}/status`, {
      json: { status: 'active' },
    });
    expect((await unblock.json()).user.status).toBe('active');
    expect((await elsewhere()).status).toBe(401);
    expect((await auditRows('block', boss.id)).length + (await auditRows('unblock', boss.id)).length).toBe(2);
  });

  it('never lets an admin demote, block or delete themselves, nor remove the last admin', async () => {
    const boss = await steppedUpAdmin();
    for (const [path, init] of [
      [`/api/admin/users/${boss.id}/role`, { json: { role: 'user' } }],
      [`/api/admin/users/${boss.id}/status`, { json: { status: 'blocked' } }],
      [`/api/admin/users/${boss.id}`, { method: 'DELETE' }],
    ] as const) {
      const res = await boss.client.request(path, init);
      expect((await res.json()).error.code).toBe('admin_self_action');
    }
    const colleague = await signedUp();
    const promote = await boss.client.request(`/api/admin/users/${colleague.id}/role`, {
      json: { role: 'admin' },
    });
    expect((await promote.json()).user.role).toBe('admin');
    const demote = await boss.client.request(`/api/admin/users/${colleague.id}/role`, {
      json: { role: 'user' },
    });
    expect((await demote.json()).user.role).toBe('user');

    // The console never gets there (the actor is an admin), but the rule holds for any caller:
    // with the colleague as the only active admin, demoting or blocking them is refused.
    await changeRole(ctx.deps, boss.id, colleague.id, 'admin');
    await db().updateTable('profiles').set({ role: 'user' }).where('id', '!=', colleague.id).execute();
    await expect(changeRole(ctx.deps, 'cli', colleague.id, 'user')).rejects.toMatchObject({
      code: 'last_admin',
    });
    await expect(changeStatus(ctx.deps, 'cli', colleague.id, 'blocked')).rejects.toMatchObject({
      code: 'last_admin',
    });
  });

  it('leaves one admin when the last two remove each other at the same moment', async () => {
    for (const change of [{ role: 'user' }, { status: 'blocked' }] as const) {
      const first = await steppedUpAdmin();
      const other = await steppedUpAdmin();
      await db()
        .updateTable('profiles')
        .set({ role: 'user' })
        .where('id', 'not in', [first.id, other.id])
        .execute();
      const path = (id: string) => `/api/admin/users/${id}/${'role' in change ? 'role' : 'status'}`;
      // On PostgreSQL the two requests go to two servers, as two admins behind a balancer would.
      const otherApp = second?.app ?? ctx.app;
      const results = await Promise.all([
        first.client.request(path(other.id), { json: change }),
        otherApp.request(`${PUBLIC_URL}${path(first.id)}`, {
          method: 'POST',
          body: JSON.stringify(change),
          headers: {
            cookie: other.client.cookieHeader(),
            'x-forwarded-for': other.client.ip,
            origin: PUBLIC_URL,
            'content-type': 'application/json',
          },
        }),
      ]);
      // The loser is refused as the last admin, or, when the winner committed before its request
      // was even authorised, as no longer an admin (demoted) or signed out (blocked).
      const statuses = results.map((res) => res.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const admins = await db()
        .selectFrom('profiles')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .execute();
      expect(admins).toHaveLength(1);
    }
  });

  it('deletes a user like self-deletion and audits it', async () => {
    const boss = await steppedUpAdmin();
    const user = await signedUp();
    const res = await boss.client.request(`/api/admin/users/${user.id}`, { method: 'DELETE' });
    expect((await res.json()).user).toMatchObject({ status: 'deleted', balance: 0 });
    expect((await user.client.request('/api/me')).status).toBe(401);
    expect(await auditRows('delete_user', boss.id)).toHaveLength(1);
    const audit = await (
      await boss.client.request(`/api/admin/audit?action=delete_user&targetUserId=${user.id}`)
    ).json();
    expect(audit.entries).toEqual([
      expect.objectContaining({ targetEmail: user.email, adminEmail: boss.email }),
    ]);
  });

  it('reports revenue per currency from payments minus refunds, and credits used', async () => {
    const boss = await steppedUpAdmin();
    const user = await signedUp();
    const now = new Date().toISOString();
    const payment = (amount: number, currency: string, refunded: number) => ({
      id: newId(),
      user_id: user.id,
      provider: 'demo',
      provider_reference: newId(),
      amount_cents: amount,
      currency,
      credits_granted: 10,
      created_at: now,
      refunded_cents: refunded,
      credits_revoked: 0,
    });
    await db()
      .insertInto('payments')
      .values([payment(1999, 'eur', 0), payment(999, 'eur', 999), payment(500, 'usd', 100)])
      .execute();
    const stats = await (await boss.client.request('/api/admin/stats')).json();
    expect(stats.revenue).toEqual(
      expect.arrayContaining([
        { currency: 'eur', amountCents: 1999 },
        { currency: 'usd', amountCents: 400 },
      ]),
    );
    expect(stats.totalUsers).toBeGreaterThanOrEqual(2);
    expect(stats.activeUsers).toBeGreaterThanOrEqual(2);
    const today = now.slice(0, 10);
    expect(stats.range.to).toBe(today);
    expect(stats.signupsPerDay).toEqual(expect.arrayContaining([expect.objectContaining({ day: today })]));
    expect(stats.creditsPerDay.find((d: { day: string }) => d.day === today).granted).toBeGreaterThan(0);
    const tooLong = await boss.client.request('/api/admin/stats?from=2020-01-01&to=2026-01-01');
    expect(tooLong.status).toBe(400);
  });

  it('keeps the daily rollup the charts read equal to the rows it sums, through every kind of write', async () => {
    const boss = await steppedUpAdmin();
    const user = await signedUp();
    const log = (id: string, day: string, appId: number | null, status: 'pending' | 'completed') => ({
      log_id: `${id}-${user.id}`,
      user_id: user.id,
      app_id: appId,
      app_name: 'Daily Tarot Reading',
      credits_charged: 1,
      status,
      voice_agent_used: 0,
      voice_reactivation: 0,
      voice_credits_charged: 0,
      created_at: `${day}T08:00:00.000Z`,
      updated_at: `${day}T08:00:00.000Z`,
    });
    await db()
      .insertInto('usage_logs')
      .values([
        log('a', '2026-03-01', 3, 'completed'),
        log('b', '2026-03-01', 3, 'pending'),
        log('c', '2026-03-02', null, 'completed'),
        log('d', '2026-03-02', 4, 'completed'),
      ])
      .execute();
    await db()
      .updateTable('usage_logs')
      .set({ status: 'completed' })
      .where('log_id', '=', `b-${user.id}`)
      .execute();
    await db().updateTable('usage_logs').set({ app_id: 5 }).where('log_id', '=', `d-${user.id}`).execute();
    await db().deleteFrom('usage_logs').where('log_id', '=', `c-${user.id}`).execute();
    await db()
      .insertInto('credit_ledger')
      .values(
        (
          [
            ['reading', -3],
            ['reading_refund', 1],
            ['admin_adjustment', 7],
            ['admin_adjustment', -2],
          ] as const
        ).map(([reason, delta], i) => ({
          id: newId(),
          user_id: user.id,
          delta,
          reason,
          reference: null,
          balance_after: 10 + i,
          created_at: '2026-03-01T09:00:00.000Z',
        })),
      )
      .execute();
    await db()
      .updateTable('profiles')
      .set({ last_sign_in_at: '2026-03-02T10:00:00.000Z' })
      .where('id', '=', user.id)
      .execute();
    await changeStatus(ctx.deps, boss.id, user.id, 'blocked');

    const stats = await (await boss.client.request('/api/admin/stats?from=2026-03-01&to=2026-03-02')).json();
    expect(stats.readingsPerDay).toEqual(
      expect.arrayContaining([
        { day: '2026-03-01', appId: 3, count: 2 },
        { day: '2026-03-02', appId: 5, count: 1 },
      ]),
    );
    expect(stats.readingsPerDay).not.toContainEqual(expect.objectContaining({ day: '2026-03-02', appId: 0 }));
    expect(stats.readingsPerDay).not.toContainEqual(expect.objectContaining({ day: '2026-03-02', appId: 4 }));
    expect(stats.creditsPerDay).toContainEqual(expect.objectContaining({ day: '2026-03-01', spent: 2 }));

    // Every cell equals the aggregate over the source rows, across everything this file wrote.
    const direct = sql<{ metric: string; day: string; app_id: number; amount: number }>`
      select metric, day, app_id, sum(amount) as amount from (
        select 'signups' as metric, substr(created_at, 1, 10) as day, 0 as app_id, 1 as amount from profiles
        union all select 'users', substr(created_at, 1, 10), 0, 1 from profiles where status <> 'deleted'
        union all select 'active', substr(last_sign_in_at, 1, 10), 0, 1 from profiles
          where status = 'active' and last_sign_in_at is not null
        union all select 'readings', substr(created_at, 1, 10), coalesce(app_id, 0), 1 from usage_logs
          where status = 'completed'
        union all select 'spent', substr(created_at, 1, 10), 0, -delta from credit_ledger
          where reason in ('reading', 'reading_refund', 'voice_reactivation')
        union all select 'granted', substr(created_at, 1, 10), 0, delta from credit_ledger
          where reason not in ('reading', 'reading_refund', 'voice_reactivation') and delta > 0
      ) c group by metric, day, app_id having sum(amount) <> 0 order by metric, day, app_id`;
    // On PostgreSQL a cell is split over shards (migration 0015): compare their sums.
    const rollup = await db()
      .selectFrom('admin_daily')
      .select((eb) => ['metric', 'day', 'app_id', eb.fn.sum<number>('amount').as('amount')])
      .groupBy(['metric', 'day', 'app_id'])
      .having((eb) => eb.fn.sum('amount'), '!=', 0)
      .orderBy('metric')
      .orderBy('day')
      .orderBy('app_id')
      .execute();
    const plain = (rows: { metric: string; day: string; app_id: number; amount: number }[]) =>
      rows.map((row) => `${row.metric} ${row.day} ${Number(row.app_id)} ${Number(row.amount)}`);
    expect(plain(rollup)).toEqual(plain((await direct.execute(db())).rows));
  });
});
