// Writes the OpenAPI document of the routes to apps/api/openapi.json, from which packages/api-client
// generates its client. Part of `pnpm build`. No route runs, but the server's start-up does (modules
// put their reference data in place when the server is ready), so it gets a real, empty database in
// memory rather than a mock that would fail the first start-up query.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { apiPackageDir, parseConfig } from '../platform/config.ts';
import { inMemory, openDatabase } from '../platform/database.ts';

const database = await openDatabase({ database: { driver: 'pglite', dataDir: inMemory } });
const app = await buildApp({
  // The document does not depend on the environment; the folders need not exist.
  config: parseConfig({ LOG_LEVEL: 'silent', SERENO_SECRET: 'only-for-the-document-no-route-runs-here' }),
  db: database.db,
});
await app.ready();
const target = path.join(apiPackageDir, 'openapi.json');
await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`wrote ${path.relative(process.cwd(), target) || target}`);
