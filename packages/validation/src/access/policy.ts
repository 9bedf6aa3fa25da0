// Who may do what (spec §6, docs/permissions.md), written once for the server and the panel. An
// action names what it allows; its rule is a question about the person's role only. Which rows of
// a table a person may touch (its own customer's rooms, the rooms it manages) is the server's
// business (apps/api/src/platform/access.ts), built on the `…All`/`…Any` actions here.
import { isAdminOrController, isCustomerOrManager, isNightAgentOrHigher, roles, type Role } from '../roles/roles.ts';

interface ActionRule {
  /** What the action allows, as docs/permissions.md's table says it. */
  allows: string;
  rule: (role: Role) => boolean;
}

const onlyAdmin = (role: Role): boolean => role === 'admin';
const everyoneBut =
  (...excluded: Role[]) =>
  (role: Role): boolean =>
    !excluded.includes(role);

/** Reads rooms: everyone but manufacturers, who work on devices. */
const readsRooms = everyoneBut('manufacturer');
/** Administrators and controllers, who run Sereno, and customers, on what is their own. */
const adminControllerOrCustomer = (role: Role): boolean => isAdminOrController(role) || role === 'customer';
/** Manages devices: administrators, controllers and manufacturers. */
const managesDevices = (role: Role): boolean => isAdminOrController(role) || role === 'manufacturer';
/** Staff and customers: the night agents read, customers their own. */
const staffOrCustomer = (role: Role): boolean => isNightAgentOrHigher(role) || role === 'customer';
/** Writes bookings: administrators, controllers, and hosts (customers, managers) on their rooms. */
const writesBookings = (role: Role): boolean => isAdminOrController(role) || isCustomerOrManager(role);

