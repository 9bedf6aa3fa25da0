import { startServer, type RunningServer } from '@sereno/api/testing';
import { startGuesty, type LocalGuesty } from '@sereno/api/testing/pms/guesty';
import { startKross, type LocalKross } from '@sereno/api/testing/pms/kross';
import { startReceiver, type LocalReceiver } from '@sereno/api/testing/webhook-receiver';
import type { TestProject } from 'vitest/node';
import { panelGuesty, panelKross } from './pms.ts';

let server: RunningServer | undefined;
let guesty: LocalGuesty | undefined;
let kross: LocalKross | undefined;
let receiver: LocalReceiver | undefined;

export async function setup(project: TestProject) {
  // The PMS providers are out of the tests' reach: local servers that speak Guesty's and Kross's APIs
  // stand in for them (the API's own tests use the same ones), with the listings the integrations tests
  // link rooms to.
  guesty = await startGuesty(panelGuesty);
  guesty.listings.push(...panelGuesty.listings);
  kross = await startKross({ apiKey: panelKross.apiKey, hotelId: panelKross.hotelId, username: panelKross.clientId, password: panelKross.clientSecret });
  kross.rooms.push(...panelKross.rooms);
  project.provide('guesty', panelGuesty);
  project.provide('kross', panelKross);
  // The customers' webhook endpoints of the settings tests point here (docs/webhooks.md): it answers 204.
  receiver = await startReceiver();
  project.provide('webhookReceiver', receiver.url);
  // Without the demo simulator, rooms change status only when a test makes them: the dashboard's
  // counts can then be compared with the API's, and a test's own reading is the one that arrives.
  server = await startServer({
    PORT: process.env.SERENO_TEST_API_PORT ?? '',
    SERENO_SIMULATOR: 'false',
    SERENO_GUESTY_URL: guesty.url,
    SERENO_KROSS_URL: kross.url,
  });
}

export async function teardown() {
  await server?.stop();
  await guesty?.close();
  await kross?.close();
  await receiver?.close();
}
