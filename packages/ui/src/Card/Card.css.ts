import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
});

/** A tinted card carries a stripe of its tone along its inline start. */
export const tone = styleVariants({
  neutral: {},
  positive: { borderInlineStart: `${vars.borderWidth.stripe} solid ${vars.color.positive.strong}` },
  caution: { borderInlineStart: `${vars.borderWidth.stripe} solid ${vars.color.caution.strong}` },
  critical: { borderInlineStart: `${vars.borderWidth.stripe} solid ${vars.color.critical.strong}` },
  info: { borderInlineStart: `${vars.borderWidth.stripe} solid ${vars.color.info.strong}` },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTopWidth: vars.borderWidth.thin,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
});

/** Body and footer of a collapsible card, folded together under its title. */
export const collapsibleBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});
