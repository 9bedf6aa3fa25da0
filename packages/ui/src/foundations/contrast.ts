// WCAG 2.x contrast, for the token pages: the ratio of a colour against the surfaces it is used on.
// `palette.test.ts` holds the palette to these numbers; the Storybook shows them to designers.

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const functional = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

/** `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(…)` or `rgba(…)`; anything else throws. */
export function parseColour(value: string): Rgba {
  const trimmed = value.trim();
  const hexMatch = hex.exec(trimmed);
  if (hexMatch?.[1]) {
    const digits = hexMatch[1].length === 3 ? [...hexMatch[1]].map((d) => d + d).join('') : hexMatch[1];
    const channel = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? channel(3) / 255 : 1 };
  }
  const fnMatch = functional.exec(trimmed);
  if (fnMatch) {
    const alpha = fnMatch[4];
    const a = alpha === undefined ? 1 : alpha.endsWith('%') ? parseFloat(alpha) / 100 : parseFloat(alpha);
    return { r: Number(fnMatch[1]), g: Number(fnMatch[2]), b: Number(fnMatch[3]), a };
  }
  throw new Error(`Not a colour this page can measure: ${value}`);
}

/** A translucent colour as it shows over an opaque one. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio (1 to 21) of `foreground` on `background`. A translucent foreground is laid
 * over the background first; a translucent background over white (the page below everything).
 */
export function contrastRatio(foreground: string, background: string): number {
  const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  const back = composite(parseColour(background), white);
  const front = composite(parseColour(foreground), back);
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(back)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA minimums: 4.5:1 for text, 3:1 for control boundaries and meaningful graphics (1.4.11). */
export const wcagAA = { text: 4.5, ui: 3 } as const;
export type ContrastUse = keyof typeof wcagAA;

/** Whether `ratio` meets AA for that use. Rounded the way WCAG's own examples are (to 2 decimals, no rounding up). */
export function meetsAA(ratio: number, use: ContrastUse): boolean {
  return Math.floor(ratio * 100) / 100 >= wcagAA[use];
}

/** "4.52:1" */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
