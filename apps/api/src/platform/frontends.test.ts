import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, temporaryDir, type TestServer } from '../../test/app.ts';
import { frontends } from './frontends.ts';

const panelIndex = '<!doctype html><title>Sereno panel</title>';
const flasherIndex = '<!doctype html><title>Sereno flasher</title>';

let server: TestServer;
let app: FastifyInstance;
let folders: ReturnType<typeof temporaryDir>;

beforeAll(async () => {
  folders = temporaryDir();
  const panelDir = path.join(folders.dir, 'panel');
  const flasherDir = path.join(folders.dir, 'flasher');
  mkdirSync(path.join(panelDir, 'assets'), { recursive: true });
  mkdirSync(path.join(flasherDir, 'assets'), { recursive: true });
  writeFileSync(path.join(panelDir, 'index.html'), panelIndex);
  writeFileSync(path.join(panelDir, 'assets', 'index-B4x9Qz1a.js'), 'console.log("panel")');
  const chunk = `export const rooms = ${JSON.stringify('sala '.repeat(400))};`;
  writeFileSync(path.join(panelDir, 'assets', 'RoomsPage-D4k2.js'), chunk);
  writeFileSync(path.join(panelDir, 'assets', 'RoomsPage-D4k2.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(panelDir, 'assets', 'RoomsPage-D4k2.js.gz'), gzipSync(chunk));
  writeFileSync(path.join(panelDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(panelDir, '.env'), 'SECRET=1');
  writeFileSync(path.join(flasherDir, 'index.html'), flasherIndex);
  writeFileSync(path.join(flasherDir, 'assets', 'index-C2k8Pw7d.js'), 'console.log("flasher")');
  const storybookDir = path.join(folders.dir, 'storybook');
  mkdirSync(storybookDir, { recursive: true });
  writeFileSync(path.join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title><script>window.CONFIG_TYPE = "PRODUCTION";</script>');
  writeFileSync(path.join(storybookDir, 'iframe.html'), '<!doctype html><title>Storybook preview</title>');
  server = await startTestServer();
  app = await server.app({ SERENO_PANEL_DIR: panelDir, SERENO_FLASHER_DIR: flasherDir, SERENO_STORYBOOK_DIR: storybookDir });
});

afterAll(async () => {
  await server.close();
  folders.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the panel and the flasher', () => {
  it('serves the panel at /, its index.html never cached', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(panelIndex);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const response = await get('/assets/index-B4x9Qz1a.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("panel")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/flasher/assets/index-C2k8Pw7d.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the build wrote of a file to a browser that accepts it, and the plain file to others', async () => {
    const plain = await get('/assets/RoomsPage-D4k2.js');
    const brotli = await get('/assets/RoomsPage-D4k2.js', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/assets/RoomsPage-D4k2.js', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const response of [plain, brotli, gzip]) {
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  });

  it('revalidates files that are not hashed', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('does not serve dotfiles', async () => {
    const response = await get('/.env');
    expect(response.body).not.toContain('SECRET');
  });

  it('answers an unknown non-API path with the panel index.html (SPA fallback)', async () => {
    const response = await get('/rooms/42/settings?tab=noise');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(panelIndex);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the flasher at /flasher/ and its unknown paths with the flasher index.html', async () => {
    const root = await get('/flasher/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toBe(flasherIndex);
    const deep = await get('/flasher/qc/run');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toBe(flasherIndex);
    expect(deep.headers['cache-control']).toBe('no-cache');
  });

  it('redirects /flasher to /flasher/', async () => {
    const response = await get('/flasher');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/flasher/');
  });

  it("answers a panel file's name spelled otherwise with 404, not the file nor an index.html", async () => {
    // The panel's files are routes listed at start (no wildcard): only their exact names answer.
    for (const url of ['/assets/INDEX-B4x9Qz1a.js', '/Assets/index-B4x9Qz1a.js', '/assets/index-B4x9Qz1a.JS']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(url.startsWith('/assets/') ? 404 : 200);
      expect(response.body, url).not.toBe('console.log("panel")');
    }
  });

  it('answers a missing hashed asset with 404, not an index.html', async () => {
    const response = await get('/assets/index-old.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });

  it('sets the security headers, with a Content-Security-Policy for the built apps', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp.split(';')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "object-src 'none'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ]),
    );
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows the analytics tracker from SERENO_ANALYTICS_ORIGIN', async () => {
    const withAnalytics = await server.app({ NODE_ENV: 'production', SERENO_ANALYTICS_ORIGIN: 'https://stats.example.com/script.js' });
    const csp = String((await withAnalytics.inject({ method: 'GET', url: '/api/configuration' })).headers['content-security-policy']);
    expect(csp.split(';')).toEqual(
      expect.arrayContaining([
        "script-src 'self' https://stats.example.com",
        "connect-src 'self' https://stats.example.com",
        "img-src 'self' data: https://stats.example.com",
      ]),
    );
  });

  it('adds HSTS and upgrade-insecure-requests in production', async () => {
    const production = await server.app({ NODE_ENV: 'production' });
    const response = await production.inject({ method: 'GET', url: '/api/configuration' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('the Storybook', () => {
  it('is served at /storybook/, with a policy that lets its own inline scripts run there only', async () => {
    const index = await get('/storybook/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Storybook</title>');
    expect(index.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect((await get('/storybook/iframe.html')).body).toContain('Storybook preview');
    expect(String((await get('/')).headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });

  it('answers a missing page with 404, not with the panel', async () => {
    const missing = await get('/storybook/no-such-page.html');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404 });
  });

  // OWASP ASVS 5.0 V3.4.3: in production no page of the panel's origin may run inline scripts.
  it('is not served in production (NODE_ENV=production), neither the site nor the panel in its place (ASVS V3.4.3)', async () => {
    const production = await server.app({
      NODE_ENV: 'production',
      SERENO_PANEL_DIR: path.join(folders.dir, 'panel'),
      SERENO_FLASHER_DIR: path.join(folders.dir, 'flasher'),
      SERENO_STORYBOOK_DIR: path.join(folders.dir, 'storybook'),
    });
    for (const url of ['/storybook/', '/storybook/index.html', '/storybook/iframe.html', '/storybook']) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Storybook');
      expect(String(response.headers['content-security-policy'])).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    // The panel itself is still there, under its strict policy.
    const panel = await production.inject({ method: 'GET', url: '/' });
    expect(panel.body).toBe(panelIndex);
    expect(String(panel.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('unknown API paths', () => {
  it.each(['/api/x', '/api/no-such-thing/42', '/api'])('GET %s answers 404 in the error shape, never the panel', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ statusCode: 404, message: `No existe GET ${url}`, timestamp: expect.any(String) });
  });

  it('answers other methods with 404 in the error shape, in English on request', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/x', headers: { 'accept-language': 'en-US' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('DELETE /api/x does not exist');
  });
});

describe('front ends that are not built', () => {
  it('are reported, and their paths answer 404 in the error shape while the API works', async () => {
    const missing = path.join(folders.dir, 'missing');
    expect(
      frontends({ panelDir: missing, flasherDir: folders.dir, storybookDir: missing, production: false }).map(({ name, built }) => ({ name, built })),
    ).toEqual([
      { name: 'panel', built: false },
      { name: 'flasher', built: false },
      { name: 'storybook', built: false },
    ]);
    const bare = await server.app({ SERENO_PANEL_DIR: missing, SERENO_FLASHER_DIR: missing });
    const page = await bare.inject({ method: 'GET', url: '/rooms' });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('Esta aplicación no está compilada en el servidor');
    expect((await bare.inject({ method: 'GET', url: '/flasher/' })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'GET', url: '/api/configuration' })).statusCode).toBe(200);
  });
});
