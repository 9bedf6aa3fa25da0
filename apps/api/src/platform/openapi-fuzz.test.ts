// Schema-driven fuzzing of every operation of the OpenAPI document: whatever a client sends —
// wrong types, missing or extra properties, huge or hostile strings, JSON that does not parse, bad
// query values, path parameters that are no uuids, or near-valid bodies with one field mutated —
// the server answers below 500, and every error is `{ statusCode, message, timestamp }` with the
// HTTP status repeated (errors.ts). The operations are read from the document itself, so a new
// route is fuzzed without touching this file.
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { demoPassword, seedDemo } from '../demo/seed.ts';
import { users } from '../db/schema/users.ts';

/** Requests per operation and per database project: about 20 s for the whole file on two cores. */
const runsPerOperation = 80;

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  route: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Answers an endless text/event-stream: its requests are read up to the headers, then closed. */
  streaming: boolean;
  /** The statuses it answers with a page for a person (a message's link), not the error shape. */
  pageStatuses: ReadonlySet<number>;
  /**
   * The 5xx it documents: a PMS that cannot be reached (502/503/504), a database that is away (503).
   * Those are the server telling of a peer, in the error shape; any other 5xx is a defect.
   */
  upstreamStatuses: ReadonlySet<number>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

let addressCounter = 0;
/** A client address of its own for every request, so that the login throttle never mixes two of them. */
function nextAddress(): string {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The demo accounts the fuzz sends its requests as, one per role (ASVS 5.0 V8.2.1: every role's side
 * of every route is fuzzed, not only an administrator's), besides requests without a session.
 */
const fuzzingAccounts = ['admin', 'controller', 'agent', 'manufacturer', 'customer', 'manager'] as const;
type FuzzingAccount = (typeof fuzzingAccounts)[number];

async function logInAs(username: FuzzingAccount): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: demoPassword },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(200);
  return cookiePair(response.headers['set-cookie']);
}

/** The account's session is alive (the fuzz keeps testing the logged-in side of every route). */
async function sessionAlive(cookie: string): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie }, remoteAddress: nextAddress() });
  return response.statusCode === 200;
}

function resolve(schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

// ---- hostile values ----------------------------------------------------------------------------

const hostileStrings = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '%_\\',
  '\\%\\_',
  '%%%%',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀🏳️‍🌈',
  'Ñandú ÇÃÕ ß',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  '   ',
  '',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e400',
  '0x10',
  '__proto__',
  'constructor',
);

/** Texts that pass a schema's checks when appended to a valid value and that the database must survive. */
const poisonTexts = fc.constantFrom('\u0000', 'a\u0000b', '%_\\', "' OR '1'='1", '\ud800', '😀', 'x'.repeat(10_000));

const hugeString = fc.constantFrom('x'.repeat(100_000), '€'.repeat(30_000), 'a'.repeat(256) + '@example.com');

const hostileNumbers = fc.oneof(
  fc.constantFrom(-1, 0, 26, -0.5, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const anyString = fc.oneof(
  { weight: 3, arbitrary: hostileStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Any JSON value, leaning on the hostile ones. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyString,
    hostileNumbers,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileStrings, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 3 }),
  ),
})).value;

// ---- values from a schema ------------------------------------------------------------------------

function stringFromSchema(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.uuid(), knownIds.length ? fc.constantFrom(...knownIds) : fc.uuid());
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length <= (schema.maxLength ?? Infinity) && text.length >= (schema.minLength ?? 0));
    } catch {
      // fast-check cannot generate from every regular expression (lookaheads): plain text then.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
}

/** A value the schema accepts, as far as the generator can tell (a pattern may still be missed). */
function validFrom(input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validFrom(alternative, depth + 1)));
  if (schema.allOf?.length) return validFrom(schema.allOf[0] ?? {}, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFromSchema(schema);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(validFrom(schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = schema.properties ?? {};
      if (depth > 4) return fc.constant({});
      return fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validFrom(property, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((name) => name in properties),
      });
    }
    default:
      return hostileValue;
  }
}

