import { describe, expect, it } from 'vitest';
import { email, emailList } from './email.ts';
import { phone, phoneList } from './phone.ts';

const verdict = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? 'ok' : result.error?.issues[0]?.message);

describe('email (spec §5)', () => {
  it.each([
    ['ana@example.com', 'ok'],
    ['a.b_c%d+e-f@mail.example.org', 'ok'],
    ['X9@dom.io', 'ok'],
    ['ana@sub.domain.info', 'ok'],
    ['ana@example.c', 'email'], // a TLD of 1 letter
    ['ana@example.travel', 'email'], // a TLD of 5 letters
    ['ana@example.com1', 'email'],
    ['ana', 'email'],
    ['ana@', 'email'],
    ['ana@example', 'email'],
    ['an a@example.com', 'email'],
    ['ana@exa mple.com', 'email'],
    ['ana#x@example.com', 'email'],
    ['', 'required'],
  ])('%s → %s', (value, expected) => {
    expect(verdict(email().safeParse(value))).toBe(expected);
  });

  it("says the alert schedule's own words when asked to", () => {
    expect(verdict(email({ error: 'scheduleEmail' }).safeParse('nope'))).toBe('scheduleEmail');
  });
});

describe('email list (spec §5: comma-separated, no spaces)', () => {
  it.each([
    ['ana@example.com', 'ok'],
    ['ana@example.com,luis@example.org', 'ok'],
    ['ana@example.com, luis@example.org', 'emailList'],
    ['ana@example.com,', 'emailList'],
    [',ana@example.com', 'emailList'],
    ['ana@example.com,,luis@example.org', 'emailList'],
    ['ana@example.com;luis@example.org', 'emailList'],
  ])('%s → %s', (value, expected) => {
    expect(verdict(emailList().safeParse(value))).toBe(expected);
  });
});

describe('phone (spec §5: + then 7 to 15 digits, spaces allowed)', () => {
  it.each([
    ['+34600123456', 'ok'],
    ['+34 600 123 456', 'ok'],
    ['+1234567', 'ok'], // 7 digits
    ['+123456789012345', 'ok'], // 15 digits
    ['+123456', 'phone'], // 6 digits
    ['+1234567890123456', 'phone'], // 16 digits
    ['34600123456', 'phone'],
    ['+34-600-123-456', 'phone'],
    ['+34 600 12a 456', 'phone'],
  ])('%s → %s', (value, expected) => {
    expect(verdict(phone().safeParse(value))).toBe(expected);
  });

  it("says the alert schedule's own words when asked to", () => {
    expect(verdict(phone({ error: 'schedulePhone' }).safeParse('600'))).toBe('schedulePhone');
  });
});

describe('phone list (spec §5: no spaces, no empty items, each + and 7 to 15 digits starting 1-9)', () => {
  it.each([
    ['+34600123456', 'ok'],
    ['+34600123456,+441234567890', 'ok'],
    ['+1234567', 'ok'],
    ['+123456789012345', 'ok'],
    ['+34600123456,', 'phoneList'], // a trailing comma
    [',+34600123456', 'phoneList'],
    ['+34600123456,,+441234567890', 'phoneList'],
    ['+34600123456, +441234567890', 'phoneList'],
    ['+34 600123456', 'phoneList'],
    ['+0123456789', 'phoneList'], // starts with 0
    ['+123456', 'phoneList'], // 6 digits
    ['+1234567890123456', 'phoneList'], // 16 digits
  ])('%s → %s', (value, expected) => {
    expect(verdict(phoneList().safeParse(value))).toBe(expected);
  });
});
