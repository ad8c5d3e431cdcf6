/**
 * `npm run bench:daily`: the daily note for BENCH_USERS users with birth data (default 100,000)
 * on PostgreSQL (a throwaway database on TEST_POSTGRES_URL's server), sent by two real server
 * processes running the daily job at once: email to a loopback SMTP sink in this process, push
 * to a loopback push service, every user with email on and every second one with push too. The
 * users' natal positions are stored as the profile form stores them. Once both servers have
 * started, every note falls due at once. Prints the time from the first claim to the last note
 * marked sent (goal < 120 s), the CPU per note of the servers, PostgreSQL and the sinks from
 * /proc (which other processes on the machine inflate far less than the time), and checks that
 * every user got exactly one note. Then again with one server SIGKILLed once 40% are sent:
 * the survivor takes over the dead server's claims after DAILY_CLAIM_TIMEOUT_SECONDS, and no
 * user may be left with no note or with two different ones (a note the dead server handed to
 * the mail server but never marked sent goes again under the same Message-ID, which the check
 * counts, and prints, as a resend of one note; decisions/0024). BENCH_STEADY_ONLY=1 skips the
 * SIGKILL run; PROF_DIR=<dir> has each server write a CPU profile there when it stops.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { bootstrap } from '../server/src/bootstrap';
import { parseEnv } from '../server/src/env';
import { birthOf, storedNatalPositions } from '../server/src/features/me/natal-positions';
import { createLogger } from '../server/src/lib/logger';
import { createPostgresDatabase } from '../server/test/harness';
import { PushSink } from '../server/test/push-sink';
import { type ServerProcess, startServerProcess } from '../server/test/server-process';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const GOAL_SECONDS = 120;
const CLAIM_TIMEOUT_SECONDS = Number(process.env.BENCH_CLAIM_TIMEOUT_SECONDS ?? 30);
const BATCH = Number(process.env.BENCH_BATCH ?? 50);
const GIVE_UP_MS = Number(process.env.BENCH_GIVE_UP_SECONDS ?? 3600) * 1000;
const POSITIONS_CHUNK = 2_000;
/** Due only once a run makes every note due (makeDue). */
const NOT_DUE = '2999-01-01T00:00:00.000Z';
/** Linux counts process CPU time in these (USER_HZ). */
const CLOCK_TICKS = 100;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'America/Sao_Paulo'];

/** Counts what arrives per user: every message, and the distinct Message-IDs among them. */
class CountingSmtp {
  readonly messages = new Map<string, number>();
  readonly ids = new Map<string, Set<string>>();
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 16_384) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID: *(<[^>]+>)/im.exec(head)?.[1];
        const user = id && /^<daily-\d{4}-\d{2}-\d{2}-([^@]+)@/.exec(id)?.[1];
        if (user) {
          this.messages.set(user, (this.messages.get(user) ?? 0) + 1);
          let set = this.ids.get(user);
          if (!set) this.ids.set(user, (set = new Set()));
          set.add(id);
        }
        callback();
      });
    },
  });

  async start(): Promise<string> {
    // A killed server's connections end mid-conversation; that is expected here, not a failure.
    this.server.on('error', () => {});
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  reset(): void {
    this.messages.clear();
    this.ids.clear();
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const database = await createPostgresDatabase();
const smtp = new CountingSmtp();
const push = new PushSink();
push.keepBodies = false;
const smtpUrl = await smtp.start();
const pushOrigin = await push.start();
const serverEnv = {
  DATABASE_URL: database.url,
  EMAIL: 'enabled',
  SMTP_URL: smtpUrl,
  WEB_PUSH_SERVICES: pushOrigin,
  DAILY_INTERVAL_SECONDS: '1',
  DAILY_CLAIM_TIMEOUT_SECONDS: String(CLAIM_TIMEOUT_SECONDS),
  DAILY_BATCH_SIZE: String(BATCH),
  MAIL_FROM: 'Orrery <daily@bench.test>',
  LOG_LEVEL: 'warn',
  ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
};

// Both schemas (ours and better-auth's) in place before the users are written.
const setup = await bootstrap(
  parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    EMAIL: 'disabled',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'x'.repeat(32),
  }),
  createLogger('silent'),
);
const { db } = setup.database;

