// Every table of the database, gathered for drizzle-kit (migrations) and for the typed client.
export { auditLog } from './audit.ts';
export { autoLoginLinks, loginFailures, passwordResetTokens } from './auth.ts';
export { customers, licences, serviceContracts } from './customers.ts';
export { devices } from './devices.ts';
export { emailOutbox } from './email.ts';
export { userIntegrations } from './applications.ts';
export { readings } from './readings.ts';
export { roomNotes, rooms } from './rooms.ts';
export { sessions } from './sessions.ts';
export { userRole, users } from './users.ts';
export { alarmActionLinks, notificationDefaults, notificationJobs, shortLinks, smsActivations } from './notifications.ts';
export { alarmEvaluations, alarms } from './alarms.ts';
export { bookings } from './bookings.ts';
export { tasks, taskTypes } from './tasks.ts';
export { pmsAccessTokens, pmsConnections, pmsSyncRuns } from './third-parties.ts';
export { nodes, resourceFiles, resources } from './protocols.ts';
export { factoryEvents, factoryUnits, firmwareImages } from './factory.ts';
export { webhookDeliveries, webhookEndpoints } from './webhooks.ts';
