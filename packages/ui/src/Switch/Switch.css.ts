import { globalStyle, style } from '@vanilla-extract/css';
import { choice, controlOnFirstLine, focusRing } from '../private/choice.css';
import { vars } from '../theme/vars.css';

export const switchLabel = choice;

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  marginBlock: controlOnFirstLine,
  width: `calc(${vars.size.icon.medium} * 2)`,
  height: vars.size.icon.medium,
  // The thumb keeps a thin gap from the edge of the track.
  padding: vars.borderWidth.thick,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderField,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
});

export const thumb = style({
  display: 'block',
  width: vars.size.icon.small,
  height: vars.size.icon.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  marginInlineStart: 0,
  transitionProperty: 'margin-inline-start',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
});

globalStyle(`${switchLabel}[data-hovered] ${track}`, { backgroundColor: vars.color.borderStrong });
globalStyle(`${switchLabel}[data-selected] ${track}`, { backgroundColor: vars.color.brand.strong });
globalStyle(`${switchLabel}[data-selected][data-hovered] ${track}`, { backgroundColor: vars.color.brand.strongHover });
globalStyle(`${switchLabel}[data-selected] ${thumb}`, {
  // Logical, so the thumb travels to the inline end in right-to-left layouts too.
  marginInlineStart: `calc(${vars.size.icon.medium} * 2 - ${vars.size.icon.small} - 2 * ${vars.borderWidth.thick})`,
  backgroundColor: vars.color.brand.onStrong,
});
globalStyle(`${switchLabel}[data-focus-visible] ${track}`, focusRing);
globalStyle(`${switchLabel}[data-invalid] ${track}`, { boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.critical.strong}` });
