import { describe, expect, test } from 'vitest';
import { darkPalette, lightPalette } from '../theme/palette';
import { themeValues } from '../theme/tokens';
import { colourRows, paletteEntries } from './colourTokens';

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as const)('the %s colour page', (theme, palette) => {
  test('is drawn from the theme itself: every colour, once, with its value', () => {
    const rows = colourRows(themeValues[theme].color);
    expect(rows.map((row) => [row.token, row.value])).toEqual(paletteEntries(palette));
    expect(new Set(rows.map((row) => row.token)).size).toBe(rows.length);
  });

  test('measures each colour where it is read, and marks a miss', () => {
    const rows = colourRows(palette);
    const text = rows.find((row) => row.token === 'text');
    expect(text?.checks.map((check) => check.on)).toEqual(['surface', 'surfaceOverlay', 'background', 'surfaceSunken']);
    expect(text?.checks.every((check) => check.use === 'text' && check.passes)).toBe(true);
    expect(rows.find((row) => row.token === 'surface')?.checks).toEqual([]);
    const onStrong = rows.find((row) => row.token === 'critical.onStrong');
    expect(onStrong?.checks.map((check) => check.on)).toEqual(['critical.strong', 'critical.strongHover']);
  });
});

test('a colour that misses AA is marked as missing it', () => {
  const faded = { ...lightPalette, textSecondary: '#AAAAAA' };
  const row = colourRows(faded).find((candidate) => candidate.token === 'textSecondary');
  expect(row?.checks.every((check) => !check.passes)).toBe(true);
  expect(row?.checks[0]?.ratio).toBeCloseTo(2.32, 2);
});
