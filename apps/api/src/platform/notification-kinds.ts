// What a notification is about. The notifications module writes them; the email outbox reads them to
// keep one address's notification emails in order (email/delivery.ts), without reaching into the
// notifications' tables.
export const notificationKinds = ['alarm-guest', 'alarm-host', 'alarm-resolved', 'disconnection'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
