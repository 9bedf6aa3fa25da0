// The rows of the colour page, drawn from the theme's own values (vars.css.ts): every colour of a
// palette, with the surfaces it is used on and its contrast there. Which surfaces a colour meets is
// said once here, by the colour's role (its name in the contract), the way palette.ts documents it.
import { toneNames, type Palette } from '../theme/palette';
import { contrastRatio, meetsAA, type ContrastUse } from './contrast';

export interface ContrastCheck {
  /** The surface's token, e.g. `surface` or `critical.soft`. */
  on: string;
  onValue: string;
  ratio: number;
  /** What AA asks of this pairing: text 4.5:1, a boundary or graphic 3:1. */
  use: ContrastUse;
  passes: boolean;
}

export interface ColourRow {
  /** The path in `vars.color`, e.g. `critical.text`. */
  token: string;
  value: string;
  /** What the colour is for, in a few words. */
  role: string;
  /** Empty for surfaces and decorative fills: nothing is read against them. */
  checks: ContrastCheck[];
}

type Pairing = { role: string; use?: ContrastUse; on?: (palette: Palette, tone: string) => string[] };

const pageSurfaces = ['surface', 'background'];
const allSurfaces = ['surface', 'surfaceOverlay', 'background', 'surfaceSunken'];
const navigationFills = ['navigation.background', 'navigation.hover', 'navigation.active'];

// The shades of a tone (and the accent), by name.
const toneShade: Record<string, Pairing> = {
  strong: { role: 'Solid fill: primary buttons, badges', use: 'ui', on: () => ['surface'] },
  strongHover: { role: 'Solid fill, hovered or pressed', use: 'ui', on: () => ['surface'] },
  onStrong: { role: 'Text and icons on the solid fill', use: 'text', on: (_, tone) => [`${tone}.strong`, `${tone}.strongHover`] },
  soft: { role: 'Quiet fill: notifications, soft badges' },
  onSoft: { role: 'Text and icons on the quiet fill', use: 'text', on: (_, tone) => [`${tone}.soft`] },
  text: { role: 'The tone as text on a surface', use: 'text', on: () => pageSurfaces },
  border: { role: 'A border in the tone', use: 'ui', on: () => pageSurfaces },
};

const single: Record<string, Pairing> = {
  background: { role: 'The page behind everything' },
  surface: { role: 'Cards, inputs, the default panel' },
  surfaceSunken: { role: 'Wells: disabled inputs, table headers' },
  surfaceOverlay: { role: 'Dialogs, popovers, menus' },
  border: { role: 'Dividers and card edges (decorative)' },
  borderField: { role: 'Input boundaries', use: 'ui', on: () => ['surface', 'surfaceOverlay', 'background'] },
  borderStrong: { role: 'Hovered input boundaries', use: 'ui', on: () => ['surface'] },
  text: { role: 'Body text', use: 'text', on: () => allSurfaces },
  textSecondary: { role: 'Hints, timestamps, descriptions', use: 'text', on: () => allSurfaces },
  textInverse: { role: 'Text on inverted areas', use: 'text', on: () => ['brand.strong'] },
  link: { role: 'Links', use: 'text', on: () => ['surface', 'surfaceOverlay', 'background'] },
  focusRing: { role: 'The keyboard focus ring', use: 'ui', on: () => ['surface', 'surfaceOverlay', 'background'] },
  scrim: { role: 'Translucent wash behind overlays' },
  'navigation.background': { role: 'The navigation column' },
  'navigation.text': { role: 'Navigation text', use: 'text', on: () => navigationFills },
  'navigation.hover': { role: 'A hovered navigation item' },
  'navigation.active': { role: 'The current page in the navigation' },
};

/** Every leaf of a palette as `[path, value]`, in the contract's order. */
export function paletteEntries(palette: Palette): Array<[string, string]> {
  const walk = (value: unknown, path: string[]): Array<[string, string]> =>
    typeof value === 'string'
      ? [[path.join('.'), value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => walk(inner, [...path, key]));
  return walk(palette, []);
}

function pairingOf(token: string): { pairing: Pairing; tone: string } {
  const [head = '', shade = ''] = token.split('.');
  if ((toneNames as readonly string[]).includes(head) || head === 'accent') {
    const pairing = toneShade[shade];
    if (!pairing) throw new Error(`No role for the shade ${token}: say it in colourTokens.ts`);
    // The accent is also the current page's stripe on the navigation column.
    if (token === 'accent.strong') return { pairing: { ...pairing, on: () => ['surface', ...navigationFills] }, tone: head };
    return { pairing, tone: head };
  }
  const pairing = single[token];
  if (!pairing) throw new Error(`No role for the colour ${token}: say it in colourTokens.ts`);
  return { pairing, tone: head };
}

/** The colour page's rows for one theme. */
export function colourRows(palette: Palette): ColourRow[] {
  const values = new Map(paletteEntries(palette));
  return paletteEntries(palette).map(([token, value]) => {
    const { pairing, tone } = pairingOf(token);
    const checks = (pairing.on?.(palette, tone) ?? []).map((on): ContrastCheck => {
      const onValue = values.get(on);
      if (onValue === undefined) throw new Error(`${token} is said to be used on ${on}, which the palette lacks`);
      const ratio = contrastRatio(value, onValue);
      const use = pairing.use ?? 'ui';
      return { on, onValue, ratio, use, passes: meetsAA(ratio, use) };
    });
    return { token, value, role: pairing.role, checks };
  });
}
