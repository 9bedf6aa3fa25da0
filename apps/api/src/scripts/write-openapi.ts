// Writes the OpenAPI document of the routes to apps/api/openapi.json, from which packages/api-client
// generates its client. Part of `pnpm build`; needs no database, as no route runs.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { buildApp } from '../app.ts';
import { apiPackageDir, parseConfig } from '../platform/config.ts';
import * as schema from '../platform/schema.ts';

const app = await buildApp({
  // The document does not depend on the environment; the folders need not exist.
  config: parseConfig({ LOG_LEVEL: 'silent', SERENO_SECRET: 'only-for-the-document-no-route-runs-here' }),
  db: drizzle.mock({ schema }),
});
await app.ready();
const target = path.join(apiPackageDir, 'openapi.json');
await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
console.log(`wrote ${path.relative(process.cwd(), target) || target}`);