export const policy = {
  // Accounts
  'audit.read': { allows: 'read the audit log', rule: onlyAdmin },
  'autoLoginLinks.issue': { allows: 'issue a link that logs a person in without a password', rule: onlyAdmin },
  'ops.read': { allows: "read a server process's counters", rule: onlyAdmin },
  'ops.backup': { allows: 'download a copy of the whole database (PGlite; sereno backup)', rule: onlyAdmin },
  'outbox.read': { allows: 'read the emails, SMS and calls the server sent (demo mode)', rule: isNightAgentOrHigher },
  'users.manage': { allows: 'list, read, create, change and delete accounts (customers: their own people)', rule: adminControllerOrCustomer },
  'users.search': { allows: 'search usernames (the search-user select)', rule: staffOrCustomer },
  'users.setPasswords': { allows: "set another person's password, proving who one is with one's own", rule: onlyAdmin },
  'users.endSessions': { allows: "see a person's open sessions and end them all (a lost phone, a shared computer)", rule: onlyAdmin },
  'users.readAll': { allows: "see every customer's accounts, not only one's own customer's", rule: isNightAgentOrHigher },
  // Customers
  'customers.read': { allows: 'read a customer and its contracts (customers: their own)', rule: staffOrCustomer },
  'customers.create': { allows: 'add a customer with its first user and contracts', rule: isAdminOrController },
  'customers.edit': { allows: "change a customer's data (customers: their own)", rule: adminControllerOrCustomer },
  'customers.actForAny': { allows: 'read and act for any customer, naming it (others: their own only)', rule: isNightAgentOrHigher },
  'customers.readStaffNotes': { allows: "see a customer's origin and annotations", rule: isNightAgentOrHigher },
  'customers.editStaffNotes': { allows: "set a customer's origin and annotations", rule: isAdminOrController },
  'customers.editContracts': { allows: "add a customer's contracts and change their licences", rule: isAdminOrController },
  'customers.activateSms': { allows: "record that a customer's SMS is activated by the provider", rule: isAdminOrController },
  // Rooms
  'rooms.read': { allows: 'read rooms (customers: their own; managers: those they manage)', rule: readsRooms },
  'rooms.notes': { allows: "write notes on the rooms one reads (the room's notes tab)", rule: readsRooms },
  'rooms.readAll': { allows: "see every customer's rooms, not only one's own or managed ones", rule: isNightAgentOrHigher },
  'rooms.write': { allows: 'create, change and merge rooms and put devices in them', rule: adminControllerOrCustomer },
  'rooms.settings': {
    allows: "change a room's settings and alert schedules (managers: the rooms they manage)",
    rule: (role) => adminControllerOrCustomer(role) || role === 'manager',
  },
  'rooms.bulk': {
    allows: 'apply one action to many rooms at once (each action also needs its own right; managers: the rooms they manage)',
    rule: (role) => adminControllerOrCustomer(role) || role === 'manager',
  },
  'presets.read': { allows: "read a customer's settings presets (customers: their own)", rule: staffOrCustomer },
  'presets.write': { allows: "create, change and delete a customer's settings presets, changing the rooms that follow them", rule: adminControllerOrCustomer },
  'rooms.chooseOwner': { allows: "choose or change a room's owner", rule: onlyAdmin },
  'rooms.chooseManager': { allows: "choose a room's manager", rule: adminControllerOrCustomer },
  'owners.read': { allows: "read an owner's rooms and licences (customers: their own people)", rule: everyoneBut('manager', 'manufacturer') },
  // Devices
  'devices.read': { allows: 'read devices (customers: their own; managers: those of their rooms)', rule: () => true },
  'devices.readAll': { allows: "see every device, not only one's own customer's", rule: (role) => isNightAgentOrHigher(role) || role === 'manufacturer' },
  'devices.manage': { allows: 'create, change and delete devices and rotate their tokens', rule: managesDevices },
  'devices.place': { allows: "decide a device's owner and room, and rotate the token of or delete one installed in a room", rule: isAdminOrController },
  'devices.seePlacement': { allows: 'see where a device is: its room, owner and customer', rule: everyoneBut('manufacturer') },
  'devices.seeClaimCodes': { allows: "see a device's claim code, to print its label", rule: managesDevices },
  'devices.requestUpdate': {
    allows: 'ask for a firmware update (customers: of their own devices)',
    rule: (role) => managesDevices(role) || role === 'customer',
  },
  'devices.bulk': {
    allows: 'apply one action to many devices at once: the firmware update (as devices.requestUpdate), the status (also needs devices.manage)',
    rule: (role) => managesDevices(role) || role === 'customer',
  },
  'devices.monitor': {
    allows: 'read every device with its readings and factory check (the monitors page)',
    rule: (role) => isNightAgentOrHigher(role) || role === 'manufacturer',
  },
  // The factory (the flasher, docs/flasher.md)
  'factory.use': {
    allows: 'use the flasher: read and download firmware images, record QC tests, flashes and erasures, register flashed devices, read their factory history',
    rule: managesDevices,
  },
  'firmware.upload': { allows: 'upload a firmware image to a channel (staging, production)', rule: isAdminOrController },
  // Alarms
  'alarms.read': { allows: 'read the alarms of the rooms one reads', rule: readsRooms },
  'alarms.handle': { allows: 'acknowledge and resolve the alarms of the rooms one reads', rule: readsRooms },
  'alarms.simulate': { allows: 'start a party in a room (demo mode)', rule: onlyAdmin },
  // Bookings and tasks
  'bookings.read': { allows: 'read the bookings of the rooms one reads', rule: readsRooms },
  'bookings.write': { allows: 'create, change and delete bookings (hosts: in their rooms)', rule: writesBookings },
  'bookings.guestPage': {
    allows: "see, issue again and revoke a booking's guest page link (of the bookings one reads)",
    rule: readsRooms,
  },
  'tasks.read': { allows: 'read tasks and task types of the rooms one reads', rule: readsRooms },
  'tasks.write': {
    allows: 'create, change and delete tasks (hosts: in their rooms; field service agents: in any)',
    rule: (role) => writesBookings(role) || role === 'fieldServiceAgents',
  },
  // Integrations (PMS)
  'pms.read': { allows: "read a customer's PMS listings and link state", rule: (role) => isNightAgentOrHigher(role) || isCustomerOrManager(role) },
  'pms.write': { allows: "link and unlink a customer's PMS accounts and sync them now", rule: adminControllerOrCustomer },
  'pms.readSyncRuns': { allows: "read a customer's PMS imports", rule: staffOrCustomer },
  // Webhooks (docs/webhooks.md)
  'webhooks.read': { allows: "read a customer's webhook endpoints and their delivery log (customers: their own)", rule: staffOrCustomer },
  'webhooks.write': {
    allows: "add, change and delete a customer's webhook endpoints, rotate their secrets, ping them and replay deliveries (customers: their own)",
    rule: adminControllerOrCustomer,
  },
  // Protocols
  'protocols.read': { allows: 'read protocol graphs and cards of the owners and rooms one sees', rule: readsRooms },
  'protocols.write': { allows: "change an owner's structure and cards (customers: their own)", rule: adminControllerOrCustomer },
  'protocols.readAll': { allows: "read every owner's graph, not only one's own customer's", rule: isNightAgentOrHigher },
  'protocols.writeAll': { allows: "change any owner's structure, not only one's own customer's", rule: isAdminOrController },
  'protocols.deleteRecursively': { allows: 'delete a location with everything in it (the admin tools)', rule: onlyAdmin },
} as const satisfies Record<string, ActionRule>;

export type Action = keyof typeof policy;
export const actions = Object.keys(policy) as Action[];

export const isAction = (value: unknown): value is Action => typeof value === 'string' && Object.hasOwn(policy, value);

/** Whether a person of `role` may do `action`. */
export const can = (role: Role, action: Action): boolean => policy[action].rule(role);

/** The roles that may do `action`, in the spec's order. */
export const rolesThatCan = (action: Action): Role[] => roles.filter((role) => can(role, action));

/**
 * Whether `caller` may give an account `role`: administrators any; controllers any but admin (a
 * controller must not make administrators); customers only customer and manager accounts.
 */
export function mayGrantRole(caller: Role, role: Role): boolean {
  if (caller === 'admin') return true;
  if (caller === 'controller') return role !== 'admin';
  if (caller === 'customer') return isCustomerOrManager(role);
  return false;
}

/**
 * How a route is reached, beyond the policy's actions: `public` without a session, `session` by any
 * logged-in person (the rows it touches decide the rest), `device` with a device's own token.
 */
export const routeAccessKinds = ['public', 'session', 'device'] as const;
export type RouteAccess = Action | (typeof routeAccessKinds)[number];

export const isRouteAccess = (value: unknown): value is RouteAccess => isAction(value) || (routeAccessKinds as readonly unknown[]).includes(value);
