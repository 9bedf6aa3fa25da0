// The one place Sereno speaks HTTP to a property-management system: a JSON request with a time limit,
// 429 answered by waiting as long as Retry-After asks (up to a limit), and every failure turned into a
// ProviderError of a few kinds that the routes answer as 400/409/502/503/504 (errors.ts), never a 500.
import type { z } from 'zod';
import type { PmsProvider } from '../db/schema/third-parties.ts';

export type ProviderFailure =
  /** The provider refused the credentials (or the token they gave). */
  | 'rejected'
  /** No connection: DNS, refused, reset. */
  | 'unreachable'
  /** No answer within the time limit. */
  | 'timeout'
  /** Still 429 after waiting as long as it asked, or it asked for too long. */
  | 'rateLimited'
  /** The provider said no (5xx, 404, another 4xx). */
  | 'status'
  /** An answer that is not what the provider documents (not JSON, missing fields). */
  | 'malformed'
  /** Guesty's 5 tokens of the day are spent. */
  | 'tokenQuota';

export class ProviderError extends Error {
  readonly provider: PmsProvider;
  readonly failure: ProviderFailure;
  /** The provider's HTTP status, when it answered. */
  readonly status: number | null;
  /** Seconds after which trying again may work (429, the token quota). */
  readonly retryAfterSeconds: number | null;

  constructor(
    provider: PmsProvider,
    failure: ProviderFailure,
    detail: string,
    { status = null, retryAfterSeconds = null }: { status?: number | null; retryAfterSeconds?: number | null } = {},
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'ProviderError';
    this.provider = provider;
    this.failure = failure;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ProviderHttpOptions {
  /** Milliseconds a request may take (headers and body). */
  timeoutMs: number;
  /** The longest Retry-After honoured by waiting; a longer one fails the call as 'rateLimited'. */
  maxRetryAfterMs: number;
  /** How many times a 429 is waited out before giving up. */
  maxRateLimitRetries: number;
  sleep?: (ms: number) => Promise<void>;
}

export const defaultHttpOptions: ProviderHttpOptions = { timeoutMs: 15_000, maxRetryAfterMs: 60_000, maxRateLimitRetries: 3 };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export interface ProviderRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** A JSON body, or a form (`URLSearchParams`, sent as application/x-www-form-urlencoded). */
  body?: unknown;
  /** Statuses that mean the credentials were refused (default 401 and 403). */
  rejectedStatuses?: readonly number[];
}

/** Sends `request` and parses its JSON answer with `schema`; throws a ProviderError on any failure. */
export async function providerJson<Schema extends z.ZodType>(
  provider: PmsProvider,
  request: ProviderRequest,
  schema: Schema,
  options: ProviderHttpOptions,
): Promise<z.output<Schema>> {
  const sleep = options.sleep ?? realSleep;
  const rejected = request.rejectedStatuses ?? [401, 403];
  const body = request.body instanceof URLSearchParams ? request.body.toString() : request.body === undefined ? undefined : JSON.stringify(request.body);
  const contentType = request.body instanceof URLSearchParams ? 'application/x-www-form-urlencoded' : 'application/json';
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    let text: string;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': contentType }), ...request.headers },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderError(provider, 'timeout', `no answer within ${options.timeoutMs} ms`);
      throw new ProviderError(
        provider,
        'unreachable',
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : 'the request failed',
      );
    }
    if (response.status === 429) {
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? 1000;
      if (attempt >= options.maxRateLimitRetries || wait > options.maxRetryAfterMs) {
        throw new ProviderError(provider, 'rateLimited', 'too many requests', { status: 429, retryAfterSeconds: Math.ceil(wait / 1000) });
      }
      await sleep(wait);
      continue;
    }
    if (rejected.includes(response.status))
      throw new ProviderError(provider, 'rejected', `the credentials were refused (${response.status})`, { status: response.status });
    if (!response.ok) throw new ProviderError(provider, 'status', `answered ${response.status}`, { status: response.status });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError(provider, 'malformed', `answered ${response.status} with a body that is not JSON`, { status: response.status });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ProviderError(provider, 'malformed', `an answer without the documented ${issue?.path.join('.') || 'shape'}`, { status: response.status });
    }
    return parsed.data;
  }
}
