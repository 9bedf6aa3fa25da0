// A person's own devices for Web Push (docs/pwa.md): the panel subscribes the browser it runs in
// (PushManager.subscribe with the server's VAPID public key) and sends the subscription here; alarms
// then reach that device as the person's alarm emails do (docs/alarms.md, "Push"). Any logged-in
// person, on their own account only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VapidKeys } from '../platform/config.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { refuseAddress, type AddressPolicy } from '../webhooks/addresses.ts';
import { pushText } from './messages.ts';
import { removeOwnSubscription, saveSubscription, subscriptionsOf, type PushSubscriptionRow } from './queries.ts';

const base64url = (length: { min: number; max: number }) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length.min},${length.max}}={0,2}$`));

const subscriptionSchema = z
  .object({
    _id: z.uuid(),
    endpoint: z.string().describe('The push service URL: the panel compares it with its browser’s own subscription'),
    endpointOrigin: z.string().describe('The push service (the origin of the endpoint), such as https://fcm.googleapis.com'),
    userAgent: z.string().describe('The browser that subscribed'),
    createdAt: z.iso.datetime(),
    lastSentAt: z.iso.datetime().nullable().describe('The last push the push service accepted for this device'),
  })
  .meta({ id: 'PushSubscription' });

const listSchema = z
  .object({
    publicKey: z.string().nullable().describe('The VAPID public key to subscribe with (applicationServerKey); null: push is off on this server'),
    subscriptions: z.array(subscriptionSchema),
  })
  .meta({ id: 'PushSubscriptions' });

const subscribeBody = z
  .object({
    endpoint: z.string().max(2048).describe('The push service URL of the subscription (PushSubscription.endpoint)'),
    keys: z.object({
      p256dh: base64url({ min: 86, max: 88 }).describe('The browser’s P-256 public key, base64url'),
      auth: base64url({ min: 22, max: 24 }).describe('The 16-byte auth secret, base64url'),
    }),
  })
  .describe('The browser’s PushSubscription as JSON (its other fields, such as expirationTime, are ignored)');

const toSubscription = (row: PushSubscriptionRow): z.infer<typeof subscriptionSchema> => ({
  _id: row.id,
  endpoint: row.endpoint,
  endpointOrigin: new URL(row.endpoint).origin,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
});

export const pushSubscriptionRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; vapid: VapidKeys | null; addresses: AddressPolicy }> = async (
  app,
  { db, clock, vapid, addresses },
) => {
  app.get(
    '/profile/push-subscriptions',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'listPushSubscriptions',
        tags: ['users'],
        summary: 'The devices that receive one’s alarms by Web Push, and the key to subscribe another',
        security: sessionSecurity,
        description: 'The caller’s own devices, oldest first. `publicKey` is the VAPID key for PushManager.subscribe; null when push is off.',
        response: { 200: jsonResponse('The devices and the VAPID public key', listSchema), 401: errorResponse('No live session') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await subscriptionsOf(db, callerOf(request).id);
      return { publicKey: vapid?.publicKey ?? null, subscriptions: rows.map(toSubscription) };
    },
  );

  app.post(
    '/profile/push-subscriptions',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'createPushSubscription',
        tags: ['users'],
        summary: 'Receive one’s alarms on this device by Web Push',
        security: sessionSecurity,
        description:
          'The browser’s PushSubscription as JSON (`endpoint`, `keys.p256dh`, `keys.auth`). The endpoint must be https:// to a public address ' +
          '(outside production, http(s) to this machine too, for a local push service). Saving an endpoint again updates it, and moves it to the ' +
          'caller if another account had it (one device, one person). 503 when the server has no VAPID keys.',
        body: subscribeBody,
        response: {
          201: jsonResponse('The device as saved', subscriptionSchema),
          400: errorResponse('Not a subscription, or an endpoint Sereno will not call'),
          401: errorResponse('No live session'),
          503: errorResponse('Web Push is off on this server'),
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      if (!vapid) throw new HttpError(503, pushText(language, 'pushUnavailable'));
      const refusal = await refuseAddress(request.body.endpoint, addresses);
      if (refusal) throw new HttpError(400, pushText(language, refusal));
      const row = await saveSubscription(db, {
        userId: callerOf(request).id,
        endpoint: request.body.endpoint,
        p256dh: request.body.keys.p256dh.replace(/=+$/, ''),
        auth: request.body.keys.auth.replace(/=+$/, ''),
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
        now: clock(),
      });
      return reply.code(201).send(toSubscription(row));
    },
  );

  app.delete(
    '/profile/push-subscriptions',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'deletePushSubscription',
        tags: ['users'],
        summary: 'Stop receiving one’s alarms on a device',
        security: sessionSecurity,
        description:
          'The device named by its `endpoint` (PushSubscription.endpoint). 204 whether or not the caller had it: another account’s device is left alone and not named.',
        querystring: z.object({ endpoint: z.string().min(1).max(2048) }),
        response: {
          204: z.undefined().describe('The device no longer receives the caller’s alarms'),
          400: errorResponse('No endpoint'),
          401: errorResponse('No live session'),
        },
      },
    },
    async (request, reply) => {
      await removeOwnSubscription(db, callerOf(request).id, request.query.endpoint);
      return reply.code(204).send();
    },
  );
};