async function seed(): Promise<void> {
  const started = performance.now();
  const stamp = new Date().toISOString();
  const zone = `(array[${ZONES.map((z) => `'${z}'`).join(',')}])[1 + n % ${ZONES.length}]`;
  await sql`insert into profiles (id, email, full_name, first_name, last_name, status, role, remaining_credits,
      birth_date, birth_time, birth_lat, birth_lng, birth_tz, birth_city, birth_country, created_at, updated_at)
    select 'u' || n, 'u' || n || '@bench.test', 'Person' || n || ' Bench', 'Person' || n, 'Bench', 'active', 'user', 0,
      to_char(date '1950-01-01' + (n * 7919 % 20000), 'YYYY-MM-DD'),
      case when n % 10 = 0 then null else lpad((n % 24)::text, 2, '0') || ':' || lpad((n * 7 % 60)::text, 2, '0') end,
      (n * 13 % 120) - 60 + 0.5, (n * 37 % 360) - 180 + 0.25, ${sql.raw(zone)}, 'Somewhere', 'XX', ${stamp}, ${stamp}
    from generate_series(1, ${sql.lit(USERS)}) as n`.execute(db);
  await sql`insert into daily_settings (user_id, email_enabled, email_confirmed_at, email_requested_at, push_enabled,
      hour, time_zone, next_local_date, next_due_at, updated_at)
    select 'u' || n, 1, ${stamp}, ${stamp}, case when n % 2 = 0 then 1 else 0 end, 0, 'UTC', '2000-01-01', ${NOT_DUE}, ${stamp}
    from generate_series(1, ${sql.lit(USERS)}) as n`.execute(db);
  // Every browser's keys are valid P-256 points; the push service here does not decrypt.
  const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  await sql`insert into push_subscriptions (endpoint, user_id, p256dh, auth, created_at)
    select ${pushOrigin} || '/p/u' || n, 'u' || n, ${p256dh}, ${auth}, ${stamp}
    from generate_series(2, ${sql.lit(USERS)}, 2) as n`.execute(db);
  // As the profile form stores them when birth data is saved: the daily note reads them.
  for (let from = 1; from <= USERS; from += POSITIONS_CHUNK) {
    const people = await db
      .selectFrom('profiles')
      .select(['id', 'birth_date', 'birth_time', 'birth_lat', 'birth_lng', 'birth_tz'])
      .where(
        'id',
        'in',
        Array.from({ length: Math.min(POSITIONS_CHUNK, USERS - from + 1) }, (_, i) => `u${from + i}`),
      )
      .execute();
    const rows = people.map((person) => sql`(${person.id}, ${storedNatalPositions(birthOf(person))})`);
    await sql`update profiles set natal_positions = v.positions from (values ${sql.join(rows)}) as v(id, positions)
      where profiles.id = v.id`.execute(db);
  }
  await sql`analyze`.execute(db);
  console.log(`seeded ${USERS} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Every user due now, on today's UTC date, nothing sent yet. */
async function makeDue(): Promise<void> {
  const now = new Date();
  await sql`delete from daily_sends`.execute(db);
  await sql`update daily_settings set next_local_date = ${now.toISOString().slice(0, 10)},
    next_due_at = ${new Date(now.getTime() - 60_000).toISOString()}, hour = ${now.getUTCHours()}`.execute(db);
  smtp.reset();
  push.counts.clear();
}

async function progress(): Promise<{ sent: number; claimed: number; failed: number }> {
  const { rows } = await sql<{
    status: string;
    count: string;
  }>`select status, count(*) as count from daily_sends group by status`.execute(db);
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { sent: of('sent'), claimed: of('claimed'), failed: of('failed') };
}

/**
 * CPU seconds a process has used so far (user and system), from /proc; 0 once it is gone. With
 * `mainThread`, only its JavaScript thread's: a profiled server's sampling thread never rests.
 */
function cpuSecondsOf(pid: number | undefined, mainThread = false): number {
  try {
    // The command name in brackets may hold spaces; the counters follow it (utime and stime, fields 14 and 15).
    const fields = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds so far of the servers, of the database's backends, and of this process (the sinks). */
async function cpuNow(
  servers: ServerProcess[],
): Promise<{ servers: number[]; backends: Map<number, number>; sinks: number }> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
  const { user, system } = process.cpuUsage();
  return {
    servers: servers.map((server) => cpuSecondsOf(server.child.pid)),
    backends: new Map(rows.map((row) => [row.pid, cpuSecondsOf(row.pid)])),
    sinks: (user + system) / 1e6,
  };
}

/**
 * Resolves once the servers have settled after their start (the gazetteer parsed): under a tenth
 * of a second of CPU each on their main threads over two seconds. A server starved by other processes still gets more.
 */
async function whenIdle(servers: ServerProcess[]): Promise<void> {
  let before = servers.map((server) => cpuSecondsOf(server.child.pid, true));
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const now = servers.map((server) => cpuSecondsOf(server.child.pid, true));
    if (now.every((cpu, i) => cpu - before[i]! < 0.1)) return;
    before = now;
  }
}

async function run(label: string, killAt: number | null): Promise<boolean> {
  const startedAt = performance.now();
  // One after the other: each picks a free port, which a server still starting has not bound yet.
  const first = await startServerProcess(serverEnv);
  const servers: ServerProcess[] = [first, await startServerProcess(serverEnv)];
  // The notes fall due on servers already running, as at a day's hour: neither is still starting up.
  await whenIdle(servers);
  console.log(
    `${label}: servers started and settled in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  await makeDue();
  const wallStart = performance.now();
  let killed = false;
  let last = '';
  // CPU from the first claim on, per note: the figure load from other processes does not inflate.
  let cpuAtStart: Awaited<ReturnType<typeof cpuNow>> | null = null;
  let cpuAtEnd: Awaited<ReturnType<typeof cpuNow>> | null = null;
  let cpuOfKilled = 0;
  try {
    for (;;) {
      const state = await progress();
      if (!cpuAtStart && state.sent + state.claimed > 0) cpuAtStart = await cpuNow(servers);
      const line = `${label}: ${state.sent} sent, ${state.claimed} claimed, ${state.failed} failed`;
      if (line !== last && process.stdout.isTTY) process.stdout.write(`\r${line}   `);
      last = line;
      if (killAt !== null && !killed && state.sent >= killAt) {
        cpuOfKilled = cpuSecondsOf(servers[0]!.child.pid);
        servers[0]!.child.kill('SIGKILL');
        killed = true;
        console.log(
          `\n${label}: SIGKILLed one server at ${state.sent} sent (${state.claimed} claimed at that moment)`,
        );
      }
      if (state.sent + state.failed >= USERS && state.claimed === 0) {
        cpuAtEnd = await cpuNow(servers);
        break;
      }
      if (performance.now() - wallStart > GIVE_UP_MS) {
        console.log(`\n${label}: gave up after ${GIVE_UP_MS / 1000} s`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    // The servers' warnings (a push or an email that failed) say why a user got no note.
    for (const [i, server] of servers.entries()) {
      const warnings = server
        .output()
        .split('\n')
        .filter((line) => /warn|error/i.test(line));
      if (warnings.length)
        console.log(
          `${label}: server ${i + 1} logged ${warnings.length} warnings, the first: ${warnings.slice(0, 3).join(' | ')}`,
        );
    }
  }
  if (process.stdout.isTTY) process.stdout.write('\n');
  const { rows } = await sql<{
    first: string;
    last: string;
    retried: string;
    failed: string;
  }>`select min(claimed_at) as first,
    max(sent_at) as last, count(*) filter (where attempts > 1) as retried, count(*) filter (where status = 'failed') as failed
    from daily_sends`.execute(db);
  const span = rows[0]!;
  const seconds = (Date.parse(span.last) - Date.parse(span.first)) / 1000;
  const pushUsers = Math.floor(USERS / 2);
  let noEmail = 0;
  let twoNotes = 0;
  let resent = 0;
  for (let n = 1; n <= USERS; n++) {
    const user = `u${n}`;
    const ids = smtp.ids.get(user)?.size ?? 0;
    if (ids === 0) noEmail += 1;
    if (ids > 1) twoNotes += 1;
    if ((smtp.messages.get(user) ?? 0) > ids) resent += 1;
  }
  let noPush = 0;
  let twoPushes = 0;
  for (let n = 2; n <= USERS; n += 2) {
    const count = push.counts.get(`/p/u${n}`) ?? 0;
    if (count === 0) noPush += 1;
    if (count > 1) twoPushes += 1;
  }
  const emails = [...smtp.messages.values()].reduce((a, b) => a + b, 0);
  const pushes = [...push.counts.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${label}: ${USERS} users, first claim to last note sent ${seconds.toFixed(1)} s (goal < ${GOAL_SECONDS}), ` +
      `${(USERS / seconds).toFixed(0)} notes/s, wall ${((performance.now() - wallStart) / 1000).toFixed(1)} s from due; ` +
      `${emails} emails, ${pushes} pushes to ${pushUsers} push users; claims retried ${span.retried}, failed ${span.failed}`,
  );
  console.log(
    `${label}: users with no email ${noEmail}, with two different notes ${twoNotes}, sent the same note again (same Message-ID) ${resent}; ` +
      `push users with none ${noPush}, with two pushes ${twoPushes}`,
  );
  if (cpuAtStart && cpuAtEnd) {
    const perNote = (seconds: number) => `${((seconds * 1000) / USERS).toFixed(2)} ms`;
    const serverCpu = cpuAtEnd.servers.map(
      (end, i) => (killed && i === 0 ? cpuOfKilled : end) - cpuAtStart!.servers[i]!,
    );
    // A backend that connected after the first claim counts from zero; one that closed before the end is lost.
    let backendCpu = 0;
    for (const [pid, end] of cpuAtEnd.backends) backendCpu += end - (cpuAtStart.backends.get(pid) ?? 0);
    const sinkCpu = cpuAtEnd.sinks - cpuAtStart.sinks;
    const serversTotal = serverCpu.reduce((a, b) => a + b, 0);
    console.log(
      `${label}: CPU per note (from the first claim seen): servers ${perNote(serversTotal)} (${serverCpu.map(perNote).join(' + ')}), ` +
        `PostgreSQL ${perNote(backendCpu)}, SMTP and push sinks ${perNote(sinkCpu)}; total ${perNote(serversTotal + backendCpu + sinkCpu)}` +
        `${killed ? ' (the killed server up to its kill, its backends not at all)' : ''}`,
    );
  }
  return noEmail === 0 && twoNotes === 0 && noPush === 0 && Number(span.failed) === 0;
}

let ok = false;
try {
  await seed();
  const steady = await run('two servers', null);
  const crash = process.env.BENCH_STEADY_ONLY ? true : await run('SIGKILL mid-run', Math.floor(USERS * 0.4));
  ok = steady && crash;
} finally {
  await setup.database.close();
  await smtp.stop();
  await push.stop();
  await database.drop();
}
console.log(ok ? 'every user got exactly one note' : 'FAILED: some user got no note or two');
process.exit(ok ? 0 : 1);
