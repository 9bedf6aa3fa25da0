import { startServer, type RunningServer } from '@sereno/api/testing';

let server: RunningServer | undefined;

export async function setup() {
  // Without the demo simulator, rooms change status only when a test makes them: the dashboard's
  // counts can then be compared with the API's, and a test's own reading is the one that arrives.
  server = await startServer({ PORT: process.env.SERENO_TEST_API_PORT ?? '', SERENO_SIMULATOR: 'false' });
}

export async function teardown() {
  await server?.stop();
}
