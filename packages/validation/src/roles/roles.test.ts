import { describe, expect, it } from 'vitest';
import {
  hasRankAtLeast,
  isAdminOrController,
  isControllerOrHigher,
  isCustomerOrManager,
  isNightAgentOrHigher,
  isRole,
  roleRank,
  roles,
  type Role,
} from './roles.ts';

const members = (check: (role: Role) => boolean) => roles.filter(check);

describe('roles (spec §6)', () => {
  it('rank admin 4, controller 3, field service agents 2, customer 1, manager and manufacturer 0', () => {
    expect(roleRank).toEqual({ admin: 4, controller: 3, fieldServiceAgents: 2, customer: 1, manager: 0, manufacturer: 0 });
  });

  it('compare higher-or-equal by rank', () => {
    expect(hasRankAtLeast('controller', 'fieldServiceAgents')).toBe(true);
    expect(hasRankAtLeast('customer', 'fieldServiceAgents')).toBe(false);
    expect(hasRankAtLeast('manager', 'manufacturer')).toBe(true);
    expect(hasRankAtLeast('manufacturer', 'customer')).toBe(false);
  });

  it("form the spec's groups", () => {
    expect(members(isNightAgentOrHigher)).toEqual(['admin', 'controller', 'fieldServiceAgents']);
    expect(members(isControllerOrHigher)).toEqual(['admin', 'controller']);
    expect(members(isAdminOrController)).toEqual(['admin', 'controller']);
    expect(members(isCustomerOrManager)).toEqual(['manager', 'customer']);
  });

  it('recognise a role among strings', () => {
    expect(isRole('fieldServiceAgents')).toBe(true);
    expect(isRole('superuser')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
