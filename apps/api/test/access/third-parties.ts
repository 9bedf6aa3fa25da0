// docs/permissions.md, "Integrations (PMS)": staff act for the customer they name (without one: 400);
// a customer and its managers for their own (another customer's: 404; none named: their own). The
// providers of the test configuration cannot be reached (test/app.ts), so a link that passes the
// checks answers 503, and the listings of a customer without an account linked answer 409: either way
// no provider is ever called for a refused caller.
import { randomUUID } from 'node:crypto';
import type { Role } from '@sereno/validation';
import { everywhere, type Decision, type RouteCase, type Subject } from './matrix.ts';

type Row = readonly [Decision, Decision, Decision];
const forbidden = everywhere(403);
/** Staff: any named customer gets `success`; naming none is 400. */
const staff = (success: Decision): Row => [success, success, 400];
/** A customer or manager: its own (named or not) gets `success`; another's 404. */
const own = (success: Decision): Row => [success, 404, success];

const readers = (success: Decision): Record<Role, Row> => ({
  admin: staff(success),
  controller: staff(success),
  fieldServiceAgents: staff(success),
  manager: own(success),
  customer: own(success),
  manufacturer: forbidden,
});
const writers = (success: Decision): Record<Role, Row> => ({
  admin: staff(success),
  controller: staff(success),
  fieldServiceAgents: forbidden,
  manager: forbidden,
  customer: own(success),
  manufacturer: forbidden,
});

const forCustomer = (subject: Subject): string => (subject.customerId ? `?customerId=${subject.customerId}` : '');
const named = (subject: Subject): { customerId?: string } => (subject.customerId ? { customerId: subject.customerId } : {});

export const thirdPartiesMatrix: readonly RouteCase[] = [
  ...(['guesty/listings', 'avantio/accommodations', 'kross/accommodations'] as const).map((path): RouteCase => ({
    route: `GET /api/third-parties/${path}`,
    request: (subject) => ({ method: 'GET', url: `/api/third-parties/${path}${forCustomer(subject)}` }),
    // 409: the customer has no account linked (the provider is not asked).
    decisions: readers(409),
  })),
  {
    route: 'POST /api/third-parties/guesty/linkcustomer',
    request: (subject) => ({
      method: 'POST',
      url: '/api/third-parties/guesty/linkcustomer',
      payload: { clientId: 'id', clientSecret: 'secret', ...named(subject) },
    }),
    decisions: writers(503),
  },
  {
    route: 'POST /api/third-parties/avantio/linkcustomer',
    request: (subject) => ({ method: 'POST', url: '/api/third-parties/avantio/linkcustomer', payload: { authKey: 'key', ...named(subject) } }),
    decisions: writers(503),
  },
  {
    route: 'POST /api/third-parties/kross/linkcustomer',
    request: (subject) => ({
      method: 'POST',
      url: '/api/third-parties/kross/linkcustomer',
      payload: { apiKey: 'key', hotelId: 'hotel', clientId: 'user', clientSecret: 'password', ...named(subject) },
    }),
    decisions: writers(503),
  },
  {
    route: 'DELETE /api/third-parties/guesty/unlinkcustomer',
    request: (subject) => ({ method: 'DELETE', url: `/api/third-parties/guesty/unlinkcustomer${forCustomer(subject)}` }),
    decisions: writers(204),
  },
  {
    route: 'DELETE /api/third-parties/avantio/unlinkcustomer',
    request: (subject) => ({ method: 'DELETE', url: `/api/third-parties/avantio/unlinkcustomer${forCustomer(subject)}` }),
    decisions: writers(204),
  },
  {
    // The customer is in the path: for the staff subject (no customer) an id of no customer, 404 to all.
    route: 'DELETE /api/third-parties/kross/unlinkcustomer/{customerId}',
    request: (subject) => ({ method: 'DELETE', url: `/api/third-parties/kross/unlinkcustomer/${subject.customerId ?? randomUUID()}` }),
    decisions: { ...writers(204), admin: [204, 204, 404], controller: [204, 204, 404], customer: [204, 404, 404] },
  },
  {
    route: 'GET /api/third-parties/status',
    request: (subject) => ({ method: 'GET', url: `/api/third-parties/status${forCustomer(subject)}` }),
    decisions: readers(200),
  },
  {
    route: 'POST /api/third-parties/sync',
    request: (subject) => ({ method: 'POST', url: '/api/third-parties/sync', payload: named(subject) }),
    decisions: writers(200),
  },
  {
    // A list: staff without a customer filter see every run (200, not 400).
    route: 'GET /api/third-parties/sync-runs',
    request: (subject) => ({ method: 'GET', url: `/api/third-parties/sync-runs${forCustomer(subject)}` }),
    decisions: {
      admin: everywhere(200),
      controller: everywhere(200),
      fieldServiceAgents: everywhere(200),
      manager: forbidden,
      customer: own(200),
      manufacturer: forbidden,
    },
  },
];
