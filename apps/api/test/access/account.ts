// docs/permissions.md, "With a session": the calls about the caller itself and the administrators' tools.
import { everywhere, type RouteCase } from './matrix.ts';

const everyRole = (decision: number) => ({
  admin: everywhere(decision),
  controller: everywhere(decision),
  fieldServiceAgents: everywhere(decision),
  manager: everywhere(decision),
  customer: everywhere(decision),
  manufacturer: everywhere(decision),
});

const adminOnly = (success: number) => ({
  admin: everywhere(success),
  controller: everywhere(403),
  fieldServiceAgents: everywhere(403),
  manager: everywhere(403),
  customer: everywhere(403),
  manufacturer: everywhere(403),
});

export const accountMatrix: readonly RouteCase[] = [
  {
    // The caller's own account, whatever the subject.
    route: 'GET /api/me',
    request: () => ({ method: 'GET', url: '/api/me' }),
    decisions: {
      admin: everywhere(200),
      controller: everywhere(200),
      fieldServiceAgents: everywhere(200),
      manager: everywhere(200),
      customer: everywhere(200),
      manufacturer: everywhere(200),
    },
  },
  {
    // One's own profile and sessions (src/users/profile.test.ts checks what they do): every role, its own account only.
    route: 'PUT /api/profile',
    request: (_subject, role, demo) => ({
      method: 'PUT',
      url: '/api/profile',
      payload: { name: demo.accounts.get(role)?.name ?? role, email: demo.accounts.get(role)?.email ?? '' },
    }),
    decisions: everyRole(200),
  },
  {
    route: 'PUT /api/profile/alarm-links',
    request: () => ({ method: 'PUT', url: '/api/profile/alarm-links', payload: { logIn: false } }),
    decisions: everyRole(200),
  },
  {
    route: 'PUT /api/profile/language',
    request: () => ({ method: 'PUT', url: '/api/profile/language', payload: { language: 'es' } }),
    decisions: everyRole(200),
  },
  {
    route: 'GET /api/profile/sessions',
    request: () => ({ method: 'GET', url: '/api/profile/sessions' }),
    decisions: everyRole(200),
  },
  {
    route: 'DELETE /api/profile/sessions',
    request: () => ({ method: 'DELETE', url: '/api/profile/sessions' }),
    decisions: everyRole(204),
  },
  {
    // A session that is not open on the caller's account, whoever's it is: as if absent.
    route: 'DELETE /api/profile/sessions/{id}',
    request: () => ({ method: 'DELETE', url: `/api/profile/sessions/${'0'.repeat(64)}` }),
    decisions: everyRole(404),
  },
  {
    route: 'GET /api/profile/push-subscriptions',
    request: () => ({ method: 'GET', url: '/api/profile/push-subscriptions' }),
    decisions: everyRole(200),
  },
  {
    // The matrix's server has no VAPID keys: everyone gets as far as "push is off".
    route: 'POST /api/profile/push-subscriptions',
    request: () => ({
      method: 'POST',
      url: '/api/profile/push-subscriptions',
      payload: { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
    }),
    decisions: everyRole(503),
  },
  {
    // A device that is not the caller's, whoever's it is: as if absent.
    route: 'DELETE /api/profile/push-subscriptions',
    request: () => ({ method: 'DELETE', url: '/api/profile/push-subscriptions?endpoint=https%3A%2F%2Fpush.example.com%2Fsend%2Fabc' }),
    decisions: everyRole(204),
  },
  {
    route: 'POST /api/auto-login/links',
    request: (subject) => ({ method: 'POST', url: '/api/auto-login/links', payload: { userId: subject.id } }),
    decisions: adminOnly(201),
  },
  {
    // Each user gets the events of the rooms it may see (src/events/events.test.ts checks which).
    route: 'GET /api/events',
    request: () => ({ method: 'GET', url: '/api/events' }),
    streaming: true,
    decisions: {
      admin: everywhere(200),
      controller: everywhere(200),
      fieldServiceAgents: everywhere(200),
      manager: everywhere(200),
      customer: everywhere(200),
      manufacturer: everywhere(200),
    },
  },
  {
    route: 'GET /api/ops/stats',
    request: () => ({ method: 'GET', url: '/api/ops/stats' }),
    decisions: adminOnly(200),
  },
  {
    // The test app has no PGlite data folder to copy (it is given no dumpDataDir): an administrator gets 409.
    route: 'GET /api/ops/backup',
    request: () => ({ method: 'GET', url: '/api/ops/backup' }),
    decisions: adminOnly(409),
  },
  {
    route: 'GET /api/audit',
    request: () => ({ method: 'GET', url: '/api/audit' }),
    decisions: adminOnly(200),
  },
  ...(['csv', 'xlsx'] as const).map((format) => ({
    route: `GET /api/audit/export.${format}`,
    request: () => ({ method: 'GET' as const, url: `/api/audit/export.${format}?action=user.create` }),
    decisions: adminOnly(200),
  })),
  {
    // Demo mode only: the staff who watch the alarms (a reset link's token only to its recipient, src/email/delivery.test.ts).
    route: 'GET /api/dev/outbox',
    request: () => ({ method: 'GET', url: '/api/dev/outbox' }),
    decisions: {
      admin: everywhere(200),
      controller: everywhere(200),
      fieldServiceAgents: everywhere(200),
      manager: everywhere(403),
      customer: everywhere(403),
      manufacturer: everywhere(403),
    },
  },
];
