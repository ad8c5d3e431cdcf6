import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SAMPLE_READING_REQUESTS as requests } from '@orrery/core/readings/__fixtures__/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

// A loopback OpenAI-compatible model that streams three tokens, then breaks on the next call.
let model: Server;
let calls = 0;
let ctx: TestContext;

beforeAll(async () => {
  model = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      // The reading's own rewrite (not streamed) is refused: the composer's text is kept.
      if (!JSON.parse(raw).stream) {
        res.writeHead(500).end('{}');
        return;
      }
      calls += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (calls % 2 === 0) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Mary, the ' } }] })}\n\n`);
        setTimeout(() => res.destroy(), 5);
        return;
      }
      for (const content of ['Mary, your Life Path ', 'asks you to ', 'trust your own pace.'])
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  ctx = await createTestContext({
    LLM_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
    LLM_MODEL: 'loopback',
    GENERATION_RATE_LIMIT: '1000',
  });
});
afterAll(async () => {
  await ctx?.close();
  model.close();
});

async function ask(client: TestClient, readingId: string, question: string) {
  const res = await client.request(`/api/readings/${readingId}/voice/questions`, { json: { question } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/x-ndjson');
  return (await res.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

describe(`voice guide with a model on ${currentDialect()}`, () => {
  it('streams the model answer through the server, falls back when the stream breaks, and keeps both in the transcript', async () => {
    const client = new TestClient(ctx.app);
    await client.signUp(uniqueEmail('voice-llm'));
    const created = await client.request('/api/readings', {
      json: { app: 'lifepathnumber', idempotencyKey: 'voice-llm-1', ...requests.lifepathnumber },
    });
    const { readingId } = (await created.json()).reading;
    await client.request(`/api/readings/${readingId}/voice/sessions`, { json: {} });
    const before = calls;

    const streamed = await ask(client, readingId, 'What is my Life Path?');
    expect(streamed.filter((e) => e.type === 'delta')).toHaveLength(3);
    expect(streamed.at(-1)).toMatchObject({
      type: 'done',
      writer: 'llm',
      answer: 'Mary, your Life Path asks you to trust your own pace.',
    });

    const broken = await ask(client, readingId, 'What is my Destiny number?');
    const done = broken.at(-1);
    expect(done).toMatchObject({ type: 'done', writer: 'guide' });
    expect(done.answer).toContain('Destiny');
    expect(calls - before).toBe(2);

    const { sessions } = await (await client.request(`/api/readings/${readingId}/voice/sessions`)).json();
    const guideTurns = sessions[0].messages.filter((m: { role: string }) => m.role === 'guide');
    expect(guideTurns.map((m: { text: string }) => m.text)).toEqual([
      'Mary, your Life Path asks you to trust your own pace.',
      done.answer,
    ]);

    // Deleting the reading takes its sessions and transcript with it.
    const deleted = await client.request(`/api/readings/${readingId}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
  });
});
