// Builds page/ with Vite in production mode and serves dist/ on 127.0.0.1 (run.ts, profile.ts).
// PROFILE=1 builds it unminified, one chunk per package, so that a CPU profile names its packages.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

export interface Served {
  url: string;
  close: () => void;
}

export async function buildAndServe(): Promise<Served> {
  await build({ configFile: path.join(here, 'vite.config.ts'), root: path.join(here, 'page') });
  const dist = path.join(here, 'dist');
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = path.join(dist, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    try {
      if (!file.startsWith(dist)) throw new Error('outside');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end(); // the cards' photos (/api/…): no server here, a broken image
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
