// Spec §6: the roles, their ranks for "higher or equal" comparisons, and the group checks the
// server's access policy and the panel's navigation both use.

export const roles = ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer', 'manufacturer'] as const;
export type Role = (typeof roles)[number];

export const roleRank: Record<Role, number> = {
  admin: 4,
  controller: 3,
  fieldServiceAgents: 2,
  customer: 1,
  manager: 0,
  manufacturer: 0,
};

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (roles as readonly string[]).includes(value);

/** Rank of `role` at least the rank of `minimum`. */
export const hasRankAtLeast = (role: Role, minimum: Role): boolean => roleRank[role] >= roleRank[minimum];

/** Field service agents (night agents) and above: admin, controller, fieldServiceAgents. */
export const isNightAgentOrHigher = (role: Role): boolean => hasRankAtLeast(role, 'fieldServiceAgents');

/** Admin or controller, by rank. */
export const isControllerOrHigher = (role: Role): boolean => hasRankAtLeast(role, 'controller');

/** The two roles that own or run properties rather than watch them. */
export const isCustomerOrManager = (role: Role): boolean => role === 'customer' || role === 'manager';

/** The group check of the spec; the same members as controller-or-higher, named for where it is read. */
export const isAdminOrController = (role: Role): boolean => role === 'admin' || role === 'controller';
