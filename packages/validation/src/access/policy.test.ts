import { describe, expect, it } from 'vitest';
import { roles } from '../roles/roles.ts';
import { actions, can, isAction, isRouteAccess, mayGrantRole, rolesThatCan, type Action } from './policy.ts';

// The decisions of docs/permissions.md, role by role, in the spec's order.
const expected: Record<Action, string[]> = {
  'audit.read': ['admin'],
  'autoLoginLinks.issue': ['admin'],
  'ops.read': ['admin'],
  'ops.backup': ['admin'],
  'outbox.read': ['admin', 'controller', 'fieldServiceAgents'],
  'users.manage': ['admin', 'controller', 'customer'],
  'users.search': ['admin', 'controller', 'fieldServiceAgents', 'customer'],
  'users.setPasswords': ['admin'],
  'users.endSessions': ['admin'],
  'users.readAll': ['admin', 'controller', 'fieldServiceAgents'],
  'customers.read': ['admin', 'controller', 'fieldServiceAgents', 'customer'],
  'customers.create': ['admin', 'controller'],
  'customers.edit': ['admin', 'controller', 'customer'],
  'customers.actForAny': ['admin', 'controller', 'fieldServiceAgents'],
  'customers.readStaffNotes': ['admin', 'controller', 'fieldServiceAgents'],
  'customers.editStaffNotes': ['admin', 'controller'],
  'customers.editContracts': ['admin', 'controller'],
  'customers.activateSms': ['admin', 'controller'],
  'rooms.read': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'rooms.notes': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'rooms.readAll': ['admin', 'controller', 'fieldServiceAgents'],
  'rooms.write': ['admin', 'controller', 'customer'],
  'rooms.settings': ['admin', 'controller', 'manager', 'customer'],
  'rooms.bulk': ['admin', 'controller', 'manager', 'customer'],
  'presets.read': ['admin', 'controller', 'fieldServiceAgents', 'customer'],
  'presets.write': ['admin', 'controller', 'customer'],
  'rooms.chooseOwner': ['admin'],
  'rooms.chooseManager': ['admin', 'controller', 'customer'],
  'owners.read': ['admin', 'controller', 'fieldServiceAgents', 'customer'],
  'devices.read': [...roles],
  'devices.readAll': ['admin', 'controller', 'fieldServiceAgents', 'manufacturer'],
  'devices.manage': ['admin', 'controller', 'manufacturer'],
  'factory.use': ['admin', 'controller', 'manufacturer'],
  'firmware.upload': ['admin', 'controller'],
  'devices.place': ['admin', 'controller'],
  'devices.seePlacement': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'devices.seeClaimCodes': ['admin', 'controller', 'manufacturer'],
  'devices.requestUpdate': ['admin', 'controller', 'customer', 'manufacturer'],
  'devices.bulk': ['admin', 'controller', 'customer', 'manufacturer'],
  'devices.monitor': ['admin', 'controller', 'fieldServiceAgents', 'manufacturer'],
  'alarms.read': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'alarms.handle': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'alarms.simulate': ['admin'],
  'bookings.read': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'bookings.write': ['admin', 'controller', 'manager', 'customer'],
  'bookings.guestPage': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'tasks.read': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'tasks.write': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'pms.read': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'pms.write': ['admin', 'controller', 'customer'],
  'pms.readSyncRuns': ['admin', 'controller', 'fieldServiceAgents', 'customer'],
  'webhooks.read': ['admin', 'controller', 'fieldServiceAgents', 'customer'],
  'webhooks.write': ['admin', 'controller', 'customer'],
  'protocols.read': ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'],
  'protocols.write': ['admin', 'controller', 'customer'],
  'protocols.readAll': ['admin', 'controller', 'fieldServiceAgents'],
  'protocols.writeAll': ['admin', 'controller'],
  'protocols.deleteRecursively': ['admin'],
};

describe('the access policy', () => {
  it.each(actions.map((action) => [action] as const))('lets exactly the documented roles %s', (action) => {
    expect(rolesThatCan(action)).toEqual(expected[action]);
    for (const role of roles) expect(can(role, action)).toBe(expected[action].includes(role));
  });

  it('names every action once, as area.verb', () => {
    expect(Object.keys(expected).sort()).toEqual([...actions].sort());
    for (const action of actions) expect(action).toMatch(/^[a-z]+[A-Za-z]*\.[a-z]+[A-Za-z]*$/);
  });

  it('never lets a manufacturer read rooms, nor a night agent write them', () => {
    expect(can('manufacturer', 'rooms.read')).toBe(false);
    expect(can('fieldServiceAgents', 'rooms.write')).toBe(false);
    expect(can('fieldServiceAgents', 'rooms.read')).toBe(true);
  });

  it('tells actions and route accesses from other text', () => {
    expect(isAction('rooms.write')).toBe(true);
    expect(isAction('rooms.fly')).toBe(false);
    expect(isAction('public')).toBe(false);
    expect(isRouteAccess('public')).toBe(true);
    expect(isRouteAccess('session')).toBe(true);
    expect(isRouteAccess('device')).toBe(true);
    expect(isRouteAccess('toString')).toBe(false);
  });

  it('lets administrators grant any role, controllers any but admin, customers their own two', () => {
    const grantable = (caller: (typeof roles)[number]) => roles.filter((role) => mayGrantRole(caller, role));
    expect(grantable('admin')).toEqual([...roles]);
    expect(grantable('controller')).toEqual(['controller', 'fieldServiceAgents', 'manager', 'customer', 'manufacturer']);
    expect(grantable('customer')).toEqual(['manager', 'customer']);
    for (const caller of ['fieldServiceAgents', 'manager', 'manufacturer'] as const) expect(grantable(caller)).toEqual([]);
  });
});
