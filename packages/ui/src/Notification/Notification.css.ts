import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { ToneName } from '../theme/palette';
import { vars } from '../theme/vars.css';

// A short slide draws the eye once. No fade: the message is readable (and "visible") from the first frame.
const enter = keyframes({
  from: { transform: `translateY(calc(-1 * ${vars.space.xsmall}))` },
  to: { transform: 'none' },
});

const notification = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xsmall,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  animationName: enter,
  animationDuration: vars.motion.duration.slow,
  animationTimingFunction: vars.motion.easing.enter,
});

function toneStyle(tone: ToneName) {
  const shades = vars.color[tone];
  return [
    notification,
    {
      backgroundColor: shades.soft,
      color: shades.onSoft,
      borderColor: shades.border,
      borderInlineStartWidth: vars.borderWidth.stripe,
      borderInlineStartColor: shades.strong,
    },
  ];
}

export const tone = styleVariants({
  success: toneStyle('positive'),
  error: toneStyle('critical'),
  warning: toneStyle('caution'),
  info: toneStyle('info'),
});

/** Icon and text: the live region. The close button stays outside it so that it is not announced. */
export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxsmall,
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  marginBlock: `calc((${vars.font.lineHeight.medium} - ${vars.size.icon.medium}) / 2)`,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
});

globalStyle(`${text} > p`, { margin: 0 });
