import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

export const FAKE_ELEVENLABS_KEY = 'xi_test_orrery_secret_key';

/** What ElevenLabs' client sends first on a conversation's socket (its `constructOverrides`). */
export interface ConversationInitiation {
  type: 'conversation_initiation_client_data';
  conversation_config_override?: { agent?: { language?: string; prompt?: unknown; first_message?: string } };
  dynamic_variables?: Record<string, string | number | boolean>;
}

export interface FakeConversation {
  conversationId: string;
  agentId: string | null;
  /** The client's first message, as sent; null until it arrives. */
  initiation: ConversationInitiation | null;
  /** The ids of the pings the client answered. */
  pongs: number[];
  /** Whether the socket has closed (the client hung up, or the fake was closed). */
  closed: boolean;
}

export type FakeElevenLabsMode = 'ok' | 'error' | 'garbage' | 'refuse';
const MODES: readonly FakeElevenLabsMode[] = ['ok', 'error', 'garbage', 'refuse'];

export interface FakeElevenLabs {
  url: string;
  /** The agent ids asked for, in order, with the key header each request carried. */
  requests: { agentId: string | null; key: string | undefined }[];
  /**
   * How the next requests are answered: a signed URL, a server error, a body without one, or a
   * signed URL whose conversation socket is then refused (as ElevenLabs refuses a stale signature).
   */
  mode: FakeElevenLabsMode;
  /** Every conversation opened on a signed URL's socket, in order. */
  conversations: FakeConversation[];
  close: () => Promise<void>;
}

/** The agent's first line, in the language the client asked for, so a page has a line to show. */
const GREETINGS: Record<string, (name: string) => string> = {
  en: (name) => `Hello ${name}, what would you like to ask about your reading?`,
  de: (name) => `Hallo ${name}, was möchtest du über deine Deutung wissen?`,
};

/**
 * ElevenLabs' API on 127.0.0.1, in its shapes: the get-signed-url endpoint, and the conversation
 * socket its signed URLs lead to, speaking as much of the conversational protocol as a client needs
 * to start (the initiation metadata, one agent line, a ping). The process that started it reads the
 * conversations from the object; a test in another process reads them from GET /test/conversations
 * and sets the mode with PUT /test/mode?mode=… (this server listens on loopback only).
 */
