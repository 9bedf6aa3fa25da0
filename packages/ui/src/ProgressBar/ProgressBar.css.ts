import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const label = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const value = style({ color: vars.color.textSecondary, fontVariantNumeric: vars.font.tabularFigures });

export const track = style({
  position: 'relative',
  height: vars.layout.bar,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
  // The track's edge must show against the surface (WCAG 1.4.11).
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.neutral.border}`,
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.strong,
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.medium,
  transitionTimingFunction: vars.motion.easing.standard,
});

// The moving bar is the only sign of progress: it keeps moving (slower) under reduced motion, like the spinner.
const slide = keyframes({ from: { insetInlineStart: '-40%' }, to: { insetInlineStart: '100%' } });

export const indeterminate = style({
  width: '40%',
  animationName: slide,
  animationDuration: `calc(2 * ${vars.motion.duration.spin})`,
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
});
