import { startServer, type RunningServer } from '@sereno/api/testing';
import { startGuesty, type LocalGuesty } from '@sereno/api/testing/pms/guesty';
import type { TestProject } from 'vitest/node';
import { panelGuesty } from './pms.ts';

let server: RunningServer | undefined;
let guesty: LocalGuesty | undefined;

export async function setup(project: TestProject) {
  // Guesty is out of the tests' reach: a local server that speaks its Open API stands in for it (the
  // API's own tests use the same one), with the listings the integrations tests link rooms to.
  guesty = await startGuesty(panelGuesty);
  guesty.listings.push(...panelGuesty.listings);
  project.provide('guesty', panelGuesty);
  // Without the demo simulator, rooms change status only when a test makes them: the dashboard's
  // counts can then be compared with the API's, and a test's own reading is the one that arrives.
  server = await startServer({ PORT: process.env.SERENO_TEST_API_PORT ?? '', SERENO_SIMULATOR: 'false', SERENO_GUESTY_URL: guesty.url });
}

export async function teardown() {
  await server?.stop();
  await guesty?.close();
}
