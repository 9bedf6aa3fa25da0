// Which role sees which screen of the panel (docs/permissions.md, "Panel screens"). The spec leaves
// it open (§6: "Which role sees which screen: not shown"); each screen shows to those whom the access
// policy lets do what the screen is about, so that nobody is shown a screen whose calls would all
// answer 403. The navigation lists a screen only once its page exists.
import { can, type Action, type Role } from '@sereno/validation';

/** The action each screen is about; `session` for every logged-in person (one's own account). */
export const screenActions = {
  dashboard: 'session',
  /** The dashboard's room counts. */
  roomFigures: 'rooms.read',
  listings: 'rooms.read',
  /**
   * The fleet: staff and the factory (`devices.readAll`). A customer's or a manager's devices are
   * those of their rooms, which the rooms pages show; the API still answers them their own.
   */
  devices: 'devices.readAll',
  users: 'users.manage',
  /** Staff add a customer with its first user and licences (POST /api/customers). */
  newCustomer: 'customers.create',
  /**
   * The protocol builder: those who change an owner's structure (customers their own, staff anyone's).
   * Night agents and managers read the protocols on a room's page.
   */
  protocols: 'protocols.write',
  alarms: 'alarms.read',
  bookings: 'bookings.read',
  taskCalendar: 'tasks.read',
  tasks: 'tasks.read',
  /** Creates devices and sets their firmware (POST /api/devices). */
  flasher: 'devices.manage',
  /** GET /api/monitors/lexeon-devices. */
  monitors: 'devices.monitor',
  /** GET /api/audit: who changed what, for administrators. */
  audit: 'audit.read',
  /** GET /api/dev/outbox: the staff who watch the alarms. */
  outbox: 'outbox.read',
  profile: 'session',
  settings: 'session',
} as const satisfies Record<string, Action | 'session'>;

export type Screen = keyof typeof screenActions;

export function canSee(role: Role, screen: Screen): boolean {
  const action: Action | 'session' = screenActions[screen];
  return action === 'session' || can(role, action);
}
