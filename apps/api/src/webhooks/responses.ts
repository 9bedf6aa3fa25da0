// What the webhooks routes take and answer (OpenAPI).
import { message, webhookEventTypes } from '@sereno/validation';
import { z } from 'zod';
import { errorResponse } from '../platform/errors.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../db/schema/webhooks.ts';

export const identifier = z.uuid({ error: message('identifier') });
export const endpointParams = z.object({ id: identifier });
export const deliveryParams = z.object({ id: identifier, deliveryId: identifier });

const url = z
  .string({ error: message('required') })
  .trim()
  .min(1, { error: message('required') })
  .max(2000, { error: message('maxLength', { max: 2000 }) });
const description = z
  .string()
  .trim()
  .max(200, { error: message('maxLength', { max: 200 }) });
const events = z
  .array(z.enum(webhookEventTypes, { error: message('option') }), { error: message('required') })
  .min(1, { error: message('required') })
  .transform((list) => [...new Set(list)]);

export const createEndpointBody = z.object({
  customerId: identifier.optional().describe('The customer the endpoint is for: staff must name one; a customer its own by default'),
  url: url.describe('https:// to a public address (outside production also http:// to this machine, for a local receiver)'),
  description: description.optional(),
  events: events.describe('The events it receives: one at least'),
});
export const updateEndpointBody = z.object({
  url: url.optional(),
  description: description.optional(),
  events: events.optional(),
  enabled: z
    .boolean({ error: message('option') })
    .optional()
    .describe('false stops the deliveries; true again forgets its failures'),
});
export const endpointListQuery = z.object({
  customerId: identifier.optional().describe("Only this customer's endpoints (a customer always sees only its own)"),
});
export const deliveryListQuery = z.object({
  limit: z.coerce
    .number({ error: message('option') })
    .int({ error: message('option') })
    .min(1)
    .max(200)
    .default(50)
    .describe('The newest so many'),
});

export const endpointSchema = z
  .object({
    _id: z.uuid(),
    customerId: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(webhookEventTypes)),
    enabled: z.boolean(),
    disabledReason: z.enum(['failures', 'manual']).nullable().describe('failures: disabled by Sereno after a day of failed deliveries'),
    disabledAt: z.iso.datetime().nullable(),
    failingSince: z.iso.datetime().nullable().describe('The first failed attempt since the last successful one'),
    previousSecretValidUntil: z.iso.datetime().nullable().describe('After a rotation: until when the previous secret still signs too'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookEndpoint' });

export const createdEndpointSchema = endpointSchema
  .extend({ secret: z.string().describe('The signing secret (whsec_…): shown now only; rotate it to get another') })
  .meta({ id: 'CreatedWebhookEndpoint' });
export const rotatedSecretSchema = z
  .object({ secret: z.string().describe('The new signing secret: shown now only'), previousSecretValidUntil: z.iso.datetime() })
  .meta({ id: 'RotatedWebhookSecret' });

export const deliverySchema = z
  .object({
    _id: z.uuid(),
    endpointId: z.uuid(),
    eventId: z.uuid().describe('The webhook-id header: the same on every attempt and on a replay'),
    eventType: z.enum([...webhookEventTypes, 'ping']),
    status: z.enum(['pending', 'sending', 'sent', 'failed']).describe('pending: waiting for its next attempt; sent: a 2xx came back; failed: given up'),
    attempts: z.int().nonnegative(),
    nextAttemptAt: z.iso.datetime().nullable().describe('While pending: when it is tried again'),
    lastAttemptAt: z.iso.datetime().nullable(),
    responseStatus: z.int().nullable().describe("The last attempt's HTTP status; null when no answer came"),
    responseExcerpt: z.string().nullable().describe("The start of the last answer's body (1 000 characters at most)"),
    durationMs: z.int().nullable().describe('How long the last attempt took'),
    error: z.string().nullable().describe('Why the last attempt failed'),
    replayOf: z.uuid().nullable(),
    payload: z.string().describe('The JSON body sent'),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export const toEndpoint = (row: WebhookEndpointRow, now: Date): z.infer<typeof endpointSchema> => ({
  _id: row.id,
  customerId: row.customerId,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  disabledAt: iso(row.disabledAt),
  failingSince: iso(row.failingSince),
  previousSecretValidUntil: row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toDelivery = (row: WebhookDeliveryRow): z.infer<typeof deliverySchema> => ({
  _id: row.id,
  endpointId: row.endpointId,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  lastAttemptAt: iso(row.lastAttemptAt),
  responseStatus: row.responseStatus,
  responseExcerpt: row.responseExcerpt,
  durationMs: row.durationMs,
  error: row.lastError,
  replayOf: row.replayOf,
  payload: row.body,
  createdAt: row.createdAt.toISOString(),
  sentAt: iso(row.sentAt),
});

export const common = {
  400: errorResponse('A field is missing or invalid (an address Sereno will not call); or staff named no customer'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
  404: errorResponse('No such endpoint or customer, or not one the caller may act for'),
};
