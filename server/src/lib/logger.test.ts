import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, LogSink } from './logger';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-log-'));
const opened: number[] = [];
afterEach(() => {
  for (const fd of opened.splice(0)) fs.closeSync(fd);
});

function sinkToFile(name: string) {
  const file = path.join(dir, name);
  const fd = fs.openSync(file, 'w');
  opened.push(fd);
  return { sink: new LogSink(fd), read: () => fs.readFileSync(file, 'utf8') };
}

describe('LogSink', () => {
  it('writes nothing at once, then every line in order within the flush interval', async () => {
    const { sink, read } = sinkToFile('order.log');
    for (let i = 0; i < 5; i += 1) sink.write(`line ${i}\n`);
    expect(read()).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(read()).toBe('line 0\nline 1\nline 2\nline 3\nline 4\n');
  });

  it('keeps the order across batches written while another is in flight', async () => {
    const { sink, read } = sinkToFile('batches.log');
    const lines = Array.from({ length: 3000 }, (_, i) => `${JSON.stringify({ i, pad: 'x'.repeat(20) })}\n`);
    for (const line of lines) sink.write(line);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(read()).toBe(lines.join(''));
  });
});

describe('createLogger', () => {
  it('writes one JSON line per event: time, level, message, then the fields', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.debug('not at this level');
    logger.info('request', { requestId: 'r1', status: 200, userId: null, skipped: undefined });
    logger.warn('bare');
    logger.error('odd "text"\n', { nested: { a: [1] } });
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.endsWith('}\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    const [request, bare, odd] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(request!)).toEqual(['time', 'level', 'message', 'requestId', 'status', 'userId']);
    expect(request).toMatchObject({ level: 'info', message: 'request', requestId: 'r1', status: 200 });
    expect(Math.abs(Date.parse(request!.time as string) - Date.now())).toBeLessThan(5_000);
    expect(bare).toEqual({ time: bare!.time, level: 'warn', message: 'bare' });
    expect(odd).toEqual({ time: odd!.time, level: 'error', message: 'odd "text"\n', nested: { a: [1] } });
  });
});
