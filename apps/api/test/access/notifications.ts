// docs/permissions.md, "Notifications": recording a customer's SMS activation is for Sereno's staff
// who deal with the provider (administrators and controllers), on any customer.
import { randomUUID } from 'node:crypto';
import { everywhere, type RouteCase } from './matrix.ts';

const forbidden = everywhere(403);
/** Any customer; an administrator has none, so an id that names no customer: 404. */
const staff = [200, 200, 404] as const;

export const notificationsMatrix: readonly RouteCase[] = [
  {
    route: 'PUT /api/customers/{id}/sms-activation',
    request: (subject) => ({ method: 'PUT', url: `/api/customers/${subject.customerId ?? randomUUID()}/sms-activation`, payload: { activated: true } }),
    decisions: { admin: staff, controller: staff, fieldServiceAgents: forbidden, manager: forbidden, customer: forbidden, manufacturer: forbidden },
  },
];
