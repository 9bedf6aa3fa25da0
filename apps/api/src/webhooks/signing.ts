// The signature of a delivery (docs/webhooks.md), as Standard Webhooks and Stripe write theirs:
//   webhook-id:        the event's id (the same on every attempt and on a replay: deduplicate on it)
//   webhook-timestamp: the attempt's time, in whole seconds since 1970
//   webhook-signature: `v1,<base64 of HMAC-SHA256(secret, "<timestamp>.<body>")>`, space-separated when
//                      a rotated secret still signs beside the new one
// The key is the secret's text (`whsec_…`) as UTF-8. A receiver recomputes it over the raw body, compares
// in constant time, and refuses a timestamp more than `replayWindowSeconds` away from its own clock.
import { createHmac, randomBytes } from 'node:crypto';

/** How far a receiver should let a delivery's timestamp be from its own clock (docs/webhooks.md). */
export const replayWindowSeconds = 5 * 60;

/** A new endpoint secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** The base64 HMAC-SHA256 of `<timestamp>.<body>` under `secret`. */
export const signature = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64');

/** The headers of one attempt: each secret that signs gives one `v1,` signature. */
export function signedHeaders(secrets: readonly string[], { eventId, at, body }: { eventId: string; at: Date; body: string }): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Sereno-Webhooks/1',
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => `v1,${signature(secret, timestamp, body)}`).join(' '),
  };
}
