import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const frame = style({
  position: 'relative',
  width: '100%',
  color: vars.color.textSecondary,
  fontSize: vars.font.size.xsmall,
  fontVariantNumeric: vars.font.tabularFigures,
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const svg = style({ display: 'block', overflow: 'visible' });

export const gridLine = style({ stroke: vars.color.border });

export const referenceLine = style({ strokeDasharray: '4 4', strokeWidth: 1 });

export const band = style({ fillOpacity: 0.12 });

export const bandLabel = style({ fill: vars.color.textSecondary, fontSize: vars.font.size.xsmall });

export const referenceLabel = style({ fill: vars.color.textSecondary, fontSize: vars.font.size.xsmall });

export const axisText = style({ fill: vars.color.textSecondary, fontSize: vars.font.size.xsmall });

export const cursor = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const tooltip = style({
  position: 'absolute',
  insetBlockStart: 0,
  pointerEvents: 'none',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  background: vars.color.surfaceOverlay,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.overlay,
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  zIndex: 1,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.xxsmall,
  color: vars.color.text,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textSecondary,
  fontSize: vars.font.size.small,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radius.small,
});
