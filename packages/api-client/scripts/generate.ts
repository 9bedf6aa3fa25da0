// Generates the typed paths of the API from the OpenAPI document that `@sereno/api` writes at build.
// Run by turbo before the package is built or checked; the output is never edited by hand.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const source = new URL(import.meta.resolve('@sereno/api/openapi.json'));
const target = fileURLToPath(new URL('../src/generated/schema.ts', import.meta.url));

const ast = await openapiTS(source, { alphabetize: true, exportType: true });
const header = `// generated — do not edit.
// Made by packages/api-client/scripts/generate.ts from apps/api/openapi.json; run \`pnpm --filter @sereno/api-client generate\`.
/* eslint-disable */
`;
mkdirSync(fileURLToPath(new URL('../src/generated/', import.meta.url)), { recursive: true });
writeFileSync(target, header + astToString(ast));
console.log(`api-client: wrote ${target}`);
