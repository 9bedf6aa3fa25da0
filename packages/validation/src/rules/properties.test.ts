// Property-based: no valid value is refused, and no value outside a rule is accepted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latitude, longitude } from './coordinates.ts';
import { parseDayMonthYear } from './date-time.ts';
import { isEmail, isEmailList } from './email.ts';
import { noiseThresholds } from './noise.ts';
import { isPhone, isPhoneList } from './phone.ts';
import { isStrongPassword } from './password.ts';
import { trimStrings } from './trim.ts';
import { isWithinUploadLimit, MAX_UPLOAD_BYTES } from './upload.ts';

const localPart = fc.stringMatching(/^[A-Za-z0-9._%+-]{1,20}$/);
const domain = fc.stringMatching(/^[A-Za-z0-9-]{1,12}(\.[A-Za-z0-9-]{1,12}){0,2}$/);
const tld = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z]{${min},${max}}$`));
const validEmail = fc.tuple(localPart, domain, tld(2, 4)).map(([local, host, top]) => `${local}@${host}.${top}`);

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
const listPhone = fc.tuple(fc.integer({ min: 1, max: 9 }), digits(6, 14)).map(([first, rest]) => `+${first}${rest}`);

describe('properties of the rules', () => {
  it('every well-formed email is accepted, and any with a TLD outside 2–4 letters or a space is refused', () => {
    fc.assert(fc.property(validEmail, (value) => isEmail(value)));
    fc.assert(fc.property(localPart, domain, fc.oneof(tld(1, 1), tld(5, 10)), (local, host, top) => !isEmail(`${local}@${host}.${top}`)));
    fc.assert(
      fc.property(validEmail, fc.nat(), (value, at) => {
        const index = at % (value.length + 1);
        return !isEmail(`${value.slice(0, index)} ${value.slice(index)}`);
      }),
    );
  });

  it('every comma-joined list of emails is accepted; a space or an empty item is refused', () => {
    fc.assert(fc.property(fc.array(validEmail, { minLength: 1, maxLength: 5 }), (list) => isEmailList(list.join(','))));
    fc.assert(fc.property(fc.array(validEmail, { minLength: 1, maxLength: 5 }), (list) => !isEmailList(`${list.join(',')},`)));
    fc.assert(fc.property(fc.array(validEmail, { minLength: 2, maxLength: 5 }), (list) => !isEmailList(list.join(', '))));
  });

  it('a plus and 7 to 15 digits is a phone, spaces or not; fewer or more digits is not', () => {
    fc.assert(fc.property(digits(7, 15), (number) => isPhone(`+${number}`)));
    fc.assert(fc.property(digits(7, 15), (number) => isPhone(`+${number.replace(/(\d{3})/g, '$1 ').trim()}`)));
    fc.assert(fc.property(fc.oneof(digits(1, 6), digits(16, 24)), (number) => !isPhone(`+${number}`)));
    fc.assert(fc.property(digits(7, 15), (number) => !isPhone(number)));
  });

  it('phone lists accept every comma-joined list of valid items and refuse a trailing comma, a space or a leading 0', () => {
    fc.assert(fc.property(fc.array(listPhone, { minLength: 1, maxLength: 5 }), (list) => isPhoneList(list.join(','))));
    fc.assert(fc.property(fc.array(listPhone, { minLength: 1, maxLength: 5 }), (list) => !isPhoneList(`${list.join(',')},`)));
    fc.assert(fc.property(fc.array(listPhone, { minLength: 2, maxLength: 5 }), (list) => !isPhoneList(list.join(', '))));
    fc.assert(fc.property(digits(6, 14), (rest) => !isPhoneList(`+0${rest}`)));
  });

  it('a password with every class and no whitespace is strong; without any one class it is not', () => {
    const part = (pattern: RegExp) => fc.stringMatching(pattern);
    const classes = fc.tuple(part(/^[A-Z]{1,3}$/), part(/^[a-z]{1,3}$/), part(/^[0-9]{1,3}$/), part(/^[@#$%^&+=!.]{1,3}$/), part(/^[A-Za-z0-9]{4,8}$/));
    fc.assert(fc.property(classes, (pieces) => isStrongPassword(pieces.join(''))));
    fc.assert(
      fc.property(classes, fc.integer({ min: 0, max: 3 }), (pieces, missing) => {
        const without = [/[A-Z]/g, /[a-z]/g, /[0-9]/g, /[@#$%^&+=!.]/g][missing] as RegExp;
        return !isStrongPassword(pieces.join('').replace(without, ''));
      }),
    );
    fc.assert(fc.property(classes, fc.constantFrom(' ', '\t', '\n'), (pieces, space) => !isStrongPassword(pieces.join('') + space)));
  });

  it('noise thresholds are accepted exactly when low < medium < high', () => {
    const level = fc.integer({ min: 20, max: 120 });
    fc.assert(
      fc.property(level, level, level, (low, medium, high) => noiseThresholds().safeParse({ low, medium, high }).success === (low < medium && medium < high)),
    );
  });

  it('coordinates are accepted exactly inside their ranges', () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), (value) => latitude().safeParse(value).success === (value >= -90 && value <= 90)));
    fc.assert(fc.property(fc.double({ noNaN: true }), (value) => longitude().safeParse(value).success === (value >= -180 && value <= 180)));
  });

  it('a file is within the upload limit exactly when it weighs 30 MB or less', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4 * MAX_UPLOAD_BYTES }), (bytes) => isWithinUploadLimit(bytes) === bytes <= MAX_UPLOAD_BYTES));
  });

  it('every real date reads back from dd/mm/yyyy, and no month over 12 or day over 31 does', () => {
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const [d, m, y] = [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear()];
        const text = `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
        expect(parseDayMonthYear(text)).toEqual({ day: d, month: m, year: y });
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 13, max: 99 }), (d, m) => parseDayMonthYear(`${d}/${m}/2026`) === null));
    fc.assert(fc.property(fc.integer({ min: 32, max: 99 }), fc.integer({ min: 1, max: 12 }), (d, m) => parseDayMonthYear(`${d}/${m}/2026`) === null));
  });

  it('trimming is idempotent and keeps the shape', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(trimStrings(trimStrings(value))).toEqual(trimStrings(value));
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => trimStrings({ text }).text === text.trim()));
  });
});
