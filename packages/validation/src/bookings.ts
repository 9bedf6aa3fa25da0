// The booking form as POST /bookings and PUT /bookings/{id} take it (spec §3 Booking and Legacy
// booking details): the guest (phone and email by the spec §5 rules, so that alarms can reach them),
// the stay (check-out after check-in), at least one guest, and what the host keeps about the stay.
import { z } from 'zod';
import { message } from './messages/message.ts';
import { dateTime } from './rules/date-time.ts';
import { email } from './rules/email.ts';
import { longText, maxLength } from './rules/length.ts';
import { integerInRange } from './rules/numbers.ts';
import { phone } from './rules/phone.ts';
import { requiredString } from './rules/required.ts';
import { bookingStatuses } from './schemas/booking.ts';
import { enumOf, id, optionalWith } from './schemas/common.ts';

/** Where a booking came from: typed in Sereno, or imported from a property-management system. */
export const bookingSources = ['manual', 'guesty', 'avantio', 'kross'] as const;
export type BookingSource = (typeof bookingSources)[number];

/** The guest counts of a stay: at least one, at most a hundred (a whole house). */
export const BOOKING_PAX_MAX = 100;

const shortText = (max = 200) => optionalWith(maxLength(max).trim());
const amount = () =>
  z
    .number({ error: message('number') })
    .min(0, { error: message('range', { min: 0, max: 1_000_000 }) })
    .max(1_000_000, { error: message('range', { min: 0, max: 1_000_000 }) });

/**
 * The currencies the booking form offers, the most usual first; an imported booking may carry any other
 * ISO 4217 code its PMS sends. A booking's amounts (city tax, billing) are all in its one currency.
 */
export const bookingCurrencies = ['EUR', 'GBP', 'USD', 'CHF', 'MXN', 'BRL'] as const;
/** The currency of a booking whose form or PMS says none (spec: Sereno's customers bill in euros). */
export const DEFAULT_BOOKING_CURRENCY = 'EUR';

/** An ISO 4217 currency code: three letters, written in capitals ("eur" is EUR). */
export const currencyCode = () =>
  z
    .string({ error: message('option') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: message('option') });

export const bookingGuestSchema = z.object({
  firstName: requiredString().pipe(maxLength(100)),
  lastName: shortText(100),
  phone: optionalWith(phone()),
  email: optionalWith(email()),
  /** A country name or ISO code, as the PMS or the host writes it. */
  nationality: shortText(100),
  /** The language to speak to the guest in: an ISO 639-1 code (es, en, fr...). */
  language: optionalWith(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/, { error: message('option') }),
  ),
  age: integerInRange(0, 120).optional(),
});

/** Where the stay was sold (OTA) or is managed (PMS), with that system's reservation number. */
export const bookingOriginSchema = z.object({ origin: shortText(100), reservationNumber: shortText(100) });

export const bookingBillingSchema = z.object({
  totalCost: amount().optional(),
  vat: amount().optional(),
  commission: amount().optional(),
  paid: amount().optional(),
  deposit: amount().optional(),
  pendingPayment: amount().optional(),
});

const bookingFields = z.object({
  roomId: id(),
  reservationNumber: shortText(100),
  guest: bookingGuestSchema,
  checkIn: dateTime(),
  checkOut: dateTime(),
  pax: integerInRange(1, BOOKING_PAX_MAX).default(1),
  status: enumOf(bookingStatuses).default('Unconfirmed'),
  otaInfo: bookingOriginSchema.optional(),
  pmsInfo: bookingOriginSchema.optional(),
  /** The currency of every amount of the booking (cityTax, billing): an ISO 4217 code. */
  currency: currencyCode().default(DEFAULT_BOOKING_CURRENCY),
  cityTax: amount().optional(),
  billing: bookingBillingSchema.optional(),
  accessType: shortText(),
  keyStatus: shortText(),
  accessCode1: shortText(100),
  accessCode2: shortText(100),
  arrivalMethod: shortText(),
  flightNumber: shortText(20),
  callbackMessages: z
    .array(longText(), { error: message('required') })
    .max(50, { error: message('maxItems', { max: 50 }) })
    .optional(),
  additionalInfo: longText().optional(),
});

/** POST /bookings, and PUT /bookings/{id}, which replaces the booking with the form as sent. */
export const bookingFormSchema = bookingFields.refine((stay) => Date.parse(stay.checkOut) > Date.parse(stay.checkIn), {
  path: ['checkOut'],
  error: message('dateOrder'),
});
export type BookingForm = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;

const instant = () => dateTime().transform((value) => new Date(value));

/**
 * The date filters of the bookings list and its CSV (GET /bookings): the stays whose check-in, or
 * check-out, falls in [from, to). The panel sends the viewer's own day as such an interval, so that
 * "today" is the viewer's today whatever the server's time zone.
 */
export const bookingDateFilterFields = {
  checkInFrom: instant().describe('Only the stays checking in at or after this instant (ISO 8601 with offset)'),
  checkInTo: instant().describe('Only the stays checking in before this instant (ISO 8601 with offset)'),
  checkOutFrom: instant().describe('Only the stays checking out at or after this instant (ISO 8601 with offset)'),
  checkOutTo: instant().describe('Only the stays checking out before this instant (ISO 8601 with offset)'),
};

type BookingDateFilters = { [Key in keyof typeof bookingDateFilterFields]?: unknown };

/**
 * Refuses an interval whose start is after its end (an equal pair is an empty interval, not an
 * error). zod runs refinements even when a date failed to parse, so each checks it has two dates.
 */
export function refineBookingDateOrder(values: BookingDateFilters, context: z.RefinementCtx): void {
  for (const [from, to] of [
    ['checkInFrom', 'checkInTo'],
    ['checkOutFrom', 'checkOutTo'],
  ] as const) {
    const [start, end] = [values[from], values[to]];
    if (start instanceof Date && end instanceof Date && start > end) context.addIssue({ code: 'custom', path: [to], message: message('dateOrder') });
  }
}
