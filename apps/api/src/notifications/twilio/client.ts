// A client of Twilio's REST API for the two calls Sereno makes (and any provider that speaks them):
// send an SMS (Messages.json) and place a call that says a text (Calls.json), form-encoded with Basic
// auth; and the two lists that tell whether a message or a call already went out, asked before any
// new attempt of a job whose previous attempt may have reached the provider.
import type { TwilioConfig } from './config.ts';

/** A refusal (4xx: a bad number, an unverified sender) is permanent; a 5xx, a 429 or a network failure may pass. */
export class TwilioError extends Error {
  readonly permanent: boolean;
  readonly status: number | null;
  /** The provider's Retry-After, when it said how long to wait. */
  readonly retryAfterMs: number | null;

  constructor(message: string, permanent: boolean, status: number | null, retryAfterMs: number | null = null) {
    super(message);
    this.name = 'TwilioError';
    this.permanent = permanent;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

/** What the provider lists about a message or a call it accepted. */
export interface ProviderRecord {
  sid: string;
  to: string;
  from: string;
  body: string | null;
  dateCreated: Date;
}

export interface TwilioClient {
  sendSms(to: string, body: string, signal?: AbortSignal): Promise<string>;
  placeCall(to: string, twiml: string, signal?: AbortSignal): Promise<string>;
  /** The newest messages (or calls) from our number to `to`, newest first. */
  listSent(kind: 'sms' | 'call', to: string, signal?: AbortSignal): Promise<ProviderRecord[]>;
}

/** A provider that does not answer must not hold a worker's lease (2 minutes). */
export const defaultTwilioTimeoutMs = 20_000;
/** However long the provider asks to wait, an alarm is retried within the hour. */
const maxRetryAfterMs = 3_600_000;

/** Retry-After in seconds or as an HTTP date. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const value = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : Date.parse(header) - now;
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), maxRetryAfterMs) : null;
}

interface TwilioErrorBody {
  code?: number;
  message?: string;
}

export interface TwilioClientOptions {
  timeoutMs?: number;
  /** Where the provider reports what became of each SMS and call (StatusCallback, status-routes.ts); none: no reports. */
  statusCallbackUrl?: string | null;
}

export function createTwilioClient(
  config: TwilioConfig,
  { timeoutMs = defaultTwilioTimeoutMs, statusCallbackUrl = null }: TwilioClientOptions = {},
): TwilioClient {
  const accountPath = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;

  async function request(method: 'GET' | 'POST', resource: string, params: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
    const form = new URLSearchParams(params);
    const url = method === 'GET' ? `${accountPath}/${resource}?${form.toString()}` : `${accountPath}/${resource}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization, accept: 'application/json', ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(method === 'POST' ? { body: form.toString() } : {}),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new TwilioError(`the provider could not be reached: ${error instanceof Error ? error.message : String(error)}`, false, null);
    }
    const text = await response.text();
    if (response.ok) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new TwilioError(`the provider answered ${response.status} with a body that is not JSON`, false, response.status);
      }
    }
    let detail: TwilioErrorBody = {};
    try {
      detail = JSON.parse(text) as TwilioErrorBody;
    } catch {
      // Not Twilio's JSON (a proxy's page): the status says enough.
    }
    const message = `${response.status}${detail.code ? ` ${detail.code}` : ''}: ${detail.message ?? (text.slice(0, 200) || response.statusText)}`;
    const transient = response.status >= 500 || response.status === 429 || response.status === 408;
    throw new TwilioError(message, !transient, response.status, retryAfterMs(response.headers.get('retry-after')));
  }

  const sidOf = (body: unknown): string => {
    const sid = (body as { sid?: unknown }).sid;
    if (typeof sid !== 'string' || sid.length === 0) throw new TwilioError('the provider accepted the request without a sid', false, null);
    return sid;
  };

  return {
    async sendSms(to, body, signal) {
      const callback: Record<string, string> = statusCallbackUrl ? { StatusCallback: statusCallbackUrl } : {};
      return sidOf(await request('POST', 'Messages.json', { To: to, From: config.from, Body: body, ...callback }, signal));
    },
    async placeCall(to, twiml, signal) {
      // A call reports its end only (completed, busy, no-answer, failed, canceled): that is its delivery.
      const callback: Record<string, string> = statusCallbackUrl ? { StatusCallback: statusCallbackUrl, StatusCallbackEvent: 'completed' } : {};
      return sidOf(await request('POST', 'Calls.json', { To: to, From: config.from, Twiml: twiml, ...callback }, signal));
    },
    async listSent(kind, to, signal) {
      const resource = kind === 'sms' ? 'Messages.json' : 'Calls.json';
      const body = (await request('GET', resource, { To: to, From: config.from, PageSize: '50' }, signal)) as Record<string, unknown>;
      const items = (kind === 'sms' ? body.messages : body.calls) as
        { sid: string; to: string; from: string; body?: string | null; date_created: string }[] | undefined;
      return (items ?? []).map((item) => ({ sid: item.sid, to: item.to, from: item.from, body: item.body ?? null, dateCreated: new Date(item.date_created) }));
    },
  };
}
