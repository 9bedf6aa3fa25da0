// Every table of the database, gathered for drizzle-kit (migrations) and for the typed client.
export { auditLog } from '../audit/table.ts';
export { autoLoginLinks, loginFailures, passwordResetTokens } from '../auth/table.ts';
export { customers, licences, serviceContracts } from '../customers/table.ts';
export { devices } from '../devices/table.ts';
export { emailOutbox } from '../email/table.ts';
export { userIntegrations } from '../applications/table.ts';
export { readings } from '../readings/table.ts';
export { rooms } from '../rooms/table.ts';
export { sessions } from './session/table.ts';
export { userRole, users } from '../users/table.ts';
export { notificationJobs, smsActivations } from '../notifications/table.ts';
export { alarmEvaluations, alarms } from '../alarms/table.ts';
export { bookings } from '../bookings/table.ts';
export { tasks, taskTypes } from '../tasks/table.ts';
export { pmsAccessTokens, pmsConnections, pmsSyncRuns } from '../third-parties/table.ts';
