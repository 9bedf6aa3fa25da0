import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { choice, controlOnFirstLine, focusRing } from '../private/choice.css';
import { vars } from '../theme/vars.css';

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.xsmall },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.large, rowGap: vars.space.xsmall },
});

export const radio = choice;

export const circle = style({
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
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
});

export const dot = style({
  width: vars.space.xsmall,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
});

globalStyle(`${radio}[data-hovered] ${circle}`, { borderColor: vars.color.borderStrong });
globalStyle(`${radio}[data-selected] ${circle}`, { borderColor: vars.color.brand.strong });
globalStyle(`${radio}[data-selected] ${dot}`, { backgroundColor: vars.color.brand.strong });
globalStyle(`${radio}[data-invalid] ${circle}`, { borderColor: vars.color.critical.strong });
globalStyle(`${radio}[data-focus-visible] ${circle}`, focusRing);
