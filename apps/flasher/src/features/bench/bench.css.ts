import { vars } from '@sereno/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const progress = style({ width: '100%', height: '12px', accentColor: vars.color.accent.strong });

export const log = style({
  margin: 0,
  maxHeight: '240px',
  overflow: 'auto',
  padding: vars.space.small,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  borderRadius: vars.radius.small,
});

export const label = style({ display: 'flex', gap: vars.space.medium, alignItems: 'center' });
export const qr = style({ width: '112px', height: '112px', imageRendering: 'pixelated' });

export const tallyTable = style({ borderCollapse: 'collapse', width: '100%' });
globalStyle(`${tallyTable} th, ${tallyTable} td`, { textAlign: 'start', padding: `${vars.space.xxsmall} ${vars.space.xsmall}` });

// On paper, only the label.
export const printArea = style({});
globalStyle('body *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printArea}, ${printArea} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(printArea, { '@media': { print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0 } } });
