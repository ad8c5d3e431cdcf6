import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { guideReply } from './guide';
import { checkGuideAnswer, streamGuideAnswer, type GuideStreamEvent } from './guide-llm';
import { composeLifePath } from './lifepath-report';
import { composeThreeCard } from './tarot-report';

const reading = composeThreeCard({
  firstName: 'Ana',
  question: 'What should I focus on this month?',
  draw: drawSpread({ seed: 'ab'.repeat(32), spread: 'three-card' }),
});
const card = reading.facts.cards[0]!.name;
const question = `What does ${card} mean for me?`;

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

// A loopback OpenAI-compatible server; the path picks the behaviour: stream, stall, break, unsafe.
let server: Server;
let base: string;
const bodies: { stream?: boolean; messages: { content: string }[] }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      bodies.push(JSON.parse(raw));
      const mode = req.url!.split('/')[1];
      if (mode === 'error') {
        res.writeHead(500).end('{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (mode === 'stream') {
        const parts = [`Ana, ${card} `, 'here speaks of a fresh ', 'start in the past position.'];
        let i = 0;
        const next = () => {
          if (i < parts.length) {
            res.write(chunk(parts[i++]!));
            setTimeout(next, 5);
          } else res.end('data: [DONE]\n\n');
        };
        next();
      } else if (mode === 'stall') {
        res.write(chunk('Ana, '));
        // ...and never another byte.
      } else if (mode === 'break') {
        res.write(chunk('Ana, the cards '));
        setTimeout(() => res.destroy(), 5);
      } else if (mode === 'unsafe') {
        res.write(chunk('Ana, stop taking your medication and <script>alert(1)</script>'));
        res.end('data: [DONE]\n\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function collect(mode: string, overrides: { idleMs?: number; timeoutMs?: number } = {}) {
  const events: GuideStreamEvent[] = [];
  const builtIn = guideReply(reading, question);
  for await (const e of streamGuideAnswer(
    reading,
    question,
    builtIn,
    { baseUrl: `${base}/${mode}/v1`, model: 'test', idleMs: 300, ...overrides },
    fetch,
  ))
    events.push(e);
  return { events, builtIn, done: events.at(-1)! };
}

describe('streamGuideAnswer', () => {
  it('passes the model deltas on and ends with its text, asked with the reading as context', async () => {
    const { events, done } = await collect('stream');
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBe(3);
    expect(done).toMatchObject({ type: 'done', writer: 'llm' });
    expect(done.type === 'done' && done.answer).toBe(
      `Ana, ${card} here speaks of a fresh start in the past position.`,
    );
    const sent = bodies.at(-1)!;
    expect(sent.stream).toBe(true);
    expect(sent.messages[1]!.content).toContain(card);
    expect(sent.messages[1]!.content).toContain(question);
  });

  it.each(['stall', 'break', 'unsafe', 'error'])(
    'falls back to the built-in answer when the model %s',
    async (mode) => {
      const { done, builtIn } = await collect(mode);
      expect(done).toMatchObject({ type: 'done', writer: 'guide', answer: builtIn.answer });
      expect(done.type === 'done' && done.error).toBeTruthy();
    },
  );

  it('falls back on the overall timeout and when nothing listens', async () => {
    expect((await collect('stall', { idleMs: 5_000, timeoutMs: 1000 })).done).toMatchObject({
      writer: 'guide',
      error: 'timeout after 1000 ms',
    });
    const events: GuideStreamEvent[] = [];
    for await (const e of streamGuideAnswer(
      reading,
      question,
      guideReply(reading, question),
      { baseUrl: 'http://127.0.0.1:9/v1', model: 'test' },
      fetch,
    ))
      events.push(e);
    expect(events).toMatchObject([{ type: 'done', writer: 'guide' }]);
  });

  it('never asks the model an off-topic question', async () => {
    const before = bodies.length;
    const events: GuideStreamEvent[] = [];
    const q = 'Which stocks should I buy?';
    for await (const e of streamGuideAnswer(
      reading,
      q,
      guideReply(reading, q),
      { baseUrl: `${base}/stream/v1`, model: 'test' },
      fetch,
    ))
      events.push(e);
    expect(bodies.length).toBe(before);
    expect(events).toMatchObject([{ type: 'done', writer: 'guide' }]);
  });
});

describe('a German reading', () => {
  it('asks the model to answer in German, and the built-in answer it falls back on is German', async () => {
    const lifePath = composeLifePath({
      firstName: 'Mary',
      lastName: 'Bryant',
      birthDate: '1990-05-14',
      now: new Date('2026-11-25T12:00:00Z'),
      language: 'de',
    });
    const q = 'Was bedeutet meine Lebenszahl?';
    const builtIn = guideReply(lifePath, q, 'de');
    const events: GuideStreamEvent[] = [];
    for await (const e of streamGuideAnswer(
      lifePath,
      q,
      builtIn,
      { baseUrl: `${base}/error/v1`, model: 'test' },
      fetch,
      'de',
    ))
      events.push(e);
    expect(bodies.at(-1)!.messages[0]!.content).toMatch(/answer in natural German.*"du"/);
    expect(events).toMatchObject([{ type: 'done', writer: 'guide', answer: builtIn.answer }]);
    expect(builtIn.answer).toMatch(/^Mary, das sagt deine Deutung dazu:/);
  });
});

describe('checkGuideAnswer', () => {
  it('refuses empty, marked-up, linked, overlong and advice-giving answers', () => {
    expect(checkGuideAnswer('Your Moon in Cancer asks for a safe harbour.')).toBeNull();
    expect(checkGuideAnswer('  ')).toBe('empty');
    expect(checkGuideAnswer('See [this](http://x.example)')).toBe('contains markup or links');
    expect(checkGuideAnswer('x'.repeat(2001))).toBe('too long');
    expect(checkGuideAnswer('You should ask your doctor for a new dosage.')).toBe('gives medical advice');
  });
});
