// Responses written by serializers compiled from their schemas (issue 22, docs/scaling.md "Per
// request"). Each route's zod response schema becomes a JSON schema (as for the OpenAPI document)
// and fast-json-stringify, Fastify's own default serializer, compiles it into a function at the
// schema's first answer; the function is kept for every later answer, in every app of the process.
// It writes the properties the schema names and nothing else: a field a handler leaves in a row (a
// password hash) is never sent. Dates become ISO strings (`format: date-time`).
//
// What it does not do is zod's checking of every response (a wrong type, an enum value out of
// range): in production a handler's mistake costs nothing on every call. Outside production
// (`checkResponses`, SERENO_CHECK_RESPONSES, on unless NODE_ENV=production: tests, e2e, `pnpm dev`)
// every response is also encoded by zod, which refuses the wrong shape as before, and the compiled
// serializer's JSON must equal zod's, so the whole test suite compares the two on every answer.
import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };
type Serialize = (data: unknown) => string;

/** Metadata without schema ids: every schema is written inline, no `$ref` to the OpenAPI components. */
const noIds = new z.core.$ZodRegistry<Record<string, unknown>>();

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is a schema, or a map or list of schemas, which `forSerializer` walks into. */
const schemaKeywords = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const schemaMapKeywords = ['properties', '$defs', 'definitions', 'patternProperties'];
const schemaListKeywords = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

/**
 * The JSON schema zod makes of a response, adjusted for fast-json-stringify:
 * - a nullable value (`anyOf: [X, { type: 'null' }]`) becomes X with `nullable: true`: written with
 *   one `=== null` test where fast-json-stringify would otherwise validate the value against X
 *   with ajv to pick the branch (slow, and failing on an object carrying a field X does not name);
 * - `additionalProperties: false` goes: fast-json-stringify writes only the named properties either
 *   way, and without it ajv picks a union's branch the way zod does (extra fields stripped, not refused);
 * - `default` goes: zod's encoding does not fill in a missing value, so neither does this;
 * - `$schema` goes: fast-json-stringify's ajv does not know draft 2020-12's address.
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!isObject(schema)) return schema;
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === '$schema' || keyword === 'default' || (keyword === 'additionalProperties' && value === false)) continue;
    if (schemaKeywords.includes(keyword)) result[keyword] = forSerializer(value);
    else if (schemaMapKeywords.includes(keyword) && isObject(value))
      result[keyword] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, forSerializer(child)]));
    else if (schemaListKeywords.includes(keyword) && Array.isArray(value)) result[keyword] = value.map(forSerializer);
    else result[keyword] = value;
  }
  return collapseNullable(result);
}

const isNull = (schema: unknown) => isObject(schema) && schema.type === 'null' && Object.keys(schema).length === 1;
/** A branch that fast-json-stringify writes without ajv once marked nullable: no union, no reference of its own. */
const plain = (schema: unknown): schema is JsonSchema =>
  isObject(schema) && !['anyOf', 'oneOf', 'allOf', '$ref', 'if', 'nullable'].some((keyword) => keyword in schema);

function collapseNullable(schema: JsonSchema): JsonSchema {
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches) || branches.length !== 2) continue;
    const other = branches.find((branch) => !isNull(branch));
    if (!branches.some(isNull) || !plain(other)) continue;
    const { [keyword]: _union, ...siblings } = schema;
    return { ...siblings, ...other, nullable: true };
  }
  return schema;
}

/** The JSON schema a response's zod schema is serialized by (exported for the tests). */
export function serializerJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-2020-12',
    metadata: noIds,
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    // As the OpenAPI document has it (fastify-type-provider-zod): a Date goes out as an ISO string.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
  return forSerializer(json) as JsonSchema;
}

/** Compiled once per zod schema, shared by every route and app of the process that answers with it. */
const compiled = new WeakMap<z.ZodType, Serialize>();

/** The serializer compiled from `schema` (compiled now if it was not yet). */
export function compiledSerializer(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (serialize === undefined) {
    serialize = fastJsonStringify(serializerJsonSchema(schema)) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  if (isObject(schema) && schema.properties instanceof z.ZodType) return schema.properties;
  throw new InvalidSchemaError(JSON.stringify(schema));
}

const excerpt = (json: string) => (json.length > 2000 ? `${json.slice(0, 2000)}…` : json);

/**
 * Fastify's serializer compiler (`app.setSerializerCompiler`). Fastify calls it for every route and
 * status at start; the work of compiling waits for the schema's first answer, so that a start (and
 * each test's app) does not compile the schemas of routes it never answers.
 */
export function createSerializerCompiler({ checkResponses }: { checkResponses: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema: routeSchema, method, url }) => {
    const schema = zodSchemaOf(routeSchema);
    let serialize: Serialize | undefined;
    const write = (data: unknown) => (serialize ??= compiledSerializer(schema))(data);
    if (!checkResponses) return write;
    return (data: unknown) => {
      const encoded = z.safeEncode(schema, data);
      if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const json = write(data);
      const expected = JSON.stringify(encoded.data);
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(expected))) {
        throw new Error(`${method} ${url}: the compiled serializer wrote ${excerpt(json)} where zod's encoding gives ${excerpt(expected)}`);
      }
      return json;
    };
  };
}
