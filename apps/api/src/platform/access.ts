// The access policy (docs/permissions.md), written once. Route level: a preHandler, after
// `sessions.requireUser`, that answers 403 to a role the route is not for. Object level: the rows a
// caller may see, as a where clause, so that another customer's id answers 404 like a missing one.
// Ranks and groups come from @sereno/validation (spec §6).
import { hasRankAtLeast, isAdminOrController, isCustomerOrManager, isNightAgentOrHigher, type Role } from '@sereno/validation';
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserRow } from '../db/schema/users.ts';
import { customers } from '../db/schema/customers.ts';
import { devices } from '../db/schema/devices.ts';
import { rooms } from '../db/schema/rooms.ts';
import { users } from '../db/schema/users.ts';
import { HttpError } from './errors.ts';
import { requestLanguage, serverMessage } from './messages.ts';

/** The logged-in user of a route behind `sessions.requireUser`; 401 should one be missing. */
export function callerOf(request: FastifyRequest): UserRow {
  const user = request.currentUser;
  if (!user) throw new HttpError(401, serverMessage(requestLanguage(request), 'unauthorized'));
  return user;
}

/** 403 unless the logged-in user's role passes `allowed`. */
export const requireRole =
  (allowed: (role: Role) => boolean): preHandlerAsyncHookHandler =>
  async (request) => {
    if (!allowed(callerOf(request).role)) throw new HttpError(403, serverMessage(requestLanguage(request), 'forbidden'));
  };

/** 403 unless the logged-in user's role ranks at least `minimum`. */
export const requireRank = (minimum: Role): preHandlerAsyncHookHandler => requireRole((role) => hasRankAtLeast(role, minimum));

// Users (docs/permissions.md, "Users").

/** Who may open the users screen and its calls: staff who run accounts, and customers for their own people. */
export const mayManageUsers = (role: Role): boolean => isAdminOrController(role) || role === 'customer';

/** Who may search usernames (the search-user select): the night agents too, who pick owners in other screens. */
export const maySearchUsernames = (role: Role): boolean => isNightAgentOrHigher(role) || role === 'customer';

/**
 * The users a caller may see, as a where clause (undefined: all). A customer sees the customer and
 * manager accounts of its own customer only; staff see everyone.
 */
export function visibleUsers(caller: UserRow): SQL | undefined {
  if (isNightAgentOrHigher(caller.role)) return undefined;
  if (caller.role !== 'customer' || !caller.customerId) return sql`false`;
  return and(eq(users.customerId, caller.customerId), inArray(users.role, ['customer', 'manager']));
}

/**
 * Whether the caller may give an account `role`: administrators any; controllers any but admin (a
 * controller must not make administrators); customers only customer and manager accounts.
 */
export function mayGrantRole(caller: Pick<UserRow, 'role'>, role: Role): boolean {
  if (caller.role === 'admin') return true;
  if (caller.role === 'controller') return role !== 'admin';
  if (caller.role === 'customer') return isCustomerOrManager(role);
  return false;
}

/** Whether the caller may change or delete a user it can see: not an administrator, unless it is one. */
export const mayWriteUser = (caller: Pick<UserRow, 'role'>, target: Pick<UserRow, 'role'>): boolean => mayGrantRole(caller, target.role);

// Customers (docs/permissions.md, "Customers").

/** Who may read a customer and its contracts: staff (night agents call hosts) and customers, their own. */
export const mayReadCustomers = (role: Role): boolean => isNightAgentOrHigher(role) || role === 'customer';

/** Who may change a customer: administrators and controllers any, customers their own. */
export const mayEditCustomers = (role: Role): boolean => isAdminOrController(role) || role === 'customer';

/** Whether the caller sees and sets staff's fields of a customer (origin, annotations). */
export const maySeeCustomerStaffFields = (role: Role): boolean => isNightAgentOrHigher(role);
export const mayEditCustomerStaffFields = (role: Role): boolean => isAdminOrController(role);

