import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const appear = keyframes({ from: { transform: 'scale(0.96)' }, to: { transform: 'none' } });

/** Inverted against the page so that it reads as a floating label in both themes. */
export const tooltip = style({
  maxWidth: vars.layout.tooltip,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.neutral.strong,
  color: vars.color.neutral.onStrong,
  boxShadow: vars.shadow.overlay,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  overflowWrap: 'anywhere',
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
});
