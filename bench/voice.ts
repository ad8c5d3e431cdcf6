/**
 * `npm run bench:voice`: the built-in guide's answer time (p50/p95 over the five reading kinds),
 * the time to the first streamed token through the whole server with a loopback
 * OpenAI-compatible model, and voice sessions started per second through the API on SQLite and
 * PostgreSQL (10 users, 20 readings each, 10 starts in flight).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixtureScore, randomChart } from '../core/src/readings/__fixtures__/charts';
import { SAMPLE_READING_REQUESTS as requests } from '../core/src/readings/__fixtures__/requests';
import { composeCompatibility } from '../core/src/readings/compatibility-report';
import { guideReply } from '../core/src/readings/guide';
import { composeLifePath } from '../core/src/readings/lifepath-report';
import { composeNatal } from '../core/src/readings/natal-report';
import { composeCelticCross } from '../core/src/readings/celtic-cross-report';
import { composeThreeCard } from '../core/src/readings/tarot-report';
import { drawSpread } from '../core/src/tarot/draw';
import { createTestContext, TestClient, uniqueEmail } from '../server/test/harness';

const GOAL_P95_MS = 20;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

function builtInAnswers() {
  const a = randomChart(1);
  const b = randomChart(2);
  const readings = [
    composeNatal({ chart: a, firstName: 'Ada' }),
    composeCompatibility({
      person1: { firstName: 'Ada', chart: a },
      person2: { firstName: 'Ben', chart: b },
      score: fixtureScore(a, b, []),
    }),
    composeThreeCard({
      firstName: 'Ada',
      question: 'Work?',
      draw: drawSpread({ seed: 'ab'.repeat(32), spread: 'three-card' }),
    }),
    composeCelticCross({
      firstName: 'Ada',
      question: 'Love?',
      draw: drawSpread({ seed: 'cd'.repeat(32), spread: 'celtic-cross' }),
    }),
    composeLifePath({
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1815-12-10',
      now: new Date('2026-06-01T12:00:00Z'),
    }),
  ];
  const questions = [
    'What does my Moon sign mean?',
    'Tell me about the outcome',
    'Which cards are reversed?',
    'Why is our score what it is?',
    'How were my numbers calculated?',
    'Should I invest in bitcoin?',
    'What about my 7th house and its aspects?',
  ];
  const samples: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const reading = readings[i % readings.length]!;
    const question = questions[i % questions.length]!;
    const t = performance.now();
    guideReply(reading, question);
    samples.push(performance.now() - t);
  }
  const s = stats(samples.slice(200));
  console.log(
    `built-in answer: p50 ${ms(s.p50)}, p95 ${ms(s.p95)} (goal p95 < ${GOAL_P95_MS} ms: ${s.p95 < GOAL_P95_MS ? 'met' : 'MISSED'})`,
  );
}

async function timeToFirstToken() {
  const model = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const parts = ['Ada, your Moon ', 'in this chart ', 'asks for room to feel.'];
      let i = 0;
      const next = () => {
        if (i < parts.length) {
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: parts[i++] } }] })}\n\n`);
          setTimeout(next, 20);
        } else res.end('data: [DONE]\n\n');
      };
      next();
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const port = (model.address() as AddressInfo).port;
  process.env.TEST_DB = 'sqlite';
  const ctx = await createTestContext({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    LLM_MODEL: 'bench',
    GENERATION_RATE_LIMIT: '1000',
  });
  try {
    const client = new TestClient(ctx.app);
    await client.signUp(uniqueEmail('bench-voice'));
    // Without the model for the reading itself: its rewrite would be refused anyway.
    const res = await client.request('/api/readings', {
      json: { app: 'lifepathnumber', idempotencyKey: 'bench-ttft', ...requests.lifepathnumber },
    });
    const { readingId } = (await res.json()).reading;
    await client.request(`/api/readings/${readingId}/voice/sessions`, { json: {} });
    const first: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t = performance.now();
      const answer = await client.request(`/api/readings/${readingId}/voice/questions`, {
        json: { question: 'What is my Life Path?' },
      });
      const reader = answer.body!.getReader();
      let firstAt = 0;
      for (;;) {
        const { done } = await reader.read();
        if (!firstAt) firstAt = performance.now() - t;
        if (done) break;
      }
      first.push(firstAt);
      total.push(performance.now() - t);
    }
    const f = stats(first);
    const all = stats(total);
    console.log(
      `streamed answer through the server (loopback model, 20 ms between tokens): first token p50 ${ms(f.p50)}, p95 ${ms(f.p95)}; whole answer p50 ${ms(all.p50)}`,
    );
  } finally {
    await ctx.close();
    model.close();
  }
}

async function sessionsPerSecond(dialect: 'sqlite' | 'postgres') {
  process.env.TEST_DB = dialect;
  const ctx = await createTestContext({ GENERATION_RATE_LIMIT: '1000', WELCOME_CREDITS: '200' });
  try {
    const jobs: { client: TestClient; readingId: string }[] = [];
    for (let u = 0; u < 10; u++) {
      const client = new TestClient(ctx.app);
      await client.signUp(uniqueEmail('bench-voice'));
      for (let r = 0; r < 20; r++) {
        const res = await client.request('/api/readings', {
          json: { app: 'lifepathnumber', idempotencyKey: `bench-${u}-${r}`, ...requests.lifepathnumber },
        });
        jobs.push({ client, readingId: (await res.json()).reading.readingId });
      }
    }
    const t = performance.now();
    let next = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          const res = await job.client.request(`/api/readings/${job.readingId}/voice/sessions`, { json: {} });
          if (res.status !== 200) failed++;
          await res.arrayBuffer();
        }
      }),
    );
    const seconds = (performance.now() - t) / 1000;
    console.log(
      `${dialect}: ${jobs.length} sessions started in ${seconds.toFixed(2)} s = ${(jobs.length / seconds).toFixed(0)} per second${failed ? ` (${failed} failed)` : ''}`,
    );
  } finally {
    await ctx.close();
  }
}

builtInAnswers();
await timeToFirstToken();
await sessionsPerSecond('sqlite');
await sessionsPerSecond('postgres');