export async function startFakeElevenLabs(port = 0): Promise<FakeElevenLabs> {
  const fake: FakeElevenLabs = {
    url: '',
    requests: [],
    mode: 'ok',
    conversations: [],
    close: async () => {},
  };
  let issued = 0;
  const signatures = new Map<string, string | null>();
  const sockets = new Set<Duplex>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/test/conversations' && req.method === 'GET') {
      return send(200, fake.conversations);
    }
    if (url.pathname === '/test/mode' && req.method === 'PUT') {
      const mode = url.searchParams.get('mode') as FakeElevenLabsMode;
      if (!MODES.includes(mode)) return send(400, { detail: `mode is one of ${MODES.join(', ')}` });
      fake.mode = mode;
      return send(200, { mode });
    }
    const key = req.headers['xi-api-key'];
    const agentId = url.searchParams.get('agent_id');
    fake.requests.push({ agentId, key: typeof key === 'string' ? key : undefined });
    if (req.method !== 'GET' || url.pathname !== '/v1/convai/conversation/get-signed-url') {
      return send(404, { detail: 'Not Found' });
    }
    if (key !== FAKE_ELEVENLABS_KEY) {
      return send(401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    }
    if (fake.mode === 'error') return send(500, { detail: 'upstream exploded' });
    if (fake.mode === 'garbage') return send(200, { note: 'no url here' });
    issued += 1;
    const signature = `sig_${issued}`;
    signatures.set(signature, agentId);
    return send(200, {
      signed_url: `${fake.url.replace('http', 'ws')}/v1/convai/conversation?agent_id=${agentId}&conversation_signature=${signature}`,
    });
  });

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const signature = url.searchParams.get('conversation_signature') ?? '';
    const agentId = url.searchParams.get('agent_id');
    const key = req.headers['sec-websocket-key'];
    if (
      url.pathname !== '/v1/convai/conversation' ||
      typeof key !== 'string' ||
      !signatures.has(signature) ||
      signatures.get(signature) !== agentId ||
      fake.mode === 'refuse'
    ) {
      socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    // A signed URL opens one conversation.
    signatures.delete(signature);
    const protocols = String(req.headers['sec-websocket-protocol'] ?? '').split(/,\s*/);
    socket.write(
      [
        'HTTP/1.1 101 Switching Protocols',
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Accept: ${createHash('sha1').update(`${key}${WEBSOCKET_GUID}`).digest('base64')}`,
        // The client asks for ElevenLabs' subprotocol; a browser drops a socket that gets another.
        ...(protocols.includes('convai') ? ['Sec-WebSocket-Protocol: convai'] : []),
        '',
        '',
      ].join('\r\n'),
    );
    const conversation: FakeConversation = {
      conversationId: `conv_${fake.conversations.length + 1}`,
      agentId,
      initiation: null,
      pongs: [],
      closed: false,
    };
    fake.conversations.push(conversation);
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      conversation.closed = true;
    });
    socket.on('error', () => socket.destroy());
    const sendEvent = (event: unknown) => socket.write(frame(0x1, Buffer.from(JSON.stringify(event))));
    readFrames(socket, (opcode, payload) => {
      if (opcode === 0x8) {
        socket.end(frame(0x8, payload.subarray(0, 2)));
        return;
      }
      if (opcode === 0x9) {
        socket.write(frame(0xa, payload));
        return;
      }
      if (opcode !== 0x1) return;
      let event: { type?: string; event_id?: number };
      try {
        event = JSON.parse(payload.toString('utf8'));
      } catch {
        return;
      }
      if (event.type === 'pong' && typeof event.event_id === 'number')
        conversation.pongs.push(event.event_id);
      if (event.type !== 'conversation_initiation_client_data' || conversation.initiation) return;
      conversation.initiation = event as ConversationInitiation;
      sendEvent({
        type: 'conversation_initiation_metadata',
        conversation_initiation_metadata_event: {
          conversation_id: conversation.conversationId,
          agent_output_audio_format: 'pcm_16000',
          user_input_audio_format: 'pcm_16000',
        },
      });
      const language = conversation.initiation.conversation_config_override?.agent?.language ?? 'en';
      const name = String(conversation.initiation.dynamic_variables?.first_name ?? 'there');
      sendEvent({
        type: 'agent_response',
        agent_response_event: { agent_response: (GREETINGS[language] ?? GREETINGS.en!)(name), event_id: 1 },
      });
      sendEvent({ type: 'ping', ping_event: { event_id: 2, ping_ms: null } });
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** One unmasked, unfragmented server frame (RFC 6455 §5.2). */
function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const head =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 0x10000
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigEndian64(length)]);
  return Buffer.concat([head, payload]);
}

function bigEndian64(n: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(n));
  return bytes;
}

/**
 * Calls back with each message a client sends: frames unmasked, fragments joined (control frames
 * may arrive between a message's fragments, and are passed on at once).
 */
function readFrames(socket: Duplex, onMessage: (opcode: number, payload: Buffer) => void) {
  let buffered = Buffer.alloc(0);
  let fragments: Buffer[] = [];
  let fragmentedOpcode = 0;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (buffered.length < 2) return;
      const fin = (buffered[0]! & 0x80) !== 0;
      const opcode = buffered[0]! & 0x0f;
      const masked = (buffered[1]! & 0x80) !== 0;
      let length = buffered[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffered.length < 4) return;
        length = buffered.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffered.length < 10) return;
        length = Number(buffered.readBigUInt64BE(2));
        offset = 10;
      }
      const maskOffset = offset;
      if (masked) offset += 4;
      if (buffered.length < offset + length) return;
      const payload = Buffer.from(buffered.subarray(offset, offset + length));
      if (masked)
        for (let i = 0; i < payload.length; i++) payload[i] = payload[i]! ^ buffered[maskOffset + (i % 4)]!;
      buffered = buffered.subarray(offset + length);
      if (opcode >= 0x8) {
        onMessage(opcode, payload);
      } else if (!fin) {
        if (opcode !== 0x0) fragmentedOpcode = opcode;
        fragments.push(payload);
      } else if (opcode === 0x0) {
        onMessage(fragmentedOpcode, Buffer.concat([...fragments, payload]));
        fragments = [];
      } else {
        onMessage(opcode, payload);
      }
    }
  });
}
