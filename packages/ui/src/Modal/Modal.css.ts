import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
// A short rise, no fade: the dialog is readable (and "visible") from the first frame.
const rise = keyframes({
  from: { transform: `translate(-50%, calc(-50% + ${vars.space.xsmall}))` },
  to: { transform: 'translate(-50%, -50%)' },
});

export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.scrim,
  animation: `${fadeIn} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
});

/** 90% of the screen on small screens, never wider than 800 px on large ones. */
export const content = style({
  position: 'fixed',
  // Centred with a translation, which is physical: `left` (not inline start) keeps it centred in
  // right-to-left too.
  insetBlockStart: '50%',
  left: '50%',
  zIndex: vars.zIndex.overlay,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  width: vars.layout.modalSmall,
  maxWidth: vars.layout.modal,
  maxHeight: '90dvh',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceOverlay,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlockStart: vars.space.large,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.medium,
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, color: vars.color.textSecondary, overflowWrap: 'anywhere' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minHeight: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  overflowY: 'auto',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
