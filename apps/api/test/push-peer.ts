// A local push service (RFC 8030) for the Web Push tests: it hands out subscriptions as a browser's
// PushManager would (an endpoint on this server, a fresh P-256 key pair and a 16-byte auth secret, the
// private half kept here as the browser keeps it), and on each push POST checks what a real push
// service and browser check: the VAPID JWT in `Authorization: vapid t=…, k=…` (ES256 signature by the
// key it names, `aud` the endpoint's origin, `exp` within 24 hours, `sub` a contact), the TTL, and
// decrypts the aes128gcm body (RFC 8291) with the subscription's private key. What it accepts it keeps
// decrypted; on demand it answers a status instead (410 for a subscription that has expired, 500…).
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeerSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted message, parsed as JSON. */
  message: Record<string, unknown>;
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined };
  /** The VAPID JWT's claims and the public key it was signed with. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

export interface PushPeer {
  origin: string;
  subscribe(): PeerSubscription;
  received: ReceivedPush[];
  /** Requests it refused, with why. */
  refused: { subscriptionId: string; status: number; why: string }[];
  /** Answers `status` to the next `times` pushes to this subscription (410: it has expired). */
  answer(subscriptionId: string, status: number, times?: number): void;
  close(): Promise<void>;
}

const b64 = (value: string): Buffer => Buffer.from(value, 'base64url');

/** RFC 8291 / RFC 8188: the record of one push, decrypted with the browser's key pair and auth secret. */
function decrypt(body: Buffer, browser: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || recordSize < 18 || ciphertext.length > recordSize) throw new Error('bad aes128gcm header');
  const secret = browser.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record: the content, the delimiter 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292) and answers the claims. */
function checkVapid(header: string | undefined, origin: string, now: number): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no vapid authorization: ${header}`);
  const [head, claims, signature] = match[1].split('.') as [string, string, string];
  const point = b64(match[2]);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const header_ = JSON.parse(b64(head).toString()) as { alg?: string; typ?: string };
  if (header_.alg !== 'ES256') throw new Error(`JWT alg ${header_.alg}`);
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, b64(signature))) throw new Error('bad JWT signature');
  const body = JSON.parse(b64(claims).toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== origin) throw new Error(`JWT aud ${body.aud}, not ${origin}`);
  if (typeof body.exp !== 'number' || body.exp * 1000 < now || body.exp * 1000 > now + 24 * 3_600_000) throw new Error(`JWT exp ${body.exp}`);
  if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub)) throw new Error(`JWT sub ${body.sub}`);
  return { aud: body.aud, exp: body.exp, sub: body.sub, publicKey: match[2] };
}

export async function startPushPeer(): Promise<PushPeer> {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const planned = new Map<string, { status: number; times: number }>();
  const received: ReceivedPush[] = [];
  const refused: PushPeer['refused'] = [];
  let origin = '';

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const refuse = (status: number, why: string): void => {
      refused.push({ subscriptionId: id, status, why });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(why);
    };
    const browser = browsers.get(id);
    if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
    const plan = planned.get(id);
    if (plan && plan.times > 0) {
      plan.times--;
      return refuse(plan.status, plan.status === 410 ? 'push subscription has unsubscribed or expired' : 'planned failure');
    }
    try {
      const vapid = checkVapid(request.headers.authorization, origin, Date.now());
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
      if (!/^\d+$/.test(String(request.headers.ttl))) throw new Error('no TTL');
      const message = JSON.parse(decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth).toString('utf8')) as Record<string, unknown>;
      const one = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      received.push({ subscriptionId: id, message, headers: { ttl: one('ttl'), urgency: one('urgency'), topic: one('topic') }, vapid });
      response.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
    } catch (error) {
      refuse(400, (error as Error).message);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString('base64url');
      browsers.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    answer(subscriptionId, status, times = 1) {
      planned.set(subscriptionId, { status, times });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
