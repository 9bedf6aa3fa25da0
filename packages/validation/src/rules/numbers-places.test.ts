import { describe, expect, it } from 'vitest';
import { latitude, longitude } from './coordinates.ts';
import { noiseThresholds } from './noise.ts';
import { blockedIntegerKeys, integerInRange, isBlockedIntegerKey } from './numbers.ts';
import { isUrl } from './url.ts';
import { deleteUserConfirmation } from './confirmation.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? []);

describe('coordinates (spec §5)', () => {
  it.each([
    [-90, true],
    [90, true],
    [0, true],
    [40.4168, true],
    [-90.0001, false],
    [90.0001, false],
    [Number.NaN, false],
  ])('latitude %s → %s', (value, ok) => {
    expect(latitude().safeParse(value).success).toBe(ok);
  });

  it.each([
    [-180, true],
    [180, true],
    [-3.7038, true],
    [-180.5, false],
    [181, false],
    [Number.POSITIVE_INFINITY, false],
  ])('longitude %s → %s', (value, ok) => {
    expect(longitude().safeParse(value).success).toBe(ok);
  });

  it('names the range in its message', () => {
    expect(messages(latitude().safeParse(91))).toEqual([':latitude']);
    expect(messages(longitude().safeParse(-181))).toEqual([':longitude']);
  });
});

describe('custom noise thresholds (spec §5: low < medium < high, a message per violated pair)', () => {
  it.each([
    [{ low: 40, medium: 55, high: 70 }, []],
    [{ low: 55, medium: 55, high: 70 }, ['low:noiseLowBelowMedium']],
    [{ low: 40, medium: 70, high: 70 }, ['medium:noiseMediumBelowHigh']],
    [{ low: 60, medium: 50, high: 55 }, ['low:noiseLowBelowMedium', 'high:noiseLowBelowHigh']],
    [{ low: 80, medium: 70, high: 60 }, ['low:noiseLowBelowMedium', 'medium:noiseMediumBelowHigh', 'high:noiseLowBelowHigh']],
  ])('%o → %o', (value, expected) => {
    expect(messages(noiseThresholds().safeParse(value))).toEqual(expected);
  });

  it('refuses decimals and levels outside 20–120 dBA', () => {
    expect(messages(noiseThresholds().safeParse({ low: 40.5, medium: 55, high: 70 }))).toEqual(['low:integer']);
    expect(messages(noiseThresholds().safeParse({ low: 10, medium: 55, high: 130 }))).toEqual(['low:range?min=20&max=120', 'high:range?min=20&max=120']);
  });
});

describe('integers and the number-input key filter (spec §5)', () => {
  it('blocks the decimal point, comma, e, minus and plus, and lets digits and editing keys through', () => {
    expect(blockedIntegerKeys).toEqual(['.', ',', 'e', 'E', '-', '+']);
    for (const key of ['.', ',', 'e', 'E', '-', '+']) expect(isBlockedIntegerKey(key)).toBe(true);
    for (const key of ['0', '9', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter']) expect(isBlockedIntegerKey(key)).toBe(false);
  });

  it('keeps a whole number inside its range', () => {
    expect(integerInRange(1, 15).safeParse(15).success).toBe(true);
    expect(messages(integerInRange(1, 15).safeParse(16))).toEqual([':range?min=1&max=15']);
    expect(messages(integerInRange(1, 15).safeParse(2.5))).toEqual([':integer']);
  });
});

describe('URL (spec §5: http(s) optional, host with dots)', () => {
  it.each([
    ['https://sereno.example.com', true],
    ['http://example.com/path?x=1', true],
    ['example.com', true],
    ['www.example.co.uk/a/b', true],
    ['example.com:8080', true],
    ['localhost', false],
    ['https://', false],
    ['ftp://example.com', false],
    ['exa mple.com', false],
    ['example.', false],
  ])('%s → %s', (value, ok) => {
    expect(isUrl(value)).toBe(ok);
  });
});

describe('delete-user confirmation (spec §5)', () => {
  it('accepts only the exact username', () => {
    expect(deleteUserConfirmation('marta').safeParse('marta').success).toBe(true);
    expect(messages(deleteUserConfirmation('marta').safeParse('Marta'))).toEqual([':usernameMismatch']);
    expect(messages(deleteUserConfirmation('marta').safeParse('marta '))).toEqual([':usernameMismatch']);
  });
});
