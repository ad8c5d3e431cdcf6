/**
 * `npm run bench:auth-timing`: how long sign-up and a password-reset request take for a
 * registered address and for a new one (issue 25, finding 9), 40 interleaved samples of each, on
 * SQLite and on PostgreSQL, without the answer floor and with the configured one. With the floor
 * the medians should match and every answer should take at least the floor.
 * Requests go through the whole app in-process, with mail delivered to a loopback SMTP sink.
 */
import { parseEnv } from '../server/src/env';
import { createTestContext, TestClient, uniqueEmail } from '../server/test/harness';
import { MailSink } from '../server/test/mail-sink';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const DEFAULT_FLOOR_MS = parseEnv({ NODE_ENV: 'test', EMAIL: 'disabled' }).AUTH_ANSWER_FLOOR_MS;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]!, max: sorted.at(-1)! };
}

const fmt = (s: ReturnType<typeof stats>) =>
  `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)}, min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)}`;

async function benchDialect(dialect: 'sqlite' | 'postgres', floorMs: number) {
  process.env.TEST_DB = dialect;
  const sink = new MailSink();
  const ctx = await createTestContext({
    EMAIL: 'enabled',
    SMTP_URL: await sink.start(),
    AUTH_ANSWER_FLOOR_MS: String(floorMs),
    MAIL_RATE_LIMIT: '100000',
    MAIL_RECIPIENT_LIMIT: '100000',
  });
  try {
    const registered = uniqueEmail('registered');
    await new TestClient(ctx.app).signUp(registered);
    const timed = async (run: () => Promise<Response>) => {
      const started = performance.now();
      const res = await run();
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`unexpected ${res.status}`);
      return performance.now() - started;
    };
    const signUp = (email: string) => () => new TestClient(ctx.app).signUp(email, 'a long enough passphrase');
    const reset = (email: string) => () =>
      new TestClient(ctx.app).request('/api/auth/request-password-reset', { json: { email } });
    const cases = { signUp, reset };
    for (const [name, route] of Object.entries(cases)) {
      const existing: number[] = [];
      const fresh: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        // Interleaved, and the order alternates, so drift and warm-up fall on both sides.
        if (i % 2 === 0) {
          existing.push(await timed(route(registered)));
          fresh.push(await timed(route(uniqueEmail('new'))));
        } else {
          fresh.push(await timed(route(uniqueEmail('new'))));
          existing.push(await timed(route(registered)));
        }
      }
      const [a, b] = [stats(existing), stats(fresh)];
      console.log(`${dialect}, floor ${floorMs} ms, ${name}: registered ${fmt(a)}`);
      console.log(`${dialect}, floor ${floorMs} ms, ${name}: new        ${fmt(b)}`);
      console.log(`  median difference ${(a.median - b.median).toFixed(1)} ms`);
    }
  } finally {
    await ctx.deps.mailer?.settled();
    await ctx.close();
    await sink.stop();
  }
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  for (const floor of [0, DEFAULT_FLOOR_MS]) await benchDialect(dialect, floor);
}
