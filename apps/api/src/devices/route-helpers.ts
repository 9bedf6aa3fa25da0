// What the device routes share: their refusals and audit entries, a device as the caller sees it,
// who may place a device, the lock of a device the caller may disturb, and putting a device in a room.
import { can, message } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit, type AuditAction } from '../audit/log.ts';
import { callerOf, visibleDevices } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage, type ServerMessageKey } from '../platform/messages.ts';
import { lockRoom, lockRoomOfDevice, moveDevices } from '../rooms/queries.ts';
import { findDeviceWithJoins, lastSeenOf, lockDeviceAmong, type DeviceKey } from './queries.ts';
import { toDevice } from './responses.ts';
import type { DeviceRow } from '../db/schema/devices.ts';

export const identifier = z.uuid({ error: message('identifier') });
export const monitorIdText = z
  .string()
  .trim()
  .min(1, { error: message('required') })
  .max(100);

export const common = {
  400: errorResponse('A field is missing or invalid, or an id is not an id'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
};
export const notFound = errorResponse('No such device, or not one the caller may see');

export function deviceRouteHelpers({ db, clock, firmwareVersion }: { db: Database; clock: () => Date; firmwareVersion: string }) {
  const fail = (request: FastifyRequest, statusCode: number, key: ServerMessageKey): never => {
    throw new HttpError(statusCode, serverMessage(requestLanguage(request), key));
  };
  const audit = (tx: Database, request: FastifyRequest, action: AuditAction, targetId: string) =>
    recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action, targetType: 'device', targetId });

  /** The device `key` as the caller sees it; 404 when it may not see it. */
  async function deviceAnswer(request: FastifyRequest, key: DeviceKey) {
    const row = await findDeviceWithJoins(db, key, visibleDevices(callerOf(request)));
    if (!row) return fail(request, 404, 'deviceNotFound');
    return toDevice(row, firmwareVersion, callerOf(request), clock());
  }

  /** 403 when the caller sets where a device is (its owner, its room) and may not (manufacturers). */
  function refuseUnlessPlacer(request: FastifyRequest, body: { ownerId?: string | undefined; roomId?: string | undefined }): void {
    if ((body.ownerId !== undefined || body.roomId !== undefined) && !can(callerOf(request).role, 'devices.place'))
      fail(request, 403, 'devicePlacementStaffOnly');
  }

  /** The device `key` among those the caller sees, locked; 404 otherwise. */
  async function lockVisibleDevice(tx: Database, request: FastifyRequest, key: DeviceKey): Promise<DeviceRow> {
    return (await lockDeviceAmong(tx, key, visibleDevices(callerOf(request)))) ?? fail(request, 404, 'deviceNotFound');
  }

  /**
   * The device `id` among those the caller sees, locked (404 otherwise); 403 when it watches a live
   * room and the caller may only act on devices not yet installed (manufacturers).
   */
  async function lockDisturbableDevice(tx: Database, request: FastifyRequest, id: string): Promise<DeviceRow> {
    const device = await lockVisibleDevice(tx, request, { id });
    if (!can(callerOf(request).role, 'devices.place') && (await lockRoomOfDevice(tx, device.monitorId))) fail(request, 403, 'deviceInstalled');
    return device;
  }

  /** Puts the device into the live room `roomId`; refuses a room that has a device of its own. Answers the room's owner. */
  async function placeDevice(tx: Database, request: FastifyRequest, monitorId: string, roomId: string): Promise<string | null> {
    const room = (await lockRoom(tx, roomId, undefined)) ?? fail(request, 400, 'roomNotFound');
    if (room.monitorId === monitorId) return room.ownerId;
    if (room.monitorId !== null) fail(request, 409, 'roomHasDevice');
    const previous = await lockRoomOfDevice(tx, monitorId);
    const lastSeenAt = await lastSeenOf(tx, monitorId);
    await moveDevices(tx, [
      ...(previous ? [{ roomId: previous.id, values: { monitorId: null, latest: null, lastSeenAt: null } }] : []),
      { roomId: room.id, values: { monitorId, latest: previous?.latest ?? null, lastSeenAt: previous?.lastSeenAt ?? lastSeenAt } },
    ]);
    return room.ownerId;
  }

  return { fail, audit, deviceAnswer, refuseUnlessPlacer, lockVisibleDevice, lockDisturbableDevice, placeDevice };
}