/** A value of the wrong kind for the schema: another type, out of range, out of the enum, too long. */
function invalidFrom(input: JsonSchema): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const specific: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) specific.push(fc.constantFrom('not-an-option', 'ADMIN', '', ' admin'));
  if (type === 'integer' || type === 'number') {
    if (schema.minimum !== undefined) specific.push(fc.constantFrom(schema.minimum - 1, schema.minimum - 0.5));
    if (schema.maximum !== undefined) specific.push(fc.constantFrom(schema.maximum + 1, schema.maximum * 10 + 1));
    specific.push(fc.constantFrom('12', 1.5, Number.MAX_VALUE));
  }
  if (type === 'string') {
    if (schema.maxLength !== undefined) specific.push(fc.constant('m'.repeat(schema.maxLength + 1)));
    specific.push(fc.constantFrom(12, true, ['a'], { a: 'b' }));
  }
  if (type === 'object') specific.push(fc.constantFrom([], 'object', 0));
  if (type === 'array') specific.push(fc.constantFrom({}, 'array'));
  return specific.length ? fc.oneof(...specific, hostileValue) : hostileValue;
}

/** A value of this schema's field: valid, invalid or hostile. */
const fieldValue = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 2, arbitrary: validFrom(schema) }, { weight: 2, arbitrary: invalidFrom(schema) }, { weight: 1, arbitrary: hostileValue });

type Mutation =
  | { kind: 'none' }
  | { kind: 'drop'; index: number }
  | { kind: 'replace'; index: number; value: unknown }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'nullify'; index: number }
  | { kind: 'poison'; text: string }
  | { kind: 'wrapInArray' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.nat().map((index) => ({ kind: 'drop' as const, index })),
  fc.tuple(fc.nat(), hostileValue).map(([index, value]) => ({ kind: 'replace' as const, index, value })),
  fc.tuple(fc.oneof(hostileStrings, fc.string({ maxLength: 12 })), hostileValue).map(([key, value]) => ({ kind: 'extra' as const, key, value })),
  fc.nat().map((index) => ({ kind: 'nullify' as const, index })),
  poisonTexts.map((text) => ({ kind: 'poison' as const, text })),
  fc.constant({ kind: 'wrapInArray' as const }),
);

function mutate(value: unknown, change: Mutation): unknown {
  if (change.kind === 'wrapInArray') return [value];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...value };
  const keys = Object.keys(copy);
  const key = keys.length ? keys[('index' in change ? change.index : 0) % keys.length] : undefined;
  if (change.kind === 'drop' && key !== undefined) delete copy[key];
  if (change.kind === 'replace' && key !== undefined) copy[key] = change.value;
  if (change.kind === 'nullify' && key !== undefined) copy[key] = null;
  // A hostile tail on every valid text: it passes the schema's checks and reaches the database.
  if (change.kind === 'poison') for (const name of keys) if (typeof copy[name] === 'string') copy[name] = `${copy[name] as string}${change.text}`;
  if (change.kind === 'extra') Object.defineProperty(copy, change.key, { value: change.value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** An object of the schema whose fields are each valid, invalid or hostile. */
function fieldwiseFrom(input: JsonSchema): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  const properties = schema.properties ?? {};
  if (!Object.keys(properties).length) return invalidFrom(schema);
  return fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, fieldValue(property)])), { requiredKeys: [] });
}

// ---- requests -------------------------------------------------------------------------------------

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string; contentType: string };

