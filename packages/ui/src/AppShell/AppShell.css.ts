import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const shell = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"side top" "side main"',
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  selectors: {
    '&[data-narrow]': { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"top" "main"' },
  },
});

export const side = style({
  gridArea: 'side',
  position: 'sticky',
  insetBlockStart: 0,
  height: '100dvh',
  zIndex: vars.zIndex.sticky,
});

export const top = style({
  gridArea: 'top',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space.large,
  selectors: { '[data-narrow] > &': { padding: vars.space.medium } },
});

/** Out of sight until focused: the first Tab of the page shows it. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: vars.space.small,
  zIndex: vars.zIndex.overlay,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceOverlay,
  color: vars.color.link,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&:not(:focus)': { width: '1px', height: '1px', padding: 0, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', boxShadow: 'none' },
  },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.scrim,
  animation: `${fadeIn} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  maxWidth: '85%',
  boxShadow: vars.shadow.overlay,
  animation: `${slideIn} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
  selectors: {
    '[dir="rtl"] &': { animationName: slideInRtl },
    '&:focus': { outline: 'none' },
  },
});
