import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// What Switch, Checkbox and Radio share: a control and its label on one line, help under it.

export const choiceField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

/** The `<label>` react-aria renders around the hidden input: the whole line is clickable. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});

/** The help under a choice lines up with its label text, not with the control. */
export const choiceHelp = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
};

/** Centres a control of icon size on the first line of its label. */
export const controlOnFirstLine = `calc((${vars.font.lineHeight.medium} - ${vars.size.icon.medium}) / 2)`;
