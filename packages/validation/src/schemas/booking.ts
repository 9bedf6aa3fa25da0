import { z } from 'zod';
import { message } from '../messages/message.ts';
import { dateTime } from '../rules/date-time.ts';
import { email } from '../rules/email.ts';
import { longText } from '../rules/length.ts';
import { integerInRange } from '../rules/numbers.ts';
import { phone } from '../rules/phone.ts';
import { requiredString } from '../rules/required.ts';
import { enumOf, id, optionalText, optionalWith } from './common.ts';

/** Spec §4: Confirmed (green), Cancelled (red), Unknown (grey), Unconfirmed (orange). */
export const bookingStatuses = ['Confirmed', 'Cancelled', 'Unknown', 'Unconfirmed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const guestSchema = z.object({
  firstName: requiredString(),
  lastName: optionalText(),
  phone: optionalWith(phone()),
  email: optionalWith(email()),
  nationality: optionalText(),
  age: integerInRange(0, 120).optional(),
});

/** Spec §3 Booking, as POST /bookings and PUT /bookings/{id} send it. */
export const bookingSchema = z
  .object({
    roomId: id(),
    reservationNumber: optionalText(),
    guest: guestSchema,
    checkIn: dateTime(),
    checkOut: dateTime(),
    otaInfo: optionalText(),
    pmsInfo: optionalText(),
    pax: integerInRange(0, 100).optional(),
    cityTax: z.number().nonnegative().optional(),
    accessType: optionalText(),
    keyStatus: optionalText(),
    billing: optionalText(),
    status: enumOf(bookingStatuses).default('Unconfirmed'),
    additionalInfo: longText().optional(),
  })
  .refine((booking) => Date.parse(booking.checkOut) > Date.parse(booking.checkIn), {
    path: ['checkOut'],
    error: message('dateOrder'),
  });
export type BookingInput = z.input<typeof bookingSchema>;
