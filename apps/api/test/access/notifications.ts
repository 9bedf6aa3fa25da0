// docs/permissions.md, "Notifications": recording a customer's SMS activation is for Sereno's staff
// who deal with the provider (administrators and controllers), on any customer.
import { randomUUID } from 'node:crypto';
import { everywhere, type RouteCase } from './matrix.ts';

const forbidden = everywhere(403);
/** Any customer; an administrator has none, so an id that names no customer: 404. */
const staff = [200, 200, 404] as const;

/** A customer's own; staff any customer (an administrator has none: 404). */
const ownOnly = [200, 404, 404] as const;
const preferences = {
  preferences: {
    noise: { calls: true, emails: true, disconnectedDeviceEmails: true, notifyGuest: false, sms: false },
    smoke: { emails: true, sms: false },
    crowd: { emails: true, sms: false },
  },
  disconnectionEmails: true,
  applyToRooms: false,
};

export const notificationsMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/customers/{id}/notification-preferences',
    request: (subject) => ({ method: 'GET', url: `/api/customers/${subject.customerId ?? randomUUID()}/notification-preferences` }),
    decisions: { admin: staff, controller: staff, fieldServiceAgents: staff, manager: forbidden, customer: ownOnly, manufacturer: forbidden },
  },
  {
    route: 'PUT /api/customers/{id}/notification-preferences',
    request: (subject) => ({ method: 'PUT', url: `/api/customers/${subject.customerId ?? randomUUID()}/notification-preferences`, payload: preferences }),
    decisions: { admin: staff, controller: staff, fieldServiceAgents: forbidden, manager: forbidden, customer: ownOnly, manufacturer: forbidden },
  },
  {
    route: 'PUT /api/customers/{id}/sms-activation',
    request: (subject) => ({ method: 'PUT', url: `/api/customers/${subject.customerId ?? randomUUID()}/sms-activation`, payload: { activated: true } }),
    decisions: { admin: staff, controller: staff, fieldServiceAgents: forbidden, manager: forbidden, customer: forbidden, manufacturer: forbidden },
  },
];
