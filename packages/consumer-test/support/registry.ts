// A local npm registry (Verdaccio) for the consumer test: storage in a temporary folder, no uplinks
// (it serves only what is published to it; the consumer app takes everything else from npmjs.org).
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runServer } from 'verdaccio';

export interface LocalRegistry {
  url: string;
  /** A token of a user registered on it, for publishing. */
  token: string;
  stop(): Promise<void>;
}

export async function startLocalRegistry(): Promise<LocalRegistry> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sereno-registry-'));
  const app = await runServer({
    self_path: folder,
    storage: path.join(folder, 'storage'),
    auth: { htpasswd: { file: path.join(folder, 'htpasswd'), max_users: 10 } },
    uplinks: {},
    packages: { '**': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' } },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
  } as never);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const response = await fetch(`${url}-/user/org.couchdb.user:sereno`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'sereno', password: 'consumer-test' }),
  });
  if (!response.ok) throw new Error(`Verdaccio refused the test user: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return {
    url,
    token,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(folder, { recursive: true, force: true });
    },
  };
}