const invalidJsonTexts = fc.oneof(
  fc.constantFrom('{', '{"a":', 'nul', '[1,2', '"\\u00"', '{"username": "x",}', "{'a': 1}", '', ' ', 'undefined', '{"a":1}{"b":2}', '\u0000'),
  fc.string({ maxLength: 30 }),
  hugeString.map((text) => `{"a":"${text}`),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
);

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((value): Body => ({ kind: 'json', value }));
  const hostileBodies: fc.Arbitrary<Body>[] = [
    fc.constant<Body>({ kind: 'none' }),
    json(hostileValue),
    invalidJsonTexts.map((text): Body => ({ kind: 'text', text, contentType: 'application/json' })),
    fc.tuple(fc.oneof(hostileStrings, fc.string({ maxLength: 30 })), contentTypes).map(([text, contentType]): Body => ({ kind: 'text', text, contentType })),
  ];
  if (!operation.body) return fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) }, ...hostileBodies);
  const schema = operation.body;
  return fc.oneof(
    { weight: 3, arbitrary: json(validFrom(schema)) },
    { weight: 4, arbitrary: json(fc.tuple(validFrom(schema), mutation).map(([value, change]) => mutate(value, change))) },
    { weight: 2, arbitrary: json(fc.tuple(validFrom(schema), poisonTexts).map(([value, text]) => mutate(value, { kind: 'poison', text }))) },
    { weight: 3, arbitrary: json(fieldwiseFrom(schema)) },
    ...hostileBodies.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}

/** A query or path value as text: valid, invalid or hostile, for this parameter's schema. */
function parameterText(parameter: Parameter): fc.Arbitrary<string> {
  const schema = resolve(parameter.schema);
  const poisoned = fc.tuple(validFrom(schema), poisonTexts).map(([value, text]) => (typeof value === 'string' ? `${value}${text}` : text));
  const specific: fc.Arbitrary<unknown>[] = [validFrom(schema), invalidFrom(schema), anyString, poisoned];
  if (parameter.in === 'path' && schema.format === 'uuid')
    specific.push(fc.constantFrom('not-a-uuid', '1', '00000000-0000-0000-0000-00000000000g', '00000000000000000000000000000000'));
  if (parameter.name === 'offset') specific.push(fc.constantFrom(-1, -(2 ** 40), 1e21, 2 ** 53 + 10, '1e3', '0x1F', ' 5'));
  if (parameter.name === 'limit') specific.push(fc.constantFrom(26, 0, -1, 1e6, 2.5, ''));
  if (parameter.name === 'sortKey') specific.push(fc.constantFrom('password', 'passwordHash', 'id; DROP TABLE users', 'unknownKey', ''));
  return fc.oneof(...specific).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
}

interface FuzzRequest {
  /** Whose session the request carries, if any. */
  as: FuzzingAccount | null;
  /** Path values put into the URL as they are (malformed percent-escapes, slashes), not encoded. */
  rawPath: boolean;
  language: string | undefined;
  pathValues: Record<string, string>;
  query: [string, string][];
  body: Body;
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const queryEntry = (parameter: Parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<[string, string][]>([]) },
      { weight: 3, arbitrary: parameterText(parameter).map((value): [string, string][] => [[parameter.name, value]]) },
      // The same parameter twice becomes an array in the parsed query.
      {
        weight: 1,
        arbitrary: fc.tuple(parameterText(parameter), parameterText(parameter)).map(([a, b]): [string, string][] => [
          [parameter.name, a],
          [parameter.name, b],
        ]),
      },
    );
  const extraQuery = fc.array(fc.tuple(fc.oneof(hostileStrings, fc.string({ maxLength: 10 })), fc.oneof(hostileStrings, fc.string({ maxLength: 10 }))), {
    maxLength: 2,
  });
  return fc.record({
    // Half of the requests without a session, the other half spread over the roles (admin's twice).
    as: fc.oneof(
      { weight: 6, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: fc.constant<FuzzingAccount>('admin') },
      { weight: 4, arbitrary: fc.constantFrom<FuzzingAccount>('controller', 'agent', 'manufacturer', 'customer', 'manager') },
    ),
    rawPath: fc.constantFrom(false, false, false, true),
    language: fc.constantFrom(undefined, 'es', 'en', 'en-GB,en;q=0.9', 'xx', '*', ';;;'),
    pathValues: fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, parameterText(parameter)]))),
    query: fc.oneof(
      fc.tuple(fc.tuple(...queryParameters.map(queryEntry)), extraQuery).map(([entries, extra]) => [...entries.flat(), ...extra]),
      // Every parameter valid and every text one poisoned: the request passes validation and reaches the database.
      fc
        .tuple(fc.tuple(...queryParameters.map((parameter) => fc.option(validFrom(parameter.schema), { nil: undefined }))), poisonTexts)
        .map(([values, poison]) =>
          queryParameters.flatMap((parameter, index): [string, string][] => {
            const value = values[index];
            if (value === undefined) return [];
            return [[parameter.name, typeof value === 'string' ? `${value}${poison}` : String(value)]];
          }),
        ),
    ),
    body: bodyFor(operation),
  });
}

