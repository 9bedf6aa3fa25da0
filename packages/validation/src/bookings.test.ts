import { describe, expect, it } from 'vitest';
import { addressSuggestionQuerySchema } from './address.ts';
import { bookingFormSchema } from './bookings.ts';
import { taskCreateSchema, taskUpdateSchema } from './tasks.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? []);

const id = '7d4f6a52-5b6e-4f4e-9d59-0b8f5d7c2a11';
const booking = { roomId: id, guest: { firstName: ' Ana ' }, checkIn: '2026-12-01T15:00:00Z', checkOut: '2026-12-04T11:00:00+01:00' };

describe('the booking form', () => {
  it('takes a stay with one guest by default, Unconfirmed, trimmed, empty fields as absent', () => {
    expect(
      bookingFormSchema.parse({ ...booking, reservationNumber: '  ', guest: { firstName: ' Ana ', phone: '', email: ' ', language: 'ES' } }),
    ).toMatchObject({
      pax: 1,
      status: 'Unconfirmed',
      currency: 'EUR',
      guest: { firstName: 'Ana', language: 'es' },
    });
    expect(bookingFormSchema.parse({ ...booking, reservationNumber: '  ' }).reservationNumber).toBeUndefined();
  });

  it('checks out after it checks in, holds one to a hundred guests, and reaches the guest by the spec §5 rules', () => {
    expect(issues(bookingFormSchema.safeParse({ ...booking, checkOut: '2026-12-01T15:00:00Z' }))).toEqual(['checkOut:dateOrder']);
    expect(issues(bookingFormSchema.safeParse({ ...booking, pax: 0 }))).toEqual(['pax:range?min=1&max=100']);
    expect(issues(bookingFormSchema.safeParse({ ...booking, pax: 2.5 }))).toEqual(['pax:integer']);
    expect(
      issues(bookingFormSchema.safeParse({ ...booking, guest: { firstName: 'Ana', phone: '600111222', email: 'ana@example', language: 'spanish' } })),
    ).toEqual(['guest.phone:phone', 'guest.email:email', 'guest.language:option']);
    expect(issues(bookingFormSchema.safeParse({ ...booking, guest: { firstName: 'Ana', phone: '+34 600 111 222' } }))).toEqual([]);
    expect(issues(bookingFormSchema.safeParse({ ...booking, cityTax: -1, billing: { paid: -5 } }))).toEqual([
      'cityTax:range?min=0&max=1000000',
      'billing.paid:range?min=0&max=1000000',
    ]);
  });
});

describe("the booking's currency", () => {
  it('is an ISO 4217 code in capitals, EUR when none is given', () => {
    expect(bookingFormSchema.parse({ ...booking, currency: ' gbp ' }).currency).toBe('GBP');
    expect(bookingFormSchema.parse(booking).currency).toBe('EUR');
    expect(issues(bookingFormSchema.safeParse({ ...booking, currency: 'euro' }))).toEqual(['currency:option']);
    expect(issues(bookingFormSchema.safeParse({ ...booking, currency: '€' }))).toEqual(['currency:option']);
  });
});

describe('the task form', () => {
  const task = { taskTypeId: id, roomId: id, priority: 'Medium', date: '2026-12-01', time: '23:59' };

  it('needs a type, a room, a priority, a day and a 24-hour time; the description fits a text area', () => {
    expect(issues(taskCreateSchema.safeParse(task))).toEqual([]);
    expect(issues(taskCreateSchema.safeParse({ ...task, time: '24:00', description: 'x'.repeat(5001) }))).toEqual([
      'time:time',
      'description:maxLength?max=5000',
    ]);
  });

  it('changes only what is sent, and takes a booking off with null', () => {
    expect(taskUpdateSchema.parse({ bookingId: null })).toEqual({ bookingId: null });
    expect(issues(taskUpdateSchema.safeParse({ priority: 'Urgent' }))).toEqual(['priority:option']);
  });
});

describe('the address suggestion query', () => {
  it('needs the address typed so far, at most 200 characters', () => {
    expect(issues(addressSuggestionQuerySchema.safeParse({ address: ' ' }))).toEqual(['address:required']);
    expect(issues(addressSuggestionQuerySchema.safeParse({ address: 'a'.repeat(201) }))).toEqual(['address:maxLength?max=200']);
    expect(addressSuggestionQuerySchema.parse({ address: ' Calle Larios ', countryName: ' España ' })).toEqual({
      address: 'Calle Larios',
      countryName: 'España',
    });
  });
});
