// A booking as the API answers it (spec §3 Booking, and the legacy booking details). Absent values
// are left out rather than sent as null, as for rooms and users.
import { bookingSources, bookingStatuses } from '@sereno/validation';
import { z } from 'zod';
import type { BookingRow } from '../db/schema/bookings.ts';

const optional = z.string().optional();
const optionalAmount = z.number().optional();

const originSchema = z.object({ origin: optional, reservationNumber: optional });
const billingSchema = z
  .object({
    totalCost: optionalAmount,
    vat: optionalAmount,
    commission: optionalAmount,
    paid: optionalAmount,
    deposit: optionalAmount,
    pendingPayment: optionalAmount,
  })
  .meta({ id: 'BookingBilling' });

export const bookingResponseSchema = z
  .object({
    _id: z.uuid(),
    roomId: z.uuid(),
    roomName: z.string(),
    reservationNumber: optional,
    guest: z
      .object({
        firstName: z.string(),
        lastName: optional,
        phone: optional,
        email: optional,
        nationality: optional,
        language: optional.describe('ISO 639-1 code of the language to speak to the guest in'),
        age: z.int().optional(),
      })
      .meta({ id: 'BookingGuest' }),
    checkIn: z.iso.datetime(),
    checkOut: z.iso.datetime(),
    otaInfo: originSchema.describe('The travel agency that sold the stay, and its reservation number'),
    pmsInfo: originSchema.describe('The property-management system that manages it, and its reservation number'),
    pax: z.int().positive(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .describe("ISO 4217 code of the currency of every amount of the booking (cityTax, billing): the PMS's, or EUR by default"),
    cityTax: optionalAmount,
    accessType: optional,
    keyStatus: optional,
    billing: billingSchema,
    status: z.enum(bookingStatuses),
    additionalInfo: optional,
    source: z.enum(bookingSources).describe('manual, or the PMS it was imported from'),
    externalId: optional.describe("The PMS's id of the reservation"),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Booking' });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

const present = <T>(value: T | null): T | undefined => value ?? undefined;

export function toBookingResponse(row: BookingRow, roomName: string): BookingResponse {
  return {
    _id: row.id,
    roomId: row.roomId,
    roomName,
    reservationNumber: present(row.reservationNumber),
    guest: {
      firstName: row.guestFirstName,
      lastName: present(row.guestLastName),
      phone: present(row.guestPhone),
      email: present(row.guestEmail),
      nationality: present(row.guestNationality),
      language: present(row.guestLanguage),
      age: present(row.guestAge),
    },
    checkIn: row.checkIn.toISOString(),
    checkOut: row.checkOut.toISOString(),
    otaInfo: { origin: present(row.otaOrigin), reservationNumber: present(row.otaReservationNumber) },
    pmsInfo: { origin: present(row.pmsOrigin), reservationNumber: present(row.pmsReservationNumber) },
    pax: row.pax,
    currency: row.currency,
    cityTax: present(row.cityTax),
    accessType: present(row.accessType),
    keyStatus: present(row.keyStatus),
    billing: row.billing,
    status: row.status,
    additionalInfo: present(row.additionalInfo),
    source: row.source,
    externalId: present(row.externalId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Spec §3 Legacy booking details: the booking flattened as the older booking screen reads it. */
export const legacyBookingDetailsSchema = z
  .object({
    roomId: z.uuid(),
    booking: z.uuid().describe("The booking's _id"),
    guestFirstName: z.string(),
    guestLastName: optional,
    phone: optional,
    age: z.int().optional(),
    email: optional,
    nationality: optional,
    pax: z.int().positive(),
    otaOrigin: optional,
    pmsOrigin: optional,
    otaReservationNumber: optional,
    pmsReservationNumber: optional,
    currency: z.string().describe('ISO 4217 code of the currency of the amounts below'),
    totalCost: optionalAmount,
    vat: optionalAmount,
    cityTax: optionalAmount,
    commission: optionalAmount,
    paid: optionalAmount,
    deposit: optionalAmount,
    pendingPayment: optionalAmount,
    checkInDatetime: z.iso.datetime(),
    checkOutDatetime: z.iso.datetime(),
    arrivalMethod: optional,
    flightNumber: optional,
    accessType: optional,
    keyStatus: optional,
    accessCode1: optional,
    accessCode2: optional,
    callbackMessages: z.array(z.string()),
  })
  .meta({ id: 'LegacyBookingDetails' });

export function toLegacyBookingDetails(row: BookingRow): z.infer<typeof legacyBookingDetailsSchema> {
  return {
    roomId: row.roomId,
    booking: row.id,
    guestFirstName: row.guestFirstName,
    guestLastName: present(row.guestLastName),
    phone: present(row.guestPhone),
    age: present(row.guestAge),
    email: present(row.guestEmail),
    nationality: present(row.guestNationality),
    pax: row.pax,
    otaOrigin: present(row.otaOrigin),
    pmsOrigin: present(row.pmsOrigin),
    otaReservationNumber: present(row.otaReservationNumber),
    pmsReservationNumber: present(row.pmsReservationNumber),
    currency: row.currency,
    ...row.billing,
    cityTax: present(row.cityTax),
    checkInDatetime: row.checkIn.toISOString(),
    checkOutDatetime: row.checkOut.toISOString(),
    arrivalMethod: present(row.arrivalMethod),
    flightNumber: present(row.flightNumber),
    accessType: present(row.accessType),
    keyStatus: present(row.keyStatus),
    accessCode1: present(row.accessCode1),
    accessCode2: present(row.accessCode2),
    callbackMessages: row.callbackMessages,
  };
}

/** The guest now in a room (GET /rooms/roomdetails/{monitorId}, `currentBooking`). */
export const roomCurrentBookingSchema = bookingResponseSchema
  .pick({ _id: true, guest: true, checkIn: true, checkOut: true, pax: true })
  .meta({ id: 'RoomCurrentBooking' });

export function toRoomCurrentBooking(row: BookingRow): z.infer<typeof roomCurrentBookingSchema> {
  const { _id, guest, checkIn, checkOut, pax } = toBookingResponse(row, '');
  return { _id, guest, checkIn, checkOut, pax };
}