/** A lone surrogate cannot be put in a URL at all (encodeURIComponent throws): it becomes U+FFFD as a browser would make it. */
const pathText = (text: string, raw: boolean): string => {
  const wellFormed = text.replace(/\p{Cs}/gu, '\ufffd');
  return raw ? wellFormed : encodeURIComponent(wellFormed);
};

function injectOptions(operation: Operation, request: FuzzRequest, cookie: string): InjectOptions {
  // An empty path segment would be another route (or none): the fuzz keeps the segment there.
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathText(request.pathValues[name] || ' ', request.rawPath));
  const query = new URLSearchParams(request.query).toString();
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (request.language !== undefined) headers['accept-language'] = request.language;
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    headers,
    remoteAddress: nextAddress(),
  };
  if (request.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body.value) ?? 'null';
  } else if (request.body.kind === 'text') {
    headers['content-type'] = request.body.contentType;
    options.payload = request.body.text;
  }
  return options;
}

/** Whether a request would act on a fuzzing account itself (see the exclusions below). */
function targetsFuzzingAccount(operation: Operation, request: FuzzRequest): boolean {
  return operation.method !== 'GET' && Object.values(request.pathValues).some((value) => fuzzingIds.has(value.toLowerCase()));
}

// The server starts while the file is collected, so that each operation of its document gets a test of its own.
const server: TestServer = await startTestServer();
afterAll(() => server.close());
const app: FastifyInstance = await server.app();
await seedDemo(server.db);
const cookies = {} as Record<FuzzingAccount, string>;
for (const username of fuzzingAccounts) cookies[username] = await logInAs(username);
const adminCookie = cookies.admin;
const fuzzingIds = new Set(
  (await server.db.select({ id: users.id, username: users.username }).from(users))
    .filter((row) => (fuzzingAccounts as readonly string[]).includes(row.username))
    .map((row) => row.id.toLowerCase()),
);
/** Ids of rows that exist (users other than the fuzzing accounts), so that path parameters also hit real rows. */
const knownIds = (await server.db.select({ id: users.id }).from(users)).map((row) => row.id).filter((id) => !fuzzingIds.has(id.toLowerCase()));
const documentResponse = await app.inject({ method: 'GET', url: '/api/openapi.json' });
if (documentResponse.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${documentResponse.statusCode}: ${documentResponse.body}`);
const document = documentResponse.json<OpenApiDocument>();
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    route: `${method.toUpperCase()} ${path}`,
    parameters: operation.parameters ?? [],
    body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    streaming: Object.values(operation.responses ?? {}).some((response) => response.content?.['text/event-stream'] !== undefined),
    upstreamStatuses: new Set(
      Object.keys(operation.responses ?? {})
        .map(Number)
        .filter((status) => status >= 500),
    ),
    pageStatuses: new Set(
      Object.entries(operation.responses ?? {})
        .filter(([, response]) => response.content?.['text/html'] !== undefined)
        .map(([status]) => Number(status)),
    ),
  })),
);

function expectWellFormed(
  route: string,
  options: InjectOptions,
  statusCode: number,
  body: string,
  page = false,
  upstreamStatuses: ReadonlySet<number> = new Set(),
): void {
  const shown = (text: unknown) => (typeof text === 'string' && text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);
  const context = `${route} → ${statusCode}: ${JSON.stringify({ url: shown(options.url), headers: options.headers, payload: shown(options.payload) })}\n${shown(body)}`;
  if (!upstreamStatuses.has(statusCode)) expect(statusCode, context).toBeLessThan(500);
  if (statusCode < 400) return;
  // A link a person opened (an alarm message's) is told what went wrong on a page, as documented.
  if (page) {
    expect(body, context).toMatch(/^<!doctype html>/i);
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`not JSON: ${context}`);
  }
  expect(Object.keys(parsed as object).sort(), context).toEqual(['message', 'statusCode', 'timestamp']);
  expect((parsed as { statusCode: unknown }).statusCode, context).toBe(statusCode);
}

/**
 * An event stream never ends, so `inject` would wait forever: its requests resolve at the headers;
 * a stream that opened is closed at once (as a client going away), an error is read to its end.
 */
async function send(operation: Operation, options: InjectOptions): Promise<{ statusCode: number; body: string; html?: boolean }> {
  if (!operation.streaming) {
    const response = await app.inject(options);
    return { statusCode: response.statusCode, body: response.body, html: String(response.headers['content-type']).startsWith('text/html') };
  }
  const response = await app.inject({ ...options, payloadAsStream: true });
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    response.raw.res.destroy();
    return { statusCode: response.statusCode, body: '' };
  }
  let body = '';
  for await (const chunk of response.stream()) body += String(chunk);
  return { statusCode: response.statusCode, body };
}

describe('fuzzing every operation of the OpenAPI document with every role (ASVS V2.2.1, V16.5.3)', () => {
  it('finds the operations in the document', () => {
    expect(operations.length).toBeGreaterThan(10);
    // Under /api/, but for the addresses a person opens: a message's short links (/l/…) and a guest's page (/g/…).
    const opened = ['/api/', '/l/', '/g/'];
    for (const operation of operations)
      expect(
        opened.some((prefix) => operation.path.startsWith(prefix)),
        operation.route,
      ).toBe(true);
  });

  it.each(operations.map((operation) => [operation.route, operation] as const))('%s', { timeout: 120_000 }, async (_route, operation) => {
    // Logging out ends the session it is called with: each run logs out a fresh session of its own
    // instead of the fuzzing account's, so the authenticated side of the other operations stays tested.
    const endsSession = operation.route === 'POST /api/logout';
    await fc.assert(
      fc.asyncProperty(requestFor(operation), async (request) => {
        // Deleting, disabling, re-passwording or demoting a fuzzing account itself would end the
        // authenticated part of the fuzz: those requests go without the cookie (still fuzzed, as a stranger's).
        const as = targetsFuzzingAccount(operation, request) ? null : request.as;
        const cookie = as === null ? '' : endsSession ? await logInAs(as) : cookies[as];
        const options = injectOptions(operation, { ...request, as }, cookie);
        const { statusCode, body, html = false } = await send(operation, options);
        expectWellFormed(operation.route, options, statusCode, body, html && operation.pageStatuses.has(statusCode), operation.upstreamStatuses);
      }),
      { numRuns: runsPerOperation },
    );
    // The fuzz must not have logged anyone out: otherwise the next operations would only test their 401s.
    for (const username of fuzzingAccounts)
      expect(await sessionAlive(cookies[username]), `${username}'s session did not survive ${operation.route}`).toBe(true);
  });

  it("answers the router's refusals (a malformed address, an over-long path parameter) in the error shape too", async () => {
    for (const url of [`/api/users/${'x'.repeat(101)}`, '/api/users/%zz']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: adminCookie }, remoteAddress: nextAddress() });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectWellFormed(`GET ${url.slice(0, 40)}`, { url }, response.statusCode, response.body);
    }
  });
});
