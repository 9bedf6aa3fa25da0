// Object level of the access policy (docs/permissions.md): the rows a caller may see, as a where
// clause, so that another customer's id answers 404 like a missing one. Who may do what by role is
// the policy of @sereno/validation (`can`); routes declare their action and platform/route-guard.ts
// turns it into `requireAction`. The where clauses below ask the same policy for their role parts,
// and each table's owner for the condition on its columns.
import { can, mayGrantRole as roleMayGrant, type Action, type Role } from '@sereno/validation';
import { and, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { customerIs } from '../customers/queries.ts';
import { deviceOwnedByOneOf, deviceWatchingOneOf } from '../devices/service.ts';
import { liveRoomIdsWhere, monitorsOfRoomsManagedBy, roomManagedBy, roomOwnedByPeopleOf } from '../rooms/service.ts';
import { userIs, userOfCustomer, usersOfCustomer, userWithRoleIn, type UserRow } from '../users/queries.ts';
import { HttpError } from './errors.ts';
import { requestLanguage, serverMessage } from './messages.ts';

/** The logged-in user of a route behind `sessions.requireUser`; 401 should one be missing. */
export function callerOf(request: FastifyRequest): UserRow {
  const user = request.currentUser;
  if (!user) throw new HttpError(401, serverMessage(requestLanguage(request), 'unauthorized'));
  return user;
}

/** 403 unless the policy lets the logged-in user's role do `action`. */
export const requireAction =
  (action: Action): preHandlerAsyncHookHandler =>
  async (request) => {
    if (!can(callerOf(request).role, action)) throw new HttpError(403, serverMessage(requestLanguage(request), 'forbidden'));
  };

// Users (docs/permissions.md, "Users").

/**
 * The users a caller may see, as a where clause (undefined: all). A customer sees the customer and
 * manager accounts of its own customer only; staff see everyone.
 */
export function visibleUsers(caller: UserRow): SQL | undefined {
  if (can(caller.role, 'users.readAll')) return undefined;
  if (caller.role !== 'customer' || !caller.customerId) return sql`false`;
  return and(userOfCustomer(caller.customerId), userWithRoleIn(['customer', 'manager']));
}

/** Whether the caller may give an account `role` (the policy's `mayGrantRole`). */
export const mayGrantRole = (caller: Pick<UserRow, 'role'>, role: Role): boolean => roleMayGrant(caller.role, role);

/** Whether the caller may change or delete a user it can see: not an administrator, unless it is one. */
export const mayWriteUser = (caller: Pick<UserRow, 'role'>, target: Pick<UserRow, 'role'>): boolean => mayGrantRole(caller, target.role);

// Customers (docs/permissions.md, "Customers").

/** The customers a caller may see, as a where clause (undefined: all). */
export function visibleCustomers(caller: UserRow): SQL | undefined {
  if (can(caller.role, 'customers.actForAny')) return undefined;
  if (caller.role !== 'customer' || !caller.customerId) return sql`false`;
  return customerIs(caller.customerId);
}

// User integrations (docs/permissions.md, "User integrations").

/**
 * The users whose integrations a caller may see: its own always; those of the users screen for the
 * roles that have it (agents search usernames but do not read accounts, so only their own).
 */
export function integrationOwners(caller: UserRow): SQL | undefined {
  if (!can(caller.role, 'users.manage')) return userIs(caller.id);
  const scope = visibleUsers(caller);
  return scope === undefined ? undefined : or(userIs(caller.id), scope);
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
  if (can(caller.role, 'rooms.readAll')) return undefined;
  if (caller.role === 'manager') return roomManagedBy(caller.id);
  if (caller.role !== 'customer' || !caller.customerId) return sql`false`;
  return roomOwnedByPeopleOf(caller.customerId);
}

// Devices (docs/permissions.md, "Devices").

/**
 * The devices a caller may see, as a where clause on `devices` (undefined: all). Staff and
 * manufacturers see every device; a customer those owned by people of its customer; a manager those
 * watching the rooms it manages.
 */
export function visibleDevices(caller: UserRow): SQL | undefined {
  if (can(caller.role, 'devices.readAll')) return undefined;
  if (caller.role === 'manager') return deviceWatchingOneOf(monitorsOfRoomsManagedBy(caller.id));
  if (caller.role !== 'customer' || !caller.customerId) return sql`false`;
  return deviceOwnedByOneOf(usersOfCustomer(caller.customerId));
}

// Bookings and tasks (docs/permissions.md, "Bookings and tasks").

/**
 * Rows whose `roomId` is a live room the caller may see, as a where clause: the scope of bookings
 * and tasks, so that another customer's booking answers 404 like a missing one.
 */
export function inVisibleRooms(roomId: AnyColumn, caller: UserRow): SQL {
  return inArray(roomId, liveRoomIdsWhere(visibleRooms(caller)));
}

// Protocols (docs/permissions.md, "Protocols").

/**
 * The owners whose whole graph a caller may read, as a where clause on `users` (undefined: all):
 * staff every owner, a customer the people of its customer; managers read rooms, not owners.
 */
export function visibleGraphOwners(caller: UserRow): SQL | undefined {
  if (can(caller.role, 'protocols.readAll')) return undefined;
  if (caller.role !== 'customer' || !caller.customerId) return sql`false`;
  return userOfCustomer(caller.customerId);
}

/** Whether the caller may change the structure of `owner`: administrators and controllers any, a customer its own customer's. */
export const mayWriteGraphOf = (caller: Pick<UserRow, 'role' | 'customerId'>, owner: Pick<UserRow, 'customerId'>): boolean =>
  can(caller.role, 'protocols.writeAll') || (caller.role === 'customer' && caller.customerId !== null && caller.customerId === owner.customerId);
