// What a role may change on a room's page (docs/permissions.md, "Rooms" and "Devices"): the page
// offers only these, and the server's answers stay the real check.
import { isAdminOrController, isNightAgentOrHigher, type Role } from '@sereno/validation';

/** PUT /rooms/{id} (name, address, location, phones, timezone): administrators, controllers, the owner's customer. */
export const mayEditGeneral = (role: Role): boolean => isAdminOrController(role) || role === 'customer';

/** PUT /rooms/{id}/settings and alert schedules: also the managers of the room. */
export const mayEditSettings = (role: Role): boolean => mayEditGeneral(role) || role === 'manager';

/** A manager may not hand its rooms to another manager (the server ignores its managerId). */
export const mayChooseManager = mayEditGeneral;

/** POST /request-ota-update: not night agents nor managers. */
export const mayRequestDeviceUpdate = (role: Role): boolean => mayEditGeneral(role) || role === 'manufacturer';

/** A room's PMS links are part of its settings: its managers link the rooms they manage too. */
export const mayLinkRoomToPms = mayEditSettings;

/** "Sync now" (POST /third-parties/sync) acts on the customer's account: not its managers (docs/permissions.md, "Integrations (PMS)"). */
export const maySyncPms = (role: Role): boolean => isAdminOrController(role) || role === 'customer';

/** Staff name the customer they act for on the third-party routes; customers and managers act for their own. */
export const actsForAnyCustomer = isNightAgentOrHigher;