/** The customers a caller may see, as a where clause (undefined: all). */
export function visibleCustomers(caller: UserRow): SQL | undefined {
  if (isNightAgentOrHigher(caller.role)) return undefined;
  if (caller.role !== 'customer' || !caller.customerId) return sql`false`;
  return eq(customers.id, caller.customerId);
}

// User integrations (docs/permissions.md, "User integrations").

/**
 * The users whose integrations a caller may see: its own always; those of the users screen for the
 * roles that have it (agents search usernames but do not read accounts, so only their own).
 */
export function integrationOwners(caller: UserRow): SQL | undefined {
  if (!mayManageUsers(caller.role)) return eq(users.id, caller.id);
  const scope = visibleUsers(caller);
  return scope === undefined ? undefined : or(eq(users.id, caller.id), scope);
}

/** Whether the caller may create, rename or delete the integrations of `owner`, a user it can see. */
export const mayWriteIntegrationsOf = (caller: Pick<UserRow, 'id' | 'role'>, owner: Pick<UserRow, 'id' | 'role'>): boolean =>
  owner.id === caller.id || mayWriteUser(caller, owner);

// Rooms (docs/permissions.md, "Rooms").

/**
 * The rooms a caller may see, as a where clause on `rooms` (undefined: all). Staff see every room;
 * a customer the rooms owned by people of its customer; a manager the rooms it manages;
 * a manufacturer none (it works on devices, not rooms).
 */
export function visibleRooms(caller: UserRow): SQL | undefined {
  if (isNightAgentOrHigher(caller.role)) return undefined;
  if (caller.role === 'manager') return eq(rooms.managerId, caller.id);
  if (caller.role !== 'customer' || !caller.customerId) return sql`false`;
  return inArray(rooms.ownerId, sql`(select ${users.id} from ${users} where ${users.customerId} = ${caller.customerId})`);
}

/** Who may read rooms: everyone but manufacturers, each within `visibleRooms`. */
export const mayReadRooms = (role: Role): boolean => role !== 'manufacturer';

/** Who may create, change and merge rooms and move devices between them: administrators, controllers, customers (their own). */
export const mayWriteRooms = (role: Role): boolean => isAdminOrController(role) || role === 'customer';

/** Who may change a room's settings and alert schedules: the room writers, and managers on the rooms they manage. */
export const mayEditRoomSettings = (role: Role): boolean => mayWriteRooms(role) || role === 'manager';

/** Who picks the owner of a new room (spec §6); everyone else creates rooms of their own. */
export const mayChooseRoomOwner = (role: Role): boolean => role === 'admin';

// Devices (docs/permissions.md, "Devices").

/** Who may create, change, delete devices and rotate their tokens: administrators, controllers, manufacturers. */
export const mayManageDevices = (role: Role): boolean => isAdminOrController(role) || role === 'manufacturer';

/**
 * Who decides where a device is — its owner, its room — and acts on a device already installed in a
 * room (rotating its token, deleting it): administrators and controllers. Manufacturers change the
 * manufacturing fields only, and act only on devices not yet installed: otherwise one could hand a
 * customer's device to another, or silence one that watches a room.
 */
export const mayPlaceDevices = (role: Role): boolean => isAdminOrController(role);

/** Who may learn where a device is (its room, owner, customer): everyone who sees it but manufacturers, who see no room. */
export const maySeeDevicePlacement = (role: Role): boolean => role !== 'manufacturer';

/** Who sees a device's claim code (to print its label): those who create devices. Never customers or managers, whom it would let claim devices. */
export const maySeeClaimCodes = (role: Role): boolean => mayManageDevices(role);

/** Who may ask for a firmware update: the device managers, and customers for their own devices. */
export const mayRequestOtaUpdate = (role: Role): boolean => mayManageDevices(role) || role === 'customer';

/**
 * The devices a caller may see, as a where clause on `devices` (undefined: all). Staff and
 * manufacturers see every device; a customer those owned by people of its customer; a manager those
 * watching the rooms it manages.
 */
