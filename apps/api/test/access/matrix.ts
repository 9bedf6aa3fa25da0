// The shape of the authorization matrix of docs/permissions.md: for a route, what each of the six
// roles gets when it acts on an object of its own customer, of another customer, and of Sereno's
// staff (an administrator). Each module lists its routes in a file of this folder;
// src/platform/access-matrix.test.ts runs them all and fails on any route the list forgets.
import type { Role } from '@sereno/validation';
import type { InjectOptions } from 'fastify';
import type { DemoServer } from '../demo-server.ts';

export type Target = 'ownCustomer' | 'otherCustomer' | 'staff';
export const targets: readonly Target[] = ['ownCustomer', 'otherCustomer', 'staff'];

/** A status code; or, for a collection, whether the subject is among the items of a 200. */
export type Decision = number | 'listed' | 'hidden';

/** The object a case acts on: a fresh user of the target's kind (a customer account, or an administrator). */
export interface Subject {
  id: string;
  username: string;
  customerId: string | null;
}

export interface RouteCase {
  /** `METHOD /api/path/{param}` as the OpenAPI document writes it. */
  route: string;
  request(subject: Subject, role: Role, demo: DemoServer): InjectOptions | Promise<InjectOptions>;
  /** Per role, the decision for [ownCustomer, otherCustomer, staff]. */
  decisions: Record<Role, readonly [Decision, Decision, Decision]>;
  /** For 'listed'/'hidden': the ids of a 200's items. */
  itemIds?(body: unknown): string[];
  /**
   * Values a 200 must not show this role (each looked for as a JSON string): what would leak an
   * object's fields the role may not read, such as a device's room to a manufacturer.
   */
  unseen?(subject: Subject, role: Role, demo: DemoServer): readonly (string | null)[] | Promise<readonly (string | null)[]>;
  /** A response that never ends (server-sent events): only its status is read, over a real connection. */
  streaming?: boolean;
}

export const everywhere = (decision: Decision): readonly [Decision, Decision, Decision] => [decision, decision, decision];

/**
 * The statuses of a list's export from the list's decisions: a role that lists (the subject listed
 * or hidden) exports, with a 200 whatever it holds (src/platform/export/lists.test.ts reads the rows).
 */
export const exportDecisions = (list: Record<Role, readonly [Decision, Decision, Decision]>): Record<Role, readonly [Decision, Decision, Decision]> =>
  Object.fromEntries(
    Object.entries(list).map(([role, row]) => [role, row.map((decision) => (decision === 'listed' || decision === 'hidden' ? 200 : decision))]),
  ) as unknown as Record<Role, readonly [Decision, Decision, Decision]>;

let sequence = 0;
/** A name no other case of the run used. */
export const fresh = (prefix = 'm'): string => `${prefix}${++sequence}`;
