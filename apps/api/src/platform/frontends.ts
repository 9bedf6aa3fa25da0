// The built panel at / and the built flasher at /flasher/, as single-page apps: a path that is
// not a file gets the app's index.html, and the app's router takes it from there. The design
// system's static Storybook at /storybook/ is a plain site: a path that is not a file is a 404.
// In production there is no Storybook: it needs inline scripts, which the panel's origin forbids
// everywhere else (ASVS 5.0 V3.4.3); the demo and development keep it for designers.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendApiNotFound, sendError } from './errors.ts';
import { requestLanguage, serverMessage } from './messages.ts';

interface Frontend {
  name: 'panel' | 'flasher' | 'storybook';
  prefix: '/' | '/flasher/' | '/storybook/';
  dir: string;
  /** Whether this server serves it at all (the Storybook is not served in production). */
  served: boolean;
  built: boolean;
  /** A single-page app answers unknown paths with its index.html. */
  spa: boolean;
  /** How to build it when it is missing. */
  buildCommand: string;
}

interface FrontendDirs {
  panelDir: string;
  flasherDir: string;
  storybookDir: string;
  /** NODE_ENV=production: the Storybook is left out. */
  production: boolean;
}

const isBuilt = (dir: string) => existsSync(path.join(dir, 'index.html'));

/** The front ends served and whether their build is there (a folder with an index.html). */
export function frontends({ panelDir, flasherDir, storybookDir, production }: FrontendDirs): Frontend[] {
  return [
    { name: 'panel', prefix: '/', dir: panelDir, served: true, built: isBuilt(panelDir), spa: true, buildCommand: 'pnpm --filter @sereno/panel build' },
    {
      name: 'flasher',
      prefix: '/flasher/',
      dir: flasherDir,
      served: true,
      built: isBuilt(flasherDir),
      spa: true,
      buildCommand: 'pnpm --filter @sereno/flasher build',
    },
    {
      name: 'storybook',
      prefix: '/storybook/',
      dir: storybookDir,
      served: !production,
      built: isBuilt(storybookDir),
      spa: false,
      buildCommand: 'pnpm --filter @sereno/ui build',
    },
  ];
}

// Storybook's own pages carry inline scripts (its configuration, its module loader): that site alone
// may run them. It is documentation of our own components, served from our own origin.
const storybookContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

// Vite names what it writes under assets/ after its content hash: such a file never changes.
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', filePath.split(path.sep).includes('assets') ? immutable : revalidate);
}

function storybookHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('content-security-policy', storybookContentSecurityPolicy);
  cacheHeaders(reply, filePath);
}

export async function registerFrontends(app: FastifyInstance, dirs: FrontendDirs): Promise<void> {
  const apps = frontends(dirs);
  let replyDecorated = false;
  for (const frontend of apps) {
    if (!frontend.served) continue;
    if (!frontend.built) {
      app.log.warn(
        `The ${frontend.name} is not built (no index.html in ${frontend.dir}): ${frontend.prefix} answers 404 until \`${frontend.buildCommand}\` runs. The API works.`,
      );
      continue;
    }
    await app.register(fastifyStatic, {
      root: frontend.dir,
      // Given without its trailing slash, the prefix also gets a redirect from /flasher to /flasher/.
      prefix: frontend.prefix === '/' ? '/' : frontend.prefix.slice(0, -1),
      redirect: frontend.prefix !== '/',
      dotfiles: 'ignore',
      // The panel's files get a route each, listed once at start: under `wildcard` every request
      // read the folders on its path (~700 entries in assets/) to check the name's spelling, ~1.5 ms
      // of CPU a file, and a cold load asks for ~130 (docs/scaling.md). A build made while the server
      // runs is served after a restart. The flasher and the Storybook, which redirect /flasher to
      // /flasher/, keep the wildcard.
      wildcard: frontend.name !== 'panel',
      // The builds write a .br and a .gz beside each text file (precompress in @sereno/config/vite).
      preCompressed: true,
      cacheControl: false,
      setHeaders: frontend.name === 'storybook' ? storybookHeaders : cacheHeaders,
      decorateReply: !replyDecorated,
    });
    replyDecorated = true;
  }

  // /flasher/x belongs to the flasher, although it also starts with the panel's /.
  const byLongestPrefix = apps.toSorted((a, b) => b.prefix.length - a.prefix.length);
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    if (urlPath === '/api' || urlPath.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(request, reply);
    }
    const frontend = byLongestPrefix.find((candidate) => urlPath.startsWith(candidate.prefix) || `${urlPath}/` === candidate.prefix);
    if (!frontend?.served) return sendApiNotFound(request, reply);
    // A missing hashed asset is a stale page asking for an old build: a 404, not the index.html.
    if (urlPath.slice(frontend.prefix.length).startsWith('assets/')) return sendApiNotFound(request, reply);
    if (!frontend.built) return sendError(reply, 404, serverMessage(requestLanguage(request), 'frontendMissing'));
    if (!frontend.spa) return sendApiNotFound(request, reply);
    reply.header('cache-control', revalidate);
    return reply.sendFile('index.html', frontend.dir, { cacheControl: false });
  });
}
