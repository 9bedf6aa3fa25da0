// Every failed call becomes one `ApiError` whose `code` names an entry of the spec's error catalogue
// (§8, in @sereno/validation with its es/en texts), so that pages translate a code rather than parse
// the server's words.
import { isRoomNotFoundMessage, type ErrorCode } from '@sereno/validation';

/** The server's error body (spec §7: a JSON body with a statusCode field is an API error). */
export interface ErrorBody {
  statusCode: number;
  message: string;
  timestamp: string;
}

/** The codes a failed call can carry: the spec's error catalogue, kept in @sereno/validation. */
export type ApiErrorCode = ErrorCode;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly timestamp: string;

  constructor(code: ApiErrorCode, statusCode: number, message: string, timestamp = new Date().toISOString()) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.timestamp = timestamp;
  }

  /** What the catalogue's texts may interpolate: the server's words and the HTTP status. */
  get params(): { message: string; status: number } {
    return { message: this.message, status: this.statusCode };
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).statusCode === 'number' && typeof (value as ErrorBody).message === 'string';
}

const authPaths = ['/api/login', '/api/auto-login'];

/**
 * What a status means on a particular call (spec §5, §8): e.g. a 409 from register is a taken username,
 * a 404 from a reset link an invalid or expired link. Paths are the OpenAPI paths, parameters unfilled.
 */
const routeCodes: Record<string, Partial<Record<number, ApiErrorCode>>> = {
  '/api/register': { 409: 'USER_ALREADY_EXISTS' },
  '/api/users': { 409: 'USER_ALREADY_EXISTS' },
  '/api/customers': { 409: 'USER_ALREADY_EXISTS' },
  '/api/profile': { 409: 'USER_ALREADY_EXISTS' },
  '/api/users/token/{token}': { 404: 'RESET_PASSWORD_LINK_ERROR' },
  '/api/new-password': { 404: 'RESET_PASSWORD_LINK_ERROR' },
  '/api/reset-password': { 500: 'RESET_PASSWORD_ERROR', 502: 'RESET_PASSWORD_ERROR', 503: 'RESET_PASSWORD_ERROR' },
};

/** The server lists invalid fields as `field: message; other: message`; anything else is one message. */
const isFieldList = (message: string) => /^[\w.]+: /.test(message);

function codeFor(path: string, status: number, message: string | undefined): ApiErrorCode {
  if (message !== undefined && isRoomNotFoundMessage(message)) return 'ROOM_NOT_FOUND';
  const routeCode = routeCodes[path]?.[status];
  if (routeCode) return routeCode;
  // Spec §5: a 400 on a password change that is not about its fields is a wrong current password.
  // The same on one's profile, whose new email takes the current password.
  if ((path === '/api/users/password/{id}' || path === '/api/profile') && status === 400 && message !== undefined && !isFieldList(message)) {
    return 'INVALID_CURRENT_PASSWORD_ERROR';
  }
  if (status === 401) return authPaths.includes(path) ? 'WRONG_CREDENTIALS_ERROR' : 'UNAUTHORIZED_ERROR';
  if (status === 429) return 'TOO_MANY_ATTEMPTS_ERROR';
  if (status === 403) return 'FORBIDDEN_ERROR';
  if (status === 404) return 'NOT_FOUND_ERROR';
  if (status === 409) return 'CONFLICT_ERROR';
  if (status === 400 || status === 422) return 'VALIDATION_ERROR';
  return 'UNEXPECTED_ERROR';
}

/** Builds the error of a response that was not ok; the body may be anything a proxy sends. */
export function toApiError(path: string, response: Response, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(codeFor(path, response.status, body.message), body.statusCode, body.message, body.timestamp);
  // Not our server's answer (a proxy's page, say): spec §8's "HTTP error! status: {code}".
  return new ApiError('HTTP_ERROR', response.status, `HTTP error! status: ${response.status}`);
}

export function isAuthPath(path: string): boolean {
  return authPaths.includes(path);
}
