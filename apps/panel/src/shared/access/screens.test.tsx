// docs/permissions.md's "Panel screens" table names, for each screen, the action of the policy the
// panel asks before showing it: the table and `screenActions` say the same.
import { can, roles } from '@sereno/validation';
import { describe, expect, it } from 'vitest';
import permissions from '../../../../../docs/permissions.md?raw';
import { canSee, screenActions, type Screen } from './screens.ts';

/** The table's rows, as screen name → action. */
function documentedActions(): Map<string, string> {
  const section = permissions.slice(permissions.indexOf('## Panel screens'));
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Screen'));
  return new Map(rows.map((line) => line.split('|').map((cell) => cell.trim())).map(([, screen = '', action = '']) => [screen, action.replaceAll('`', '')]));
}

const documentedScreen: Record<Screen, string> = {
  dashboard: 'Dashboard',
  roomFigures: 'Dashboard',
  listings: 'Listings (rooms)',
  alarms: 'Alarms',
  bookings: 'Bookings',
  taskCalendar: 'Task calendar, tasks',
  tasks: 'Task calendar, tasks',
  devices: 'Devices',
  users: 'Users',
  protocols: 'Protocols (`/protocols`)',
  newCustomer: 'New customer (users)',
  flasher: 'Flasher (`/flasher/`)',
  monitors: 'Monitors',
  outbox: 'Outbox (`/outbox`)',
  audit: 'Audit log (`/audit`)',
  profile: 'Profile, settings, log out',
  settings: 'Profile, settings, log out',
};

describe('the screens each role sees', () => {
  it('ask the action docs/permissions.md names for them', () => {
    const documented = documentedActions();
    for (const [screen, action] of Object.entries(screenActions)) {
      // The dashboard's room counts are a part of the dashboard, documented in its "Why".
      if (screen === 'roomFigures') continue;
      expect(documented.get(documentedScreen[screen as Screen]), screen).toBe(action);
    }
  });

  it('follow the policy: a manufacturer sees no rooms but the flasher, a night agent no users', () => {
    expect(canSee('manufacturer', 'listings')).toBe(false);
    expect(canSee('manufacturer', 'flasher')).toBe(true);
    expect(canSee('fieldServiceAgents', 'users')).toBe(false);
    for (const role of roles) {
      expect(canSee(role, 'dashboard')).toBe(true);
      expect(canSee(role, 'alarms')).toBe(can(role, 'alarms.read'));
    }
  });
});