export function visibleDevices(caller: UserRow): SQL | undefined {
  if (isNightAgentOrHigher(caller.role) || caller.role === 'manufacturer') return undefined;
  if (caller.role === 'manager') {
    return inArray(devices.monitorId, sql`(select ${rooms.monitorId} from ${rooms} where ${rooms.managerId} = ${caller.id} and ${rooms.deletedAt} is null)`);
  }
  if (caller.role !== 'customer' || !caller.customerId) return sql`false`;
  return inArray(devices.ownerId, sql`(select ${users.id} from ${users} where ${users.customerId} = ${caller.customerId})`);
}

// Third parties (docs/permissions.md, "Integrations (PMS)").

/**
 * Who may read a customer's PMS listings and link state: staff, the customer, and its managers (who
 * link the rooms they manage to listings in the room settings).
 */
export const mayReadPmsIntegrations = (role: Role): boolean => isNightAgentOrHigher(role) || isCustomerOrManager(role);

/** Who may link and unlink a customer's PMS accounts and sync them now: administrators, controllers, the customer itself. */
export const mayWritePmsIntegrations = (role: Role): boolean => isAdminOrController(role) || role === 'customer';

/** Who may read the sync runs: staff and the customer (a manager sees bookings, not the imports). */
export const mayReadPmsSyncRuns = (role: Role): boolean => isNightAgentOrHigher(role) || role === 'customer';

/** Whether the caller acts for any customer it names (staff) or only for its own (customers, managers). */
export const actsForAnyCustomer = (role: Role): boolean => isNightAgentOrHigher(role);

// Bookings and tasks (docs/permissions.md, "Bookings and tasks").

/** Who may read bookings, tasks and task types: whoever reads rooms, each within the rooms it sees. */
export const mayReadBookings = (role: Role): boolean => mayReadRooms(role);

/** Who may create, change and delete bookings: administrators, controllers, and hosts (customers, managers) on their rooms. */
export const mayWriteBookings = (role: Role): boolean => isAdminOrController(role) || isCustomerOrManager(role);

/** Who may create, change and delete tasks: the booking writers, and the field service agents who do the work in the rooms. */
export const mayWriteTasks = (role: Role): boolean => mayWriteBookings(role) || role === 'fieldServiceAgents';

/**
 * Rows whose `roomId` is a live room the caller may see, as a where clause: the scope of bookings
 * and tasks, so that another customer's booking answers 404 like a missing one.
 */
export function inVisibleRooms(roomId: AnyColumn, caller: UserRow): SQL {
  return inArray(roomId, sql`(select ${rooms.id} from ${rooms} where ${rooms.deletedAt} is null and ${visibleRooms(caller) ?? sql`true`})`);
}

// Protocols (docs/permissions.md, "Protocols").

/** Who may read protocol graphs and cards: everyone but manufacturers, within the owners and rooms they see. */
export const mayReadProtocols = (role: Role): boolean => role !== 'manufacturer';

/** Who may change an owner's structure and cards and upload files: administrators, controllers, and customers (their own). */
export const mayWriteProtocols = (role: Role): boolean => isAdminOrController(role) || role === 'customer';

/** Who may delete a location with everything in it (the admin tools). */
export const mayDeleteProtocolsRecursively = (role: Role): boolean => role === 'admin';

/**
 * The owners whose whole graph a caller may read, as a where clause on `users` (undefined: all):
 * staff every owner, a customer the people of its customer; managers read rooms, not owners.
 */
export function visibleGraphOwners(caller: UserRow): SQL | undefined {
  if (isNightAgentOrHigher(caller.role)) return undefined;
  if (caller.role !== 'customer' || !caller.customerId) return sql`false`;
  return eq(users.customerId, caller.customerId);
}

/** Whether the caller may change the structure of `owner`: administrators and controllers any, a customer its own customer's. */
export const mayWriteGraphOf = (caller: Pick<UserRow, 'role' | 'customerId'>, owner: Pick<UserRow, 'customerId'>): boolean =>
  isAdminOrController(caller.role) || (caller.role === 'customer' && caller.customerId !== null && caller.customerId === owner.customerId);
