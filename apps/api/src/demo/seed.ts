// Demo mode (the default outside production): a fresh installation gets a believable operator, so
// that the panel can be tried at once: three customers with their contracts, 38 rooms in Málaga,
// Barcelona and Asturias, their devices in every state, bookings and tasks, one staff account per
// role and a customer and a manager account for each customer. Never in production (config refuses it).
import type { Database } from '../platform/database.ts';
import { seedDemoCustomers } from './customers.ts';
import { followDemoPresets, seedDemoPresets } from './presets.ts';
import { seedDemoRooms } from './rooms.ts';
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
  /** The demo customer (its index in `demoCustomers`) a customer or manager account works for. */
  customer?: number;
}

export const demoAccounts: readonly DemoAccount[] = [
  { username: 'admin', role: 'admin', name: 'Lucía Fernández', email: 'lucia.fernandez@sereno.example.com' },
  { username: 'controller', role: 'controller', name: 'Javier Romero', email: 'javier.romero@sereno.example.com' },
  { username: 'agent', role: 'fieldServiceAgents', name: 'Marta Iglesias', email: 'marta.iglesias@sereno.example.com' },
  { username: 'manager', role: 'manager', name: 'Daniel Ortega', email: 'daniel.ortega@sereno.example.com', customer: 0 },
  { username: 'customer', role: 'customer', name: 'Carmen Ruiz', email: 'carmen.ruiz@brisadelmar.example.com', customer: 0 },
  { username: 'manufacturer', role: 'manufacturer', name: 'Pablo Navarro', email: 'pablo.navarro@sereno.example.com' },
  { username: 'manager.picos', role: 'manager', name: 'Covadonga Álvarez', email: 'covadonga.alvarez@picosverdes.example.com', customer: 1 },
  { username: 'customer.picos', role: 'customer', name: 'Iñaki Etxeberria', email: 'inaki.etxeberria@picosverdes.example.com', customer: 1 },
  { username: 'manager.galeria', role: 'manager', name: 'Marc Soler', email: 'marc.soler@lagaleria.example.com', customer: 2 },
  { username: 'customer.galeria', role: 'customer', name: 'Núria Puig', email: 'nuria.puig@lagaleria.example.com', customer: 2 },
];

/**
 * Creates the demo data when the users table is empty; returns whether it did. With the server's
 * `secret`, the demo devices' tokens are `demoDeviceToken(secret, monitorId)` (for the simulator).
 */
export async function seedDemo(db: Database, secret?: string): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  await db.transaction(async (tx) => {
    const { customerIds, licenceIds } = await seedDemoCustomers(tx);
    await seedDemoPresets(tx, customerIds);
    // The first customer's SMS count as activated by the provider (docs/alarms.md), so that the party's
    // SMS wait in the dev outbox ready to go rather than kept as not activated.
    if (customerIds[0]) await setSmsActivation(tx, { customerId: customerIds[0], activated: true, by: null, at: new Date() });
    // Each customer's rooms, devices, bookings and tasks belong to its customer account and are run by its manager.
    const owners: string[] = [];
    const managers: string[] = [];
    for (const { customer, ...account } of demoAccounts) {
      const customerId = customer === undefined ? undefined : customerIds[customer];
      const user = await insertUser(tx, { ...account, password: demoPassword, ...(customerId ? { customerId } : {}) });
      if (customer !== undefined) (account.role === 'customer' ? owners : managers)[customer] = user.id;
    }
    await seedDemoRooms(tx, { owners, managers, licenceLines: licenceIds });
    await followDemoPresets(tx, customerIds);
    await seedDemoDevices(tx, { ownerId: owners[0] ?? '', owners, secret });
    await seedDemoTasks(tx, await seedDemoBookings(tx), owners);
  });
  return true;
}

/** The demo accounts that exist (all of them after seeding, none if the database had users before demo mode). */
export async function presentDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const present = await existingUsernames(
    db,
    demoAccounts.map((account) => account.username),
  );
  return demoAccounts.filter((account) => present.has(account.username));
}
