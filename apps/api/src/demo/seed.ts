// Demo mode (the default outside production): a fresh installation gets three customers with their
// contracts, the first one's rooms, and one account per role, so that the panel can be tried at
// once. Never in production (config refuses it).
import type { Database } from '../platform/database.ts';
import { seedDemoCustomers, seedDemoRooms } from './customers.ts';
import { seedDemoBookings } from './bookings.ts';
import { seedDemoDevices } from './devices.ts';
import { setSmsActivation } from '../notifications/sms-activation.ts';
import { seedDemoTasks } from './tasks.ts';
import { countUsers, existingUsernames } from '../users/queries.ts';
import type { Role } from '@sereno/validation';
import { insertUser } from '../users/service.ts';

export const demoPassword = 'Sereno#2026';

export interface DemoAccount {
  username: string;
  role: Role;
  name: string;
  email: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { username: 'admin', role: 'admin', name: 'Lucía Fernández', email: 'lucia.fernandez@sereno.example.com' },
  { username: 'controller', role: 'controller', name: 'Javier Romero', email: 'javier.romero@sereno.example.com' },
  { username: 'agent', role: 'fieldServiceAgents', name: 'Marta Iglesias', email: 'marta.iglesias@sereno.example.com' },
  { username: 'manager', role: 'manager', name: 'Daniel Ortega', email: 'daniel.ortega@sereno.example.com' },
  { username: 'customer', role: 'customer', name: 'Carmen Ruiz', email: 'carmen.ruiz@brisadelmar.example.com' },
  { username: 'manufacturer', role: 'manufacturer', name: 'Pablo Navarro', email: 'pablo.navarro@sereno.example.com' },
];

/**
 * Creates the demo data when the users table is empty; returns whether it did. With the server's
 * `secret`, the demo devices' tokens are `demoDeviceToken(secret, monitorId)` (for the simulator).
 */
export async function seedDemo(db: Database, secret?: string): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  await db.transaction(async (tx) => {
    const { customerIds, licenceIds } = await seedDemoCustomers(tx);
    // The first customer's SMS count as activated by the provider (docs/alarms.md), so that the party's
    // SMS wait in the dev outbox ready to go rather than kept as not activated.
    if (customerIds[0]) await setSmsActivation(tx, { customerId: customerIds[0], activated: true, by: null, at: new Date() });
    const ids = new Map<Role, string>();
    for (const account of demoAccounts) {
      // The customer and the manager work for the first demo customer.
      const linked = account.role === 'customer' || account.role === 'manager';
      const user = await insertUser(tx, { ...account, password: demoPassword, ...(linked ? { customerId: customerIds[0] } : {}) });
      ids.set(account.role, user.id);
    }
    await seedDemoRooms(tx, { ownerId: ids.get('customer') ?? '', managerId: ids.get('manager') ?? '', licenceIds: licenceIds[0] ?? new Map() });
    await seedDemoDevices(tx, { ownerId: ids.get('customer') ?? '', secret });
    await seedDemoTasks(tx, await seedDemoBookings(tx), ids.get('customer') ?? '');
  });
  return true;
}

/** The demo accounts that exist (all six after seeding, none if the database had users before demo mode). */
export async function presentDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const present = await existingUsernames(
    db,
    demoAccounts.map((account) => account.username),
  );
  return demoAccounts.filter((account) => present.has(account.username));
}
