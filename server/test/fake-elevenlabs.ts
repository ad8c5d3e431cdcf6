import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_ELEVENLABS_KEY = 'xi_test_orrery_secret_key';

export interface FakeElevenLabs {
  url: string;
  /** The agent ids asked for, in order, with the key header each request carried. */
  requests: { agentId: string | null; key: string | undefined }[];
  /** How the next requests are answered: a signed URL, a server error, or a body without one. */
  mode: 'ok' | 'error' | 'garbage';
  close: () => Promise<void>;
}

/** ElevenLabs' get-signed-url endpoint on 127.0.0.1, answering in its shape. */
export async function startFakeElevenLabs(port = 0): Promise<FakeElevenLabs> {
  const fake: FakeElevenLabs = { url: '', requests: [], mode: 'ok', close: async () => {} };
  let issued = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const key = req.headers['xi-api-key'];
    const agentId = url.searchParams.get('agent_id');
    fake.requests.push({ agentId, key: typeof key === 'string' ? key : undefined });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || url.pathname !== '/v1/convai/conversation/get-signed-url') {
      return send(404, { detail: 'Not Found' });
    }
    if (key !== FAKE_ELEVENLABS_KEY) {
      return send(401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    }
    if (fake.mode === 'error') return send(500, { detail: 'upstream exploded' });
    if (fake.mode === 'garbage') return send(200, { note: 'no url here' });
    issued += 1;
    return send(200, {
      // This server, which speaks no WebSocket: a browser's conversation fails to connect.
      signed_url: `${fake.url.replace('http', 'ws')}/v1/convai/conversation?agent_id=${agentId}&conversation_signature=sig_${issued}`,
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
