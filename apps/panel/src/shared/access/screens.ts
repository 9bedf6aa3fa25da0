// Which role sees which screen of the panel (docs/permissions.md, "Panel screens"). The spec leaves
// it open (§6: "Which role sees which screen: not shown"); each decision follows what the server lets
// the role read, so that nobody is shown a screen whose calls would all answer 403. The navigation
// lists a screen only once its page exists.
import type { Role } from '@sereno/validation';

const everyone = ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer', 'manufacturer'] as const satisfies readonly Role[];
/** Everyone who may read rooms (GET /api/rooms answers 403 to manufacturers only). */
const roomReaders = ['admin', 'controller', 'fieldServiceAgents', 'manager', 'customer'] as const satisfies readonly Role[];

export const screenRoles = {
  dashboard: everyone,
  /** The dashboard's room counts. */
  roomFigures: roomReaders,
  listings: roomReaders,
  devices: everyone,
  users: ['admin', 'controller', 'customer'],
  alarms: roomReaders,
  bookings: roomReaders,
  taskCalendar: roomReaders,
  tasks: roomReaders,
  /** Creates devices and sets their firmware: POST /api/devices is for these three. */
  flasher: ['admin', 'controller', 'manufacturer'],
  /** GET /api/monitors/lexeon-devices: night agents and above, and manufacturers. */
  monitors: ['admin', 'controller', 'fieldServiceAgents', 'manufacturer'],
  profile: everyone,
  settings: everyone,
} as const satisfies Record<string, readonly Role[]>;

export type Screen = keyof typeof screenRoles;

export function canSee(role: Role, screen: Screen): boolean {
  return (screenRoles[screen] as readonly Role[]).includes(role);
}
