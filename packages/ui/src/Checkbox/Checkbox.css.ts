import { globalStyle, style } from '@vanilla-extract/css';
import { choice, controlOnFirstLine, focusRing } from '../private/choice.css';
import { vars } from '../theme/vars.css';

export const checkbox = choice;

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,

  marginBlock: controlOnFirstLine,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  borderWidth: vars.borderWidth.thick,
  borderStyle: 'solid',
  borderColor: vars.color.borderField,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.brand.onStrong,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
});

globalStyle(`${box} > svg`, { width: vars.size.icon.small, height: vars.size.icon.small, strokeWidth: 3 });
globalStyle(`${checkbox}[data-hovered] ${box}`, { borderColor: vars.color.borderStrong });
globalStyle(`${checkbox}[data-selected] ${box}, ${checkbox}[data-indeterminate] ${box}`, {
  backgroundColor: vars.color.brand.strong,
  borderColor: vars.color.brand.strong,
});
globalStyle(`${checkbox}[data-invalid] ${box}`, { borderColor: vars.color.critical.strong });
globalStyle(`${checkbox}[data-focus-visible] ${box}`, focusRing);

export const requiredMark = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.critical.text,
});
