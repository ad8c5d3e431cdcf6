import { composeDailyNote, profileChart } from '@orrery/core/readings/daily-note';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { runDailyOnce } from '../src/features/daily/job';
import type { AppDeps } from '../src/http/context';
import { createLogger } from '../src/lib/logger';
import {
  createTestContext,
  currentDialect,
  PUBLIC_URL,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';
import { linkIn, MailSink, type ReceivedMail } from './mail-sink';
import { FakeBrowser, PushSink, vapidValid } from './push-sink';

const pathOf = (url: string) => url.slice(PUBLIC_URL.length);
const MINUTE = 60_000;
/** Header fields of a received message, folded lines joined. */
const headerOf = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi')
    .exec(mail.body.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1]
    ?.trim();

const BIRTH = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '1990-07-14',
  birthTime: '08:30',
  birthCity: 'Liverpool',
  birthCountry: 'United Kingdom',
  birthLat: 53.41058,
  birthLng: -2.97794,
  birthTz: 'Europe/London',
};

describe(`daily note on ${currentDialect()}`, () => {
  let ctx: TestContext;
  const sink = new MailSink();
  const push = new PushSink();

  beforeAll(async () => {
    const smtpUrl = await sink.start();
    const pushOrigin = await push.start();
    ctx = await createTestContext({
      EMAIL: 'enabled',
      SMTP_URL: smtpUrl,
      WEB_PUSH_SERVICES: pushOrigin,
      DAILY_CLAIM_TIMEOUT_SECONDS: '60',
      DAILY_BATCH_SIZE: '7',
    });
  });
  afterAll(async () => {
    await ctx.deps.mailer?.settled();
    await ctx.close();
    await sink.stop();
    await push.stop();
  });

  async function userWithBirthData() {
    const client = new TestClient(ctx.app);
    const email = uniqueEmail('daily');
    expect((await client.signUp(email)).status).toBe(200);
    expect((await client.signIn(email)).status).toBe(200);
    expect((await client.request('/api/me/profile', { method: 'PATCH', json: BIRTH })).status).toBe(200);
    const userId = (await (await client.request('/api/me')).json()).user.id as string;
    return { client, email, userId };
  }

  const save = (client: TestClient, body: object) =>
    client.request('/api/me/daily', {
      method: 'PUT',
      json: { email: false, push: false, hour: 7, timeZone: 'Europe/Paris', ...body },
    });

  /** The job's clock a minute after the user's next note is due. */
  async function dueClock(userId: string): Promise<() => Date> {
    const row = await ctx.deps.database.db
      .selectFrom('daily_settings')
      .select('next_due_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.next_due_at).not.toBeNull();
    return () => new Date(Date.parse(row.next_due_at!) + MINUTE);
  }

  it('asks for a confirmation before any note goes by email, and sends one note a day after it', async () => {
    const { client, email, userId } = await userWithBirthData();
    const saved = await save(client, { email: true, hour: 6 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      email: 'pending',
      hour: 6,
      timeZone: 'Europe/Paris',
      nextAt: null,
    });
    const confirmation = await sink.waitFor(email, /Confirm your daily note/);

    // Pending: nothing is due, whatever the clock says.
    const later = () => new Date(Date.now() + 2 * 86_400_000);
    await runDailyOnce(ctx.deps, { now: later });
    expect(sink.to(email).filter((m) => !/Confirm/.test(m.subject))).toHaveLength(0);

    const link = linkIn(confirmation, `${PUBLIC_URL}/api/daily/confirm`);
    const forged = await client.request(
      `/api/daily/confirm?token=${link.split('token=')[1]!.slice(0, -3)}abc`,
    );
    expect(forged.headers.get('location')).toContain('daily=link-invalid');
    const confirmed = await new TestClient(ctx.app).request(pathOf(link));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/profile?daily=confirmed#daily-note');
    const settings = await (await client.request('/api/me/daily')).json();
    expect(settings.email).toBe('on');
    const due = new Date(settings.nextAt);
    // 06:00 in Paris.
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
      }).format(due),
    ).toBe('06:00');

    const now = await dueClock(userId);
    expect((await runDailyOnce(ctx.deps, { now })).sent).toBe(1);
    expect((await runDailyOnce(ctx.deps, { now })).sent).toBe(0);
    const notes = sink.to(email).filter((m) => !/Confirm/.test(m.subject));
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note.body).toContain('Ada, here is your sky for');
    // The note's own opening is the greeting.
    expect(note.body).not.toContain('Hello Ada');
    const unsubscribe = headerOf(note, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(new RegExp(`^<${PUBLIC_URL}/api/daily/unsubscribe\\?token=[^>]+>$`));
    expect(headerOf(note, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(note, 'Message-ID')).toMatch(/^<daily-\d{4}-\d{2}-\d{2}-/);
    // No tracking pixel, no remote image of any kind.
    expect(note.body).not.toMatch(/<img/i);

    // The next day's note is due a day later, at the same hour.
    const next = await dueClock(userId);
    expect(next().getTime() - now().getTime()).toBe(86_400_000);
  });

  it('writes the note, its mail and its push in German to a reader whose account chose German', async () => {
    const { client, email, userId } = await userWithBirthData();
    expect(
      (await client.request('/api/me/profile', { method: 'PATCH', json: { language: 'de' } })).status,
    ).toBe(200);
    const browser = new FakeBrowser();
    const endpoint = `${push.origin}/push/${userId}`;
    expect(
      (await client.request('/api/me/daily/push', { json: browser.subscription(endpoint) })).status,
    ).toBe(200);
    expect((await save(client, { email: true, push: true, hour: 7 })).status).toBe(200);
    const confirmation = await sink.waitFor(email, /^Bestätige deine tägliche Notiz von Orrery$/);
    await new TestClient(ctx.app).request(pathOf(linkIn(confirmation, `${PUBLIC_URL}/api/daily/confirm`)));

    const now = await dueClock(userId);
    expect((await runDailyOnce(ctx.deps, { now })).sent).toBe(1);
    const note = await sink.waitFor(email, /^Dein Himmel am \d{1,2}\. [A-ZÄ][a-zä]+: /);
    expect(note.body).toContain('<html lang="de">');
    expect(note.body).toContain('Ada, so steht dein Himmel am');
    expect(note.body).toContain('Der Mond steht');
    expect(note.body).toContain('Den ganzen Tag ansehen');
    expect(note.body).toContain('mit einem Klick ab');
    for (const english of [
      'here is your sky',
      'The Moon is in',
      'See today in full',
      'stop it with one click',
      // The authored transit texts are German too: none of English's commonest words is left.
      ' the ',
      ' your ',
      ' with ',
    ])
      expect(note.body, english).not.toContain(english);

    const received = push.received.filter((p) => p.path === `/push/${userId}`);
    expect(received).toHaveLength(1);
    const message = JSON.parse(browser.decrypt(received[0]!.body));
    expect(message.title).toBe(note.subject);
  });

  it('writes the note from the birth data as it is now, when it changed without the profile form, and keeps the positions it computed', async () => {
    const { client, email, userId } = await userWithBirthData();
    const stored = async () =>
      (
        await ctx.deps.database.db
          .selectFrom('profiles')
          .select('natal_positions')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).natal_positions;
    // Saved with the birth data.
    expect(await stored()).toContain(`${BIRTH.birthDate}|${BIRTH.birthTime}|`);
    expect((await save(client, { email: true })).status).toBe(200);
    const confirmation = await sink.waitFor(email, /Confirm your daily note/);
    await new TestClient(ctx.app).request(pathOf(linkIn(confirmation, `${PUBLIC_URL}/api/daily/confirm`)));
    // Twelve hours later: the Moon, the Ascendant and the Midheaven all move.
    const changed = { birth_date: '1990-07-14', birth_time: '20:30' };
    await ctx.deps.database.db.updateTable('profiles').set(changed).where('id', '=', userId).execute();

    const now = await dueClock(userId);
    expect((await runDailyOnce(ctx.deps, { now })).sent).toBe(1);
    const note = sink.to(email).find((m) => !/Confirm/.test(m.subject))!;
    const chart = profileChart({ ...BIRTH, birthTime: changed.birth_time }, 'Ada')!;
    const expected = composeDailyNote({
      chart,
      atMs: now().getTime() - MINUTE,
      timeZone: 'Europe/Paris',
      firstName: 'Ada',
    });
    expect(headerOf(note, 'Subject')).toBe(expected.subject);
    expect(await stored()).toContain(`${changed.birth_date}|${changed.birth_time}|`);
  });

  it('unsubscribes with one POST carrying only the token (RFC 8058), and a GET alone changes nothing', async () => {
    const { client, userId } = await userWithBirthData();
    await save(client, { email: true });
    await ctx.deps.database.db
      .updateTable('daily_settings')
      .set({ email_confirmed_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .execute();
    const { unsubscribeUrl } = await import('../src/features/daily/service');
    const url = pathOf(unsubscribeUrl(ctx.env, userId));

    const stranger = new TestClient(ctx.app);
    const page = await stranger.request(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>');
    expect((await (await client.request('/api/me/daily')).json()).email).toBe('on');

    // As a mail provider sends it: no cookie, no Origin, the one-click body.
    const res = await ctx.app.request(`${PUBLIC_URL}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You are unsubscribed');
    expect(await (await client.request('/api/me/daily')).json()).toMatchObject({
      email: 'off',
      nextAt: null,
    });

    // A character inside the signature: the last one of base64url can carry only padding bits,
    // which decode to the same bytes, so changing it would sometimes forge nothing.
    const forged = await ctx.app.request(
      `${PUBLIC_URL}${url.replace(/.(?=.{4}$)/, (c) => (c === 'A' ? 'B' : 'A'))}`,
      {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(forged.status).toBe(400);
  });

  it('delivers the note by Web Push, encrypted for the browser and signed with the server’s VAPID key', async () => {
    const { client, userId } = await userWithBirthData();
    const browser = new FakeBrowser();
    const refused = await client.request('/api/me/daily/push', {
      json: browser.subscription('https://attacker.example/collect'),
    });
    expect(refused.status).toBe(400);
    const endpoint = `${push.origin}/push/${userId}`;
    const subscribed = await client.request('/api/me/daily/push', { json: browser.subscription(endpoint) });
    expect(subscribed.status).toBe(200);
    const view = await (await save(client, { push: true, hour: 20 })).json();
    expect(view).toMatchObject({ push: true, email: 'off', pushDevices: 1 });
    expect(Buffer.from(view.vapidPublicKey, 'base64url')).toHaveLength(65);

    const now = await dueClock(userId);
    expect((await runDailyOnce(ctx.deps, { now })).sent).toBe(1);
    const received = push.received.filter((p) => p.path === `/push/${userId}`);
    expect(received).toHaveLength(1);
    expect(vapidValid(received[0]!, push.origin, view.vapidPublicKey)).toBe(true);
    expect(received[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(received[0]!.headers.topic).toMatch(/^daily\d{8}$/);
    const message = JSON.parse(browser.decrypt(received[0]!.body));
    expect(message).toMatchObject({ url: '/today', title: expect.stringContaining('Your sky for') });

    // A push service that answers 410 Gone loses the subscription.
    push.gone.add(`/push/${userId}`);
    await runDailyOnce(ctx.deps, { now: await dueClock(userId) });
    expect((await (await client.request('/api/me/daily')).json()).pushDevices).toBe(0);
  });

  /** Users with birth data and push on, due at `dueAt`, written straight into the database. */
  async function seedDue(deps: AppDeps, count: number, dueAt: Date): Promise<string[]> {
    // The earlier tests' users stay out of this one's clock.
    await deps.database.db.updateTable('daily_settings').set({ next_due_at: null }).execute();
    const stamp = new Date().toISOString();
    const ids = Array.from({ length: count }, (_, i) => `seed-${dueAt.getTime()}-${i}`);
    await deps.database.db
      .insertInto('profiles')
      .values(
        ids.map((id, i) => ({
          id,
          email: `${id}@example.com`,
          first_name: `Person${i}`,
          full_name: `Person${i} Seeded`,
          status: 'active' as const,
          role: 'user' as const,
          remaining_credits: 0,
          credits: 0,
          credits_rollover_remaining: 0,
          credits_per_month: 0,
          birth_date: `19${50 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
          birth_time: '12:00',
          birth_lat: 48.85,
          birth_lng: 2.35,
          birth_tz: 'Europe/Paris',
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
    await deps.database.db
      .insertInto('daily_settings')
      .values(
        ids.map((id) => ({
          user_id: id,
          email_enabled: 0,
          push_enabled: 1,
          hour: 7,
          time_zone: 'UTC',
          next_local_date: dueAt.toISOString().slice(0, 10),
          next_due_at: dueAt.toISOString(),
          updated_at: stamp,
        })),
      )
      .execute();
    await deps.database.db
      .insertInto('push_subscriptions')
      .values(
        ids.map((id) => ({
          endpoint: `${push.origin}/seed/${id}`,
          user_id: id,
          p256dh: new FakeBrowser().publicKey.toString('base64url'),
          auth: 'AAAAAAAAAAAAAAAAAAAAAA',
          created_at: stamp,
        })),
      )
      .execute();
    return ids;
  }

  it('sends each user one note when two servers run the job at once', async () => {
    const dueAt = new Date('2030-03-04T07:00:00.000Z');
    const ids = await seedDue(ctx.deps, 40, dueAt);
    // PostgreSQL: a second server on the same database. SQLite is one process by design
    // (decisions/0015): two runs of the job in it, interleaving on its connection.
    const second =
      currentDialect() === 'postgres' ? await bootstrap(ctx.env, createLogger('silent')) : ctx.deps;
    try {
      const now = () => new Date(dueAt.getTime() + MINUTE);
      const [a, b] = await Promise.all([runDailyOnce(ctx.deps, { now }), runDailyOnce(second, { now })]);
      expect(a.claimed + b.claimed).toBe(40);
      expect(a.sent + b.sent).toBe(40);
      for (const id of ids) expect(push.counts.get(`/seed/${id}`)).toBe(1);
      const rows = await ctx.deps.database.db
        .selectFrom('daily_sends')
        .selectAll()
        .where('user_id', 'in', ids)
        .execute();
      expect(rows.map((r) => [r.status, r.local_date])).toEqual(ids.map(() => ['sent', '2030-03-04']));
      // Both again, later the same day: nothing more.
      const [c, d] = await Promise.all([runDailyOnce(ctx.deps, { now }), runDailyOnce(second, { now })]);
      expect(c.claimed + d.claimed + c.retried + d.retried).toBe(0);
    } finally {
      if (second !== ctx.deps) await second.database.close();
    }
  });

  it('after a crash between claim and delivery, sends the note once when the claim times out, never while it is fresh', async () => {
    const dueAt = new Date('2030-05-06T07:00:00.000Z');
    const [crashed, fresh, sent] = await seedDue(ctx.deps, 3, dueAt);
    const claimedAt = new Date(dueAt.getTime() + MINUTE);
    // What a server killed after its claim transaction leaves: the claims, the days moved on.
    await ctx.deps.database.db
      .insertInto('daily_sends')
      .values([
        {
          user_id: crashed!,
          local_date: '2030-05-06',
          status: 'claimed',
          claimed_at: claimedAt.toISOString(),
        },
        {
          user_id: fresh!,
          local_date: '2030-05-06',
          status: 'claimed',
          claimed_at: new Date(claimedAt.getTime() + 50_000).toISOString(),
        },
        {
          user_id: sent!,
          local_date: '2030-05-06',
          status: 'sent',
          claimed_at: claimedAt.toISOString(),
          sent_at: claimedAt.toISOString(),
        },
      ])
      .execute();
    await ctx.deps.database.db
      .updateTable('daily_settings')
      .set({ next_local_date: '2030-05-07', next_due_at: '2030-05-07T07:00:00.000Z' })
      .where('user_id', 'in', [crashed!, fresh!, sent!])
      .execute();

    // 61 s after the first claim: only the crashed one has timed out (DAILY_CLAIM_TIMEOUT_SECONDS=60).
    const report = await runDailyOnce(ctx.deps, { now: () => new Date(claimedAt.getTime() + 61_000) });
    expect(report).toMatchObject({ retried: 1, sent: 1, claimed: 0 });
    expect(push.counts.get(`/seed/${crashed}`)).toBe(1);
    expect(push.counts.get(`/seed/${fresh}`)).toBeUndefined();
    expect(push.counts.get(`/seed/${sent}`)).toBeUndefined();
    const again = await runDailyOnce(ctx.deps, { now: () => new Date(claimedAt.getTime() + 62_000) });
    expect(again.retried).toBe(0);
    expect(push.counts.get(`/seed/${crashed}`)).toBe(1);
  });
});
