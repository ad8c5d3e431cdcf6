import {
  createECDH,
  createHmac,
  createPrivateKey,
  createCipheriv,
  generateKeyPairSync,
  randomBytes,
  sign,
} from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

/**
 * Web Push as the standards define it, on node:crypto: the payload encrypted for the browser's
 * keys (RFC 8291, aes128gcm of RFC 8188) and the server identified by a VAPID JWT (RFC 8292).
 * Written here because the `web-push` package is not installed; its `sendNotification` does
 * the same and could replace `pushRequest` and `postPush` one for one.
 */
export interface VapidKeys {
  /** The uncompressed P-256 point, base64url (65 bytes), as PushManager.subscribe wants it. */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
}

export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return {
    publicKey: point.toString('base64url'),
    privateKey: privateKey.export({ format: 'jwk' }).d!,
  };
}

/** True when the pair is a P-256 point and its scalar, as generateVapidKeys makes them. */
export function vapidKeysValid(keys: VapidKeys): boolean {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const scalar = Buffer.from(keys.privateKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || scalar.length !== 32) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    return ecdh.getPublicKey().equals(point);
  } catch {
    return false;
  }
}

/** Twelve hours, half the 24 the RFC allows, so a push service's clock a little ahead still accepts it. */
const JWT_LIFETIME_S = 12 * 3600;
/**
 * A token is signed once per push service and reused for an hour (its claims name only the
 * service's origin, our contact and the expiry): signing, and importing the key for it, cost
 * more than the encryption of the message itself.
 */
const JWT_REUSE_MS = 3_600_000;
const signedTokens = new Map<string, { jwt: string; signedMs: number }>();

function vapidJwt(keys: VapidKeys, audience: string, subject: string, nowMs: number): string {
  const cacheKey = `${keys.publicKey}|${audience}|${subject}`;
  const cached = signedTokens.get(cacheKey);
  if (cached && nowMs >= cached.signedMs && nowMs - cached.signedMs < JWT_REUSE_MS) return cached.jwt;
  const point = Buffer.from(keys.publicKey, 'base64url');
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode({ aud: audience, exp: Math.floor(nowMs / 1000) + JWT_LIFETIME_S, sub: subject })}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' });
  const jwt = `${unsigned}.${signature.toString('base64url')}`;
  signedTokens.set(cacheKey, { jwt, signedMs: nowMs });
  return jwt;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** The aes128gcm body of one message for one browser (RFC 8291 §3.4, one record). */
export function encryptPayload(subscription: BrowserSubscription, payload: Buffer): Buffer {
  const uaPublic = Buffer.from(subscription.p256dh, 'base64url');
  const authSecret = Buffer.from(subscription.auth, 'base64url');
  const ecdh = createECDH('prime256v1');
  const asPublic = ecdh.generateKeys();
  const shared = ecdh.computeSecret(uaPublic);
  const prkKey = hmac(authSecret, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const salt = randomBytes(16);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  // 0x02 ends the last (and only) record.
  const sealed = Buffer.concat([
    cipher.update(Buffer.concat([payload, Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const recordSize = Buffer.alloc(4);
  recordSize.writeUInt32BE(4096);
  return Buffer.concat([salt, recordSize, Buffer.from([asPublic.length]), asPublic, sealed]);
}

export interface PushOptions {
  keys: VapidKeys;
  /** mailto: or https: contact the push service can reach the operator at. */
  subject: string;
  /** Seconds the push service keeps an undelivered message. */
  ttlSeconds: number;
  /**
   * Replaces an undelivered message with the same topic (RFC 8030 §5.4): a note sent twice after
   * a crash reaches a browser that was offline once.
   */
  topic: string;
  nowMs: number;
}

/** The request to a push service that delivers `payload` to one browser. */
export function pushRequest(
  subscription: BrowserSubscription,
  payload: Buffer,
  options: PushOptions,
): PushHttpRequest {
  const audience = new URL(subscription.endpoint).origin;
  const jwt = vapidJwt(options.keys, audience, options.subject, options.nowMs);
  return {
    url: subscription.endpoint,
    headers: {
      authorization: `vapid t=${jwt}, k=${options.keys.publicKey}`,
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(options.ttlSeconds),
      topic: options.topic,
      urgency: 'normal',
    },
    body: encryptPayload(subscription, payload),
  };
}

/** A POST to a push service: where, its header fields and its encrypted body. */
export interface PushHttpRequest {
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Kept-open connections to each push service. node:http rather than fetch: a daily run posts
 * a message per browser, and fetch's per-request cost (its streams and abort signal) was a
 * third of the push's.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
};

/**
 * Posts the request; resolves with the push service's status, rejects on a network error or
 * time-out. A kept-open connection the push service closed while idle fails as the request goes
 * out, before the service read any of it: that request is sent again, as Node's documentation
 * advises (`reusedSocket`). After a stall every idle connection may be closed, so it goes again
 * until it fails on a new connection, at most once per connection the pool held. A 408 says the
 * service gave up waiting for the request (as a server does on a connection it closes idle, or
 * when this process stalled between connecting and writing): it took nothing, so the request
 * goes again, twice at most.
 */
export function postPush(request: PushHttpRequest, timeoutMs: number, timedOut = 0): Promise<number> {
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // Once answered, a later error on the same connection must not post the message again.
    let answered = false;
    const again = (count: number) => {
      answered = true;
      resolve(postPush(request, timeoutMs, count));
    };
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(request.body.length) },
        agent: url.protocol === 'https:' ? agents['https:'] : agents['http:'],
        timeout: timeoutMs,
      },
      (response) => {
        answered = true;
        response.resume();
        if (response.statusCode === 408 && timedOut < 2) return again(timedOut + 1);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`push service silent for ${timeoutMs} ms`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (outgoing.reusedSocket && error.code === 'ECONNRESET') again(timedOut);
      else reject(error);
    });
    outgoing.end(request.body);
  });
}
