// The tab's icon with the count of active alarms on it, so that a pinned or background tab shows it
// where the title is cut off: the panel's own icon (its 32×32 drawing, the file index.html links)
// with a red badge, as an SVG written here — nothing to load, nothing to draw on a canvas.
import iconSvg from '../brand/favicon.svg?raw';
import baseIcon from '../brand/favicon.svg?url';

const iconDrawing = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(iconSvg)?.[1] ?? '';

/** The icon with a red badge holding `count` (9+ above nine), as an SVG data URL. */
export function badgedIcon(count: number): string {
  const label = count > 9 ? '9+' : String(count);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${iconDrawing}` +
    `<circle cx="22" cy="10" r="9.5" fill="#d92d20" stroke="#ffffff" stroke-width="1.5"/>` +
    `<text x="22" y="14" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${label.length > 1 ? 10 : 12}" fill="#ffffff">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Shows `count` on the tab's icon (the plain icon at zero); returns how to put the plain one back. */
export function setFaviconBadge(count: number): () => void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return () => {};
  link.href = count > 0 ? badgedIcon(count) : baseIcon;
  return () => {
    link.href = baseIcon;
  };
}
