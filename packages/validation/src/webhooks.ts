// Signed webhooks (docs/webhooks.md): the events a customer's endpoint may subscribe to.
export const webhookEventTypes = [
  'alarm.raised',
  'alarm.escalated',
  'alarm.resolved',
  'device.offline',
  'device.online',
  'booking.imported',
  'booking.changed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
