// Every error leaves the server in one shape, `{ statusCode, message, timestamp }` (ARCHITECTURE),
// whatever raised it: a schema, Fastify itself, a route, or a bug.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { formatMessage, parseMessage, type Language } from '@sereno/validation';
import { z } from 'zod';
import { databaseRetryAfterSeconds, isDatabaseUnavailable, isStorageFull, storageFullRetryAfterSeconds } from './database-unavailable.ts';
import { requestLanguage, serverMessage } from './messages.ts';
import { jsonResponse } from './openapi.ts';

export const apiErrorSchema = z
  .object({
    statusCode: z.int().min(400).max(599).describe('The HTTP status code, repeated for clients that only see the body'),
    message: z.string().describe("A message for a person, in the request's Accept-Language (Spanish by default)"),
    timestamp: z.iso.datetime().describe('When the error happened (ISO 8601)'),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** An error response of a route's schema, with the description the OpenAPI document shows. */
export const errorResponse = (description: string) => jsonResponse(description, apiErrorSchema);

/** An error a route raises on purpose: its status and message reach the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  const body: ApiError = { statusCode, message, timestamp: new Date().toISOString() };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * "username: Campo requerido; password: Campo requerido" — each field with the text of its
 * @sereno/validation message key; a message that is not one of those keys is kept as it came.
 */
export function validationMessage(language: Language, issues: readonly { field: string; message: string }[]): string {
  const parts = issues.map(({ field, message }) => {
    const { key, params } = parseMessage(message);
    return `${field}: ${formatMessage(language, key, params) ?? message}`;
  });
  return [...new Set(parts)].join('; ');
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/** The first place in a parsed input (`body.name`, `query.search`) whose text holds U+0000, if any. */
function nulCharacterAt(value: unknown, field: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? field : null;
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterAt(item, Array.isArray(value) ? field : `${field}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * `storage` names where the database keeps its data, for the log line of a full disk: PGlite's data
 * folder, or the PostgreSQL server.
 */
export function installErrorHandling(app: FastifyInstance, { production, storage = 'the database' }: { production: boolean; storage?: string }): void {
  // PostgreSQL's text cannot hold U+0000: a NUL in any string of the input would fail its query
  // (a 500) wherever the string goes, so it is refused as a bad input before any route sees it.
  // (A callback hook, not an async one: no promise to make and await on every request.)
  app.addHook('preValidation', (request, _reply, done) => {
    const field = nulCharacterAt(request.params, 'params') ?? nulCharacterAt(request.query, 'query') ?? nulCharacterAt(request.body, 'body');
    if (field) done(new HttpError(400, serverMessage(requestLanguage(request), 'nulCharacter', { field })));
    else done();
  });
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message);
    }
    if (!isFastifyError(error)) {
      request.log.error({ err: error }, 'non-error thrown');
      return sendError(reply, 500, serverMessage(language, 'internalError'));
    }
    if (error.validation) {
      // No body, or JSON that is not an object: one clear sentence rather than zod's "expected object".
      if (error.validationContext === 'body' && error.validation.some((issue) => issue.instancePath === '' || issue.instancePath === '/')) {
        return sendError(reply, 400, serverMessage(language, 'jsonObjectRequired'));
      }
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.split('/').filter(Boolean).join('.') || error.validationContext || 'request',
        message: issue.message ?? '',
      }));
      return sendError(reply, 400, validationMessage(language, issues));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendError(reply, 400, serverMessage(language, 'invalidJson'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, serverMessage(language, 'unsupportedMediaType'));
    if (isStorageFull(error)) {
      // The disk under the database is full: the statement rolled back, nothing half-written; the
      // next write succeeds once an operator has made room (docs/operations.md, "Faults").
      request.log.error({ err: error, storage }, `request refused: no space left on the database's disk (${storage})`);
      reply.header('retry-after', String(storageFullRetryAfterSeconds));
      return sendError(reply, 503, serverMessage(language, 'storageFull'));
    }
    if (isDatabaseUnavailable(error)) {
      // A database restarting or failing over: the client tries again, and the next query reconnects.
      request.log.warn({ err: error }, 'request refused: the database is unavailable');
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return sendError(reply, 503, serverMessage(language, 'databaseRetryLater', { seconds: databaseRetryAfterSeconds }));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      // The details of a failure help a developer and would help an attacker: only development shows them.
      return sendError(
        reply,
        statusCode,
        production ? serverMessage(language, 'internalError') : `${serverMessage(language, 'internalError')}: ${error.message}`,
      );
    }
    return sendError(reply, statusCode, error.message);
  });
}

/** The 404 of a path under /api: in the error shape, never the panel's page. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?', 1)[0] ?? request.url;
  return sendError(reply, 404, serverMessage(requestLanguage(request), 'notFound', { method: request.method, path }));
}

/** The router's own status for the errors it raises before any route, hook or error handler runs. */
const frameworkErrorStatus: Record<string, [number, 'badUrl' | 'parameterTooLong']> = {
  FST_ERR_BAD_URL: [400, 'badUrl'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'parameterTooLong'],
};

/**
 * Fastify's `frameworkErrors` option: a malformed URL or a path parameter over the router's limit
 * is refused by the router itself, which writes `{error, code, message, statusCode}` (echoing the
 * whole path) unless the server is built with this handler. Pass it to `Fastify({ frameworkErrors })`.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const [statusCode, key] = frameworkErrorStatus[error.code] ?? [error.statusCode ?? 400, 'badUrl'];
  return sendError(reply, statusCode, serverMessage(requestLanguage(request), key));
};
