import { vars } from '@sereno/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: vars.focusRing.offset, borderRadius: vars.radius.small },
});

/** The figure read across the room: the noise, large and tabular, easing when it changes. */
export const noise = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: vars.font.tabularFigures,
  transition: `color ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const noiseUnit = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
});

/** The other readings, small, two or three to a row. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const figureLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textSecondary,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: vars.font.tabularFigures,
});

export const icon = style({ width: vars.size.icon.small, height: vars.size.icon.small, flexShrink: 0 });

export const stay = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  marginTop: vars.space.medium,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textSecondary,
});

/** The readings: the noise above its figures. */
export const values = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** Readings older than the disconnection limit, greyed: they say how the room was, not how it is. */
export const staleValues = style([values, { color: vars.color.textSecondary }]);
globalStyle(`${staleValues} p, ${staleValues} dd`, { color: vars.color.textSecondary });
