// Sends one Web Push message (RFC 8030) encrypted for the subscription (RFC 8291, aes128gcm) and
// signed with the VAPID keys (RFC 8292). web-push builds the request (headers and encrypted body);
// it is sent with fetch, so that the job runner's signal and a timeout can stop it, and so that a
// local push service over http:// can stand in for the real ones in the tests.
import webpush from 'web-push';
import type { VapidKeys } from '../platform/config.ts';

/** What the push service answered when it did not accept the message. */
export class PushError extends Error {
  readonly status: number | null;
  /** 404/410: the subscription expired or was revoked; it must be removed. */
  readonly gone: boolean;
  /** Retrying will not help (a 4xx other than 408, 429, or a gone subscription). */
  readonly permanent: boolean;
  readonly retryAfterMs: number | null;
  constructor(message: string, status: number | null, gone: boolean, permanent: boolean, retryAfterMs: number | null = null) {
    super(message);
    this.status = status;
    this.gone = gone;
    this.permanent = permanent;
    this.retryAfterMs = retryAfterMs;
  }
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  vapid: VapidKeys;
  /** How long the push service keeps the message for an offline device: an alarm is worth little hours later. */
  ttlSeconds?: number;
  /** A message with the same topic replaces one still waiting at the push service (a retry after a crash). */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  timeoutMs?: number;
}

const retryAfterOf = (header: string | null): number | null => {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
};

/** Sends `payload` (JSON) to the device; resolves when the push service accepted it (201). */
export async function sendPush(target: PushTarget, payload: unknown, options: PushOptions, signal?: AbortSignal): Promise<void> {
  const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
    vapidDetails: options.vapid,
    TTL: options.ttlSeconds ?? 3600,
    urgency: options.urgency ?? 'high',
    contentEncoding: 'aes128gcm',
    ...(options.topic ? { topic: options.topic } : {}),
  });
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 20_000);
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? null,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new PushError(`push service unreachable: ${(error as Error).message}`, null, false, false);
  }
  if (response.ok) return;
  const body = (await response.text().catch(() => '')).slice(0, 300);
  const status = response.status;
  const gone = status === 404 || status === 410;
  const permanent = gone || (status >= 400 && status < 500 && status !== 408 && status !== 429);
  throw new PushError(`push service answered ${status}${body ? `: ${body}` : ''}`, status, gone, permanent, retryAfterOf(response.headers.get('retry-after')));
}
