// What the room routes share: their schemas' common parts, refusals and audit entries, a room's
// detail, the owner a call names, and putting a device into a room (with its claim when nobody owns it).
import { message, type Language } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { activeAlarmsOf } from '../alarms/room-status.ts';
import { recordAudit, type AuditAction } from '../audit/log.ts';
import { isDeviceAmong, lockDevice, setDeviceOwner, type DeviceRow } from '../devices/service.ts';
import { callerOf, visibleDevices, visibleRooms, visibleUsers } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage, type ServerMessageKey } from '../platform/messages.ts';
import { findUser, type UserRow } from '../users/queries.ts';
import { checkClaimCode } from './device-claims.ts';
import { deviceValuesOf, findRoom, lockRoom, lockRoomOfDevice, moveDevices, noDevice } from './queries.ts';
import { toRoomDetail } from './responses.ts';
import type { RoomRow } from './service.ts';

export const identifier = z.uuid({ error: message('identifier') });
export const idParams = z.object({ id: identifier });
export const monitorIdText = z
  .string()
  .trim()
  .min(1, { error: message('required') })
  .max(100);
export const claimCodeText = z
  .string()
  .max(100)
  .optional()
  .describe("The claim code printed on the device's label: needed to put in a room a device nobody owns yet that the caller does not see");

export const common = {
  400: errorResponse('A field is missing or invalid, or an id is not an id'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
};
export const notFound = errorResponse('No such room (or not one the caller may see): "Room not found"');

export function roomRouteHelpers({ db, clock }: { db: Database; clock: () => Date }) {
  const refuse = (language: Language, statusCode: number, key: ServerMessageKey, params: Record<string, string> = {}): never => {
    throw new HttpError(statusCode, serverMessage(language, key, params));
  };
  const audit = (tx: Database, request: FastifyRequest, action: AuditAction, targetId: string, targetType: 'room' | 'user' = 'room') =>
    recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action, targetType, targetId });

  /** The room `id` as `GET /rooms/{id}` answers it, with its active alarms; 404 when the caller may not see it. */
  async function detailOf(request: FastifyRequest, id: string) {
    const now = clock();
    const found = await findRoom(db, { id }, visibleRooms(callerOf(request)), now);
    if (!found) return refuse(requestLanguage(request), 404, 'roomNotFound');
    return { ...toRoomDetail(found, now), alarms: await activeAlarmsOf(db, id, requestLanguage(request)) };
  }

  /** The owner named by `ownerId` (the caller without one), among the users the caller may see. */
  async function ownerOf(request: FastifyRequest, ownerId: string | undefined): Promise<UserRow> {
    const caller = callerOf(request);
    if (ownerId === undefined || ownerId === caller.id) return caller;
    return (await findUser(db, ownerId, visibleUsers(caller))) ?? refuse(requestLanguage(request), 404, 'userNotFound');
  }

  /**
   * A device a caller may put in a room: one it can see, or one nobody owns yet whose claim code it
   * gives (./device-claims.ts); any other answers `statusCode` as if it did not exist.
   */
  async function usableDevice(tx: Database, request: FastifyRequest, monitorId: string, statusCode: number, claimCode: string | undefined): Promise<DeviceRow> {
    const device = await lockDevice(tx, monitorId);
    if (device && (await isDeviceAmong(tx, device.id, visibleDevices(callerOf(request))))) return device;
    if (!device || device.ownerId !== null) return refuse(requestLanguage(request), statusCode, 'deviceNotFound');
    await checkClaimCode(tx, request, device, claimCode, clock());
    return device;
  }

  /**
   * Puts `device` into `room`: it leaves the live room it watched (taking its latest values along),
   * the room's previous device is left without a room, and a device nobody owned becomes the owner's.
   */
  async function assignDevice(tx: Database, request: FastifyRequest, room: RoomRow, device: DeviceRow): Promise<void> {
    const language = requestLanguage(request);
    const previous = await lockRoomOfDevice(tx, device.monitorId);
    if (previous?.id === room.id) return;
    if (previous && !(await lockRoom(tx, previous.id, visibleRooms(callerOf(request))))) refuse(language, 409, 'deviceInUse', { room: '—' });
    await moveDevices(tx, [
      ...(previous ? [{ roomId: previous.id, values: noDevice }] : []),
      { roomId: room.id, values: previous ? deviceValuesOf(previous) : { monitorId: device.monitorId, latest: null, lastSeenAt: device.lastSeenAt } },
    ]);
    await adoptDevice(tx, device, room.ownerId);
  }

  /** A device nobody owned becomes the owner's of the room it is put in. */
  async function adoptDevice(tx: Database, device: DeviceRow, ownerId: string | null): Promise<void> {
    if (device.ownerId === null && ownerId !== null) await setDeviceOwner(tx, device.id, ownerId, clock());
  }

  return { refuse, audit, detailOf, ownerOf, usableDevice, assignDevice, adoptDevice };
}
