import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's side of a push subscription: its key pair and auth secret, as the Push API makes them. */
export class FakeBrowser {
  private readonly ecdh = createECDH('prime256v1');
  readonly publicKey: Buffer;
  readonly authSecret = randomBytes(16);

  constructor() {
    this.publicKey = this.ecdh.generateKeys();
  }

  subscription(endpoint: string) {
    return {
      endpoint,
      expirationTime: null,
      keys: { p256dh: this.publicKey.toString('base64url'), auth: this.authSecret.toString('base64url') },
    };
  }

  /** Undoes RFC 8291's aes128gcm encryption as a browser does; throws on a wrong key or a forged body. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const serverKey = body.subarray(21, 21 + idLength);
    const sealed = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverKey);
    const ikm = hmac(
      hmac(this.authSecret, shared),
      Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, serverKey, Buffer.from([1])]),
    );
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    if (plain[plain.length - 1] !== 2) throw new Error('not the last record');
    return plain.subarray(0, plain.length - 1).toString('utf8');
  }
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * True when the request carries a VAPID JWT (RFC 8292) signed by the key it names, for this
 * push service's origin, not expired.
 */
export function vapidValid(push: ReceivedPush, origin: string, expectedKey?: string): boolean {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization ?? ''));
  if (!match) return false;
  const [, jwt, key] = match as unknown as [string, string, string];
  if (expectedKey && key !== expectedKey) return false;
  const [header, claims, signature] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number };
  return signed && body.aud === origin && body.exp > Date.now() / 1000;
}

/**
 * A push service on 127.0.0.1 that keeps what it is sent and answers 201, or 410 for the
 * subscriptions it was told are gone.
 */
export class PushSink {
  readonly received: ReceivedPush[] = [];
  readonly gone = new Set<string>();
  /** Counts per path, without keeping bodies (the bench sends a hundred thousand). */
  keepBodies = true;
  readonly counts = new Map<string, number>();
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      this.counts.set(path, (this.counts.get(path) ?? 0) + 1);
      if (this.keepBodies) this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(this.gone.has(path) ? 410 : 201).end();
    });
  });
  origin = '';

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
