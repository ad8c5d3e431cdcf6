import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { resolveClientIp } from './client-ip';

async function addressSeen(trustedProxies: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(resolveClientIp(c, trustedProxies)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: '10.0.0.9' } } });
  return res.text();
}

describe('the client address rate limits are keyed on', () => {
  it('is the socket peer when no proxy is trusted, whatever the headers say', async () => {
    expect(await addressSeen(0, '198.51.100.1')).toBe('10.0.0.9');
  });

  it('is the entry a trusted proxy appended, not the ones the client wrote before it', async () => {
    expect(await addressSeen(1, '198.51.100.1')).toBe('198.51.100.1');
    expect(await addressSeen(1, 'spoofed-1, spoofed-2, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(2, 'spoofed, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it('falls back to the socket when the header is shorter than the proxy chain', async () => {
    expect(await addressSeen(2, '203.0.113.7')).toBe('10.0.0.9');
    expect(await addressSeen(1)).toBe('10.0.0.9');
  });
});
