import type { Role } from '@sereno/validation';

/**
 * Who may add, merge and equip rooms: the server's room writers (docs/permissions.md, "Rooms":
 * administrators, controllers and customers). Others see the buttons' pages answer 403, so the
 * buttons are not shown to them.
 */
export const mayWriteRooms = (role: Role): boolean => role === 'admin' || role === 'controller' || role === 'customer';

/** Spec §6: administrators choose the user a new room belongs to. */
export const mayChooseRoomOwner = (role: Role): boolean => role === 'admin';
