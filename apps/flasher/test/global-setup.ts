import { startServer, type RunningServer } from '@sereno/api/testing';

let server: RunningServer | undefined;

export async function setup() {
  server = await startServer({ PORT: process.env.SERENO_TEST_API_PORT ?? '', SERENO_SIMULATOR: 'false' });
}

export async function teardown() {
  await server?.stop();
}
