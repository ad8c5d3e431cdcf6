import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { rewriteWithLlm, type FetchLike } from './llm';
import { composeThreeCard } from './tarot-report';

const reading = composeThreeCard({
  firstName: 'Ana',
  question: 'What should I focus on this month?',
  draw: drawSpread({ seed: 'ab'.repeat(32), spread: 'three-card' }),
});

/** A rewrite that keeps the facts: the draft with its sentences lightly reworded. */
const goodRewrite = reading.markdown.replace(
  / If you take one thing from/g,
  ' If one thing stays with you from',
);

// A small server that speaks the chat-completions protocol; the path picks the behaviour.
let server: Server;
let base: string;
const seen: { auth?: string; body?: { model: string; messages: { role: string; content: string }[] } }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      const reply = (content: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      };
      const mode = req.url!.split('/')[1];
      if (mode === 'normal') reply('```markdown\n' + goodRewrite + '\n```');
      else if (mode === 'slow') setTimeout(() => reply(goodRewrite), 1500);
      else if (mode === 'broken') {
        res.writeHead(500);
        res.end('internal error');
      } else if (mode === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"choices": [');
      } else if (mode === 'html') reply(goodRewrite + '\n\n<script>alert(1)</script>');
      else if (mode === 'short') reply('## Overview\n\nAll is well.\n\n## Guidance\n\nBe happy.');
      else reply(null);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  // fetch keeps connections alive; close them so the server shuts down at once.
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const fetchFn = globalThis.fetch as unknown as FetchLike;

describe('rewriteWithLlm', () => {
  it('uses the model text when it keeps the facts, and records the writer', async () => {
    const r = await rewriteWithLlm(
      reading,
      { baseUrl: `${base}/normal/`, model: 'test-model', apiKey: 'k1' },
      fetchFn,
    );
    expect(r.writer).toBe('llm');
    expect(r.markdown).toBe(goodRewrite.trim());
    expect(r.rewrite).toEqual({ model: 'test-model' });
    const last = seen.at(-1)!;
    expect(last.auth).toBe('Bearer k1');
    expect(last.body!.model).toBe('test-model');
    // The model is grounded on the facts as well as the draft.
    for (const c of reading.facts.cards) expect(last.body!.messages[1]!.content).toContain(c.name);
  });

  it('falls back to the composer on timeout, HTTP error, malformed, unsafe or incomplete output', async () => {
    const cases: [string, RegExp][] = [
      ['slow', /timeout/],
      ['broken', /HTTP 500/],
      ['malformed', /request failed|malformed/],
      ['html', /markup/],
      ['short', /too short/],
      ['null', /malformed/],
    ];
    for (const [mode, why] of cases) {
      const r = await rewriteWithLlm(
        reading,
        { baseUrl: `${base}/${mode}`, model: 'm', timeoutMs: 300 },
        fetchFn,
      );
      expect(r.writer, mode).toBe('composer');
      expect(r.markdown).toBe(reading.markdown);
      expect(r.rewrite?.error, mode).toMatch(why);
    }
  });

  it('falls back when the server cannot be reached, and does nothing when not configured', async () => {
    const r = await rewriteWithLlm(
      reading,
      { baseUrl: 'http://127.0.0.1:9', model: 'm', timeoutMs: 1000 },
      fetchFn,
    );
    expect(r.writer).toBe('composer');
    expect(r.rewrite?.error).toMatch(/request failed/);
    expect(await rewriteWithLlm(reading, null, fetchFn)).toBe(reading);
  });
});
