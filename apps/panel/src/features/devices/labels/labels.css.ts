// The device labels, on screen (the dialog's preview) and on paper. Paper sizes are physical: a
// 62 mm roll label printer (62 × 29 mm labels, as Brother's DK-11209) and A4 sheets of 3 × 8 labels of
// 70 × 37 mm; millimetres, not the theme's pixels, are what those printers and sheets are made of.
// A label prints black on white whatever the theme; the printed sheet lies outside the theme's root
// (a child of <body>), so it names its own type rather than reading the theme's variables.
import { vars } from '@sereno/ui/css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const label = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: '2.5mm',
  padding: '2mm 3mm',
  overflow: 'hidden',
  color: '#000',
  background: '#fff',
  fontFamily: "'Inter Variable', ui-sans-serif, system-ui, sans-serif",
  breakInside: 'avoid',
});

export const size = styleVariants({
  roll: { width: '62mm', height: '29mm' },
  a4: { width: '70mm', height: '37mm' },
});

export const qr = style({ display: 'block', width: '24mm', height: '24mm' });

export const text = style({ display: 'flex', flexDirection: 'column', gap: '1mm', minWidth: 0 });

export const monitorId = style({ fontSize: '11pt', lineHeight: 1.15, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const detail = style({ fontSize: '7.5pt', lineHeight: 1.25, overflowWrap: 'anywhere' });

/** The dialog's preview: the labels at their size, wrapped, each outlined as its edge would be cut. */
export const preview = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  maxHeight: '50vh',
  overflow: 'auto',
  padding: vars.space.small,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.medium,
});

globalStyle(`${preview} > ${label}`, { outline: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}` });

/** The sheet the printer gets: absent on screen; on paper, the only thing printed. */
export const sheet = style({ display: 'none' });

export const sheetLayout = styleVariants({
  roll: { '@media': { print: { display: 'block' } } },
  // Three labels across an A4 page (3 × 70 mm = 210 mm), eight down (8 × 37 mm ≤ 297 mm).
  a4: { '@media': { print: { display: 'grid', gridTemplateColumns: 'repeat(3, 70mm)', gridAutoRows: '37.125mm' } } },
});

/** On a roll, each label is a page of its own. */
globalStyle(`${sheetLayout.roll} > ${label}`, { '@media': { print: { breakAfter: 'page' } } });

globalStyle(`body > *:not(${sheet})`, { '@media': { print: { display: 'none' } } });
