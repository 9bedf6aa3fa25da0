// A local HTTP server for a provider's protocol: the tests' stand-in for Guesty, Avantio or Kross, so
// that Sereno's real clients run against answers shaped as each provider documents them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequestSeen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Answer = { status: number; body?: unknown; headers?: Record<string, string>; raw?: string };

export interface LocalProvider {
  url: string;
  /** Every request, in order. */
  requests: ProviderRequestSeen[];
  /** Answers the next requests (whatever they are) with these, before the protocol does. */
  queue: Answer[];
  /** Milliseconds every answer waits before it is sent (a slow provider). */
  latencyMs: number;
  close(): Promise<void>;
}

export async function startLocalProvider(handle: (request: ProviderRequestSeen) => Answer | Promise<Answer>, pathPrefix = ''): Promise<LocalProvider> {
  const requests: ProviderRequestSeen[] = [];
  const queue: Answer[] = [];
  const local = { latencyMs: 0 };
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const url = new URL(incoming.url ?? '/', 'http://localhost');
        const seen: ProviderRequestSeen = {
          method: incoming.method ?? 'GET',
          path: url.pathname.startsWith(pathPrefix) ? url.pathname.slice(pathPrefix.length) : url.pathname,
          query: url.searchParams,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        requests.push(seen);
        const answer = queue.shift() ?? (await handle(seen));
        if (local.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, local.latencyMs));
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        response.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(local, {
    url: `http://127.0.0.1:${port}${pathPrefix}`,
    requests,
    queue,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
