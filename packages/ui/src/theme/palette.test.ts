import { describe, expect, test } from 'vitest';
import { darkPalette, lightPalette, toneNames, type Palette } from './palette';

/** WCAG 2.x relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = 4.5; // WCAG AA, normal text
const UI = 3; // WCAG AA, boundaries of controls and graphics

test('contrast() agrees with known WCAG values', () => {
  expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
});

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] satisfies Array<[string, Palette]>)('the %s palette passes WCAG AA', (_, palette) => {
  const tones = [...toneNames.map((name) => [name, palette[name]] as const), ['accent', palette.accent] as const];

  test.each(tones)('%s: on-colour text on its strong, hover and soft fills', (_tone, shades) => {
    expect(contrast(shades.onStrong, shades.strong)).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(shades.onStrong, shades.strongHover)).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(shades.onSoft, shades.soft)).toBeGreaterThanOrEqual(TEXT);
  });

  test.each(tones)('%s: tone text and border on the surfaces', (_tone, shades) => {
    for (const background of [palette.surface, palette.background]) {
      expect(contrast(shades.text, background)).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(shades.border, background)).toBeGreaterThanOrEqual(UI);
    }
  });

  test.each(toneNames)('%s: a strong fill stands out from the surface', (tone) => {
    expect(contrast(palette[tone].strong, palette.surface)).toBeGreaterThanOrEqual(UI);
  });

  test('text, links, field borders and the focus ring', () => {
    for (const background of [palette.surface, palette.surfaceOverlay, palette.background]) {
      expect(contrast(palette.text, background)).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(palette.textSecondary, background)).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(palette.link, background)).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(palette.borderField, background)).toBeGreaterThanOrEqual(UI);
      expect(contrast(palette.focusRing, background)).toBeGreaterThanOrEqual(UI);
    }
    expect(contrast(palette.textSecondary, palette.surfaceSunken)).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(palette.textInverse, palette.brand.strong)).toBeGreaterThanOrEqual(TEXT);
  });

  test('the navigation column: its text on every fill, the accent stripe and focus ring on it', () => {
    const { navigation } = palette;
    for (const fill of [navigation.background, navigation.hover, navigation.active]) {
      expect(contrast(navigation.text, fill)).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(palette.accent.strong, fill)).toBeGreaterThanOrEqual(UI);
    }
  });
});
