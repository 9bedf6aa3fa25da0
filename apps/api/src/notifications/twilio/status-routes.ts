// POST /api/twilio/status: Twilio's StatusCallback, where the provider reports what became of each
// SMS and call it accepted (docs/alarms.md "Delivery reports"). The worker names this address in every
// SMS and call it sends (`StatusCallback`, under SERENO_PUBLIC_URL).
//
// The one route of the API that takes a form body from outside: Twilio posts
// `application/x-www-form-urlencoded` and cannot send JSON. Its form parser is registered in this
// plugin only (Fastify's encapsulation), so every other route still answers 415 to a form. It carries
// no session and no Origin (a server calls it, not a browser; a browser's cross-site post is refused
// before any route by the cross-site guard as everywhere). What protects it is Twilio's signature
// (X-Twilio-Signature: HMAC-SHA1 of the address and the sorted parameters under the auth token), checked
// before anything is read: missing or wrong, 403.
import { parse } from 'node:querystring';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationJobs, type DeliveryState } from '../../db/schema/notifications.ts';
import type { Database } from '../../platform/database.ts';
import { errorResponse, HttpError } from '../../platform/errors.ts';
import { requestLanguage, serverMessage } from '../../platform/messages.ts';
import type { TwilioConfig } from './config.ts';
import { isTwilioSignatureValid, type FormParams } from './signature.ts';

/** The path of the callback under SERENO_PUBLIC_URL. */
export const twilioStatusPath = '/api/twilio/status';

/** What a message's or a call's status says of its delivery; null for a status on the way (queued, sent, ringing…). */
export function deliveryOf(params: Record<string, string>): { delivery: DeliveryState; error: string | null } | null {
  const errorCode = params.ErrorCode && params.ErrorCode !== '0' ? params.ErrorCode : null;
  const messageStatus = params.MessageStatus ?? params.SmsStatus;
  if (messageStatus !== undefined) {
    if (messageStatus === 'delivered' || messageStatus === 'read') return { delivery: 'delivered', error: null };
    if (messageStatus === 'undelivered' || messageStatus === 'failed') return { delivery: messageStatus, error: errorCode };
    return null;
  }
  switch (params.CallStatus) {
    case 'completed':
      return { delivery: 'delivered', error: null };
    case 'busy':
    case 'no-answer':
      return { delivery: 'undelivered', error: params.CallStatus };
    case 'failed':
      return { delivery: 'failed', error: errorCode ?? 'failed' };
    case 'canceled':
      return { delivery: 'failed', error: 'canceled' };
    default:
      return null;
  }
}

const statusForm = z
  .record(z.string(), z.string())
  .describe("Twilio's StatusCallback parameters: MessageSid and MessageStatus (SMS) or CallSid and CallStatus (calls), AccountSid, ErrorCode when it failed")
  .meta({ id: 'TwilioStatusCallback' });

export const twilioStatusRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; twilio: TwilioConfig | null; publicUrl: string }> = async (
  app,
  { db, clock, twilio, publicUrl },
) => {
  // Scoped to this plugin: the only form body the API reads (the file's header says why).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    const parsed = parse(body as string);
    // A repeated parameter keeps its last value: Twilio sends each once.
    done(null, Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, Array.isArray(value) ? (value.at(-1) ?? '') : (value ?? '')])));
  });

  app.post(
    '/twilio/status',
    {
      config: { action: 'public' },
      bodyLimit: 64 * 1024,
      schema: {
        operationId: 'receiveTwilioStatus',
        tags: ['notifications'],
        summary: "Twilio's delivery report of an SMS or a call (StatusCallback)",
        description:
          'Called by Twilio (or a provider speaking its API), form-encoded, signed with X-Twilio-Signature under the auth token: the only route that reads a form body. ' +
          "A missing or wrong signature answers 403 before anything is read. delivered, undelivered and failed (with its ErrorCode) are kept on the notification and shown in its alarm's trail; the statuses on the way (queued, sent, ringing) and unknown sids are acknowledged (204) and ignored, so that Twilio does not retry them.",
        body: statusForm,
        response: {
          204: z.undefined().describe('Received (kept, or ignored: an unknown sid, a status on the way)'),
          403: errorResponse('The signature is missing or wrong, or this server has no Twilio configuration'),
        },
      },
      // The signature before the body's validation: an unsigned request learns nothing but 403.
      preValidation: async (request) => {
        const signature = request.headers['x-twilio-signature'];
        const url = `${publicUrl.replace(/\/+$/, '')}${request.url}`;
        const params = (request.body && typeof request.body === 'object' ? request.body : {}) as FormParams;
        if (!twilio || !isTwilioSignatureValid(twilio.authToken, url, params, typeof signature === 'string' ? signature : undefined)) {
          request.log.warn({ url }, 'provider callback refused: missing or wrong X-Twilio-Signature');
          throw new HttpError(403, serverMessage(requestLanguage(request), 'providerSignatureRefused'));
        }
      },
    },
    async (request, reply) => {
      const params = request.body;
      if (!twilio) return reply.code(204).send();
      const sid = params.MessageSid ?? params.SmsSid ?? params.CallSid;
      const delivery = deliveryOf(params);
      if (!sid || !delivery || params.AccountSid !== twilio.accountSid) return reply.code(204).send();
      const updated = await db
        .update(notificationJobs)
        .set({ delivery: delivery.delivery, deliveryError: delivery.error, deliveryAt: clock() })
        .where(and(eq(notificationJobs.providerId, sid), inArray(notificationJobs.channel, ['sms', 'call'])))
        .returning({ id: notificationJobs.id });
      if (updated.length === 0) request.log.info({ sid }, 'provider callback for a sid Sereno does not know: ignored');
      else request.log.info({ sid, delivery: delivery.delivery, error: delivery.error }, 'provider delivery report');
      return reply.code(204).send();
    },
  );
};
