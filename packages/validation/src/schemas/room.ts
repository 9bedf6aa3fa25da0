import { z } from 'zod';
import { location } from '../rules/coordinates.ts';
import { phoneList } from '../rules/phone.ts';
import { requiredString } from '../rules/required.ts';
import { id, optionalText, optionalWith } from './common.ts';
import { longText } from '../rules/length.ts';

/** Spec §3 Room: the fields its create and edit forms send (POST /rooms, PUT /rooms/{id}). */
export const roomSchema = z.object({
  name: requiredString(),
  address: optionalText(),
  address2: optionalText(),
  zipCode: optionalText(),
  city: optionalText(),
  province: optionalText(),
  country: optionalText(),
  location: location().optional(),
  /** Numbers to call, comma-separated (spec §3). */
  phone: optionalWith(phoneList()),
  phoneSMS: optionalWith(phoneList()),
  timezone: z.object({ name: requiredString(), label: requiredString() }).optional(),
  ownerId: id().optional(),
  managerId: id().optional(),
  /** A room created with a device names it; without one it needs an available licence (spec §5). */
  monitorId: optionalText(),
  /** The code printed on the device's label: claims a device nobody owns yet (docs/devices.md, "Claim codes"). */
  claimCode: optionalText(),
  licenseId: id().optional(),
  serviceContractId: id().optional(),
});
export type RoomInput = z.input<typeof roomSchema>;

export const roomUpdateSchema = roomSchema.partial();

/** Spec §4 room states as the list filters them. */
export const roomStatuses = ['connected', 'noiseAlert', 'disconnected'] as const;
export type RoomStatus = (typeof roomStatuses)[number];

/** A note on a room (spec §2 notes tab): its text, required, at most 5000 characters (spec §5). */
export const roomNoteSchema = z.object({ text: requiredString().pipe(longText()) });
export type RoomNoteInput = z.input<typeof roomNoteSchema>;
