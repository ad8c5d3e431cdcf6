import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono();
const H = {"cache-control":"no-store","content-security-policy":"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; media-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'","cross-origin-opener-policy":"same-origin","cross-origin-resource-policy":"same-origin","origin-agent-cluster":"?1","permissions-policy":"camera=(), geolocation=(), payment=(), usb=(), microphone=(self)","referrer-policy":"strict-origin-when-cross-origin","x-content-type-options":"nosniff","x-dns-prefetch-control":"off","x-download-options":"noopen","x-frame-options":"DENY","x-permitted-cross-domain-policies":"none","x-request-id":"fdfbc7fb-6304-4289-9e03-93b565e01dfe","x-xss-protection":"0"};
const mode = process.env.MODE;
app.get('/api/health', (c) => mode === 'plain' ? c.json({ status: 'ok' }, 200, H) : mode === 'headers' ? (() => { const r = c.json({ status: 'ok' }); for (const k in H) r.headers.set(k, H[k]); return r; })() : c.json({ status: 'ok' }));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 3311 });
process.on('SIGTERM', () => process.exit(0));
