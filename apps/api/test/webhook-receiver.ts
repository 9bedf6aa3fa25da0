// A local HTTP receiver of webhooks for the tests: it records every request (headers, raw body, arrival
// time), checks the signature against the secret it is given (Standard Webhooks / docs/webhooks.md),
// and answers per path as the test sets it: 204, an error, or nothing at all (a slow receiver).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  arrivedAt: number;
  /** Whether one of the `v1,` signatures is the HMAC of `<timestamp>.<body>` under a secret of the path. */
  signatureValid: boolean;
}

/** What a path answers to its `n`th request (1-based): a status and body, or `hang` (never answers). */
export type Behaviour = (n: number) => { status: number; body?: string } | 'hang';

export interface LocalReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The secrets a path accepts (set after its endpoint is created): its requests signed otherwise get 401. */
  secrets: Map<string, string[]>;
  on(path: string, behaviour: Behaviour): void;
  of(path: string): ReceivedWebhook[];
  close(): Promise<void>;
}

/** The check a receiver does (docs/webhooks.md has the same in its snippet). */
export function verifySignature(secrets: readonly string[], headers: IncomingMessage['headers'], body: string): boolean {
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signatures = String(headers['webhook-signature'] ?? '')
    .split(' ')
    .filter((part) => part.startsWith('v1,'))
    .map((part) => Buffer.from(part.slice(3), 'base64'));
  return secrets.some((secret) => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
    return signatures.some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));
  });
}

export async function startReceiver(): Promise<LocalReceiver> {
  const behaviours = new Map<string, Behaviour>();
  const counts = new Map<string, number>();
  const hanging: ServerResponse[] = [];
  const receiver: Omit<LocalReceiver, 'url'> & { url: string } = {
    url: '',
    received: [],
    secrets: new Map(),
    on: (path, behaviour) => behaviours.set(path, behaviour),
    of: (path) => receiver.received.filter((request) => request.path === path),
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      const secrets = receiver.secrets.get(path);
      const signatureValid = verifySignature(secrets ?? [], request.headers, body);
      receiver.received.push({ path, headers: request.headers, body, arrivedAt: Date.now(), signatureValid });
      const behaviour = behaviours.get(path) ?? (() => (signatureValid || !secrets ? { status: 204 } : { status: 401, body: 'bad signature' }));
      const answer = behaviour(n);
      if (answer === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
