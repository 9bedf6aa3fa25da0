import { describe, expect, test } from 'vitest';
import { composite, contrastRatio, formatRatio, meetsAA, parseColour, relativeLuminance } from './contrast';

describe('parseColour', () => {
  test('reads the notations the themes use', () => {
    expect(parseColour('#FFF')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#1a1d2b')).toEqual({ r: 26, g: 29, b: 43, a: 1 });
    expect(parseColour('#00000080').a).toBeCloseTo(0.502, 3);
    expect(parseColour('rgba(14, 16, 32, 0.48)')).toEqual({ r: 14, g: 16, b: 32, a: 0.48 });
    expect(parseColour('rgb(1 2 3 / 50%)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
  });

  test('refuses what it cannot measure', () => {
    expect(() => parseColour('var(--x)')).toThrow(/can measure/);
    expect(() => parseColour('#12')).toThrow();
  });
});

describe('contrastRatio', () => {
  test('agrees with the values WCAG and the browsers publish', () => {
    expect(relativeLuminance(parseColour('#FFFFFF'))).toBeCloseTo(1, 6);
    expect(relativeLuminance(parseColour('#000000'))).toBe(0);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#3239A6', '#3239A6')).toBe(1);
  });

  test('lays a translucent colour over its background first', () => {
    const half = composite(parseColour('rgba(0, 0, 0, 0.5)'), parseColour('#FFFFFF'));
    expect(half.r).toBeCloseTo(127.5, 5);
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#FFFFFF')).toBe(1);
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#FFFFFF')).toBeCloseTo(contrastRatio('#808080', '#FFFFFF'), 1);
  });
});

describe('meetsAA', () => {
  test('4.5:1 for text, 3:1 for boundaries, never rounded up', () => {
    expect(meetsAA(4.5, 'text')).toBe(true);
    expect(meetsAA(4.499, 'text')).toBe(false);
    expect(meetsAA(3.2, 'text')).toBe(false);
    expect(meetsAA(3.2, 'ui')).toBe(true);
    expect(meetsAA(contrastRatio('#777777', '#FFFFFF'), 'text')).toBe(false);
    expect(formatRatio(4.4999)).toBe('4.49:1');
  });
});
