// Draws the installable panel's icons (docs/pwa.md) from the brand mark (src/shared/brand/favicon.svg:
// a lamp-amber moon on night indigo) into public/icons: `node scripts/make-icons.ts` after the mark
// changes. The PNGs are committed, so the build does not draw them.
//
// - icon-192/512: the mark as is, rounded (the "any" icons of the manifest).
// - maskable-512: full bleed, the moon shrunk into the central safe circle (80 %), so that a launcher's
//   circle, squircle or rounded square never cuts it.
// - apple-touch-icon (180): full bleed; iOS rounds it itself.
// - badge-96: the moon alone in white on transparent, for Android's status bar (it keeps the alpha only).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const here = import.meta.dirname;
const out = path.join(here, '..', 'public', 'icons');
const mark = readFileSync(path.join(here, '..', 'src', 'shared', 'brand', 'favicon.svg'), 'utf8');
const indigo = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? '#23215e';
const moonMatch = /<path d="([^"]+)" fill="(#[0-9a-f]{6})"/i.exec(mark);
if (!moonMatch?.[1] || !moonMatch[2]) throw new Error('favicon.svg: no moon path');
const [, moon, amber] = moonMatch;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;
/** The moon scaled by `scale` about the centre of the 32 × 32 mark. */
const moonAt = (scale: number, fill: string) => `<path d="${moon}" fill="${fill}" transform="translate(16 16) scale(${scale}) translate(-16 -16)"/>`;

const icons: Record<string, { svg: string; size: number }> = {
  'icon-192.png': { svg: mark, size: 192 },
  'icon-512.png': { svg: mark, size: 512 },
  'maskable-512.png': { svg: svg(`<rect width="32" height="32" fill="${indigo}"/>${moonAt(0.8, amber)}`), size: 512 },
  'apple-touch-icon.png': { svg: svg(`<rect width="32" height="32" fill="${indigo}"/>${moonAt(0.9, amber)}`), size: 180 },
  'badge-96.png': { svg: svg(moonAt(1.3, '#ffffff')), size: 96 },
};

for (const [name, { svg: source, size }] of Object.entries(icons)) {
  const png = new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(path.join(out, name), png);
  console.log(`${name}: ${size} × ${size}, ${png.length} bytes`);
}
