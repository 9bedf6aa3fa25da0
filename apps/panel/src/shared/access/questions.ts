// What the panel asks the access policy (@sereno/validation's `can`) in more than one place, when
// the answer takes two of its actions. A screen asks `can` itself otherwise; it never lists roles.
import { can, type Role } from '@sereno/validation';

/**
 * Whether the person picks among the customers' people in a list's user or customer select: it sees
 * every customer's rooms, and may list the users the select offers (GET /api/users).
 */
export const picksAmongOwners = (role: Role): boolean => can(role, 'rooms.readAll') && can(role, 'users.manage');

/**
 * Whether the PMS accounts the person may link are its own (the customer): staff who may link them
 * act for a customer they would have to choose first (docs/integrations.md, "In the panel").
 */
export const ownsPmsAccounts = (role: Role): boolean => can(role, 'pms.write') && !can(role, 'customers.actForAny');
