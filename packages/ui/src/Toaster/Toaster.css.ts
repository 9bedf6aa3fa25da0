import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Bottom, at the inline end, newest at the bottom; on small screens it spans the width. */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.medium,
  insetInlineEnd: vars.space.medium,
  zIndex: vars.zIndex.notification,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: vars.layout.toast,
  maxWidth: `calc(100% - 2 * ${vars.space.medium})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const toast = style({ boxShadow: vars.shadow.overlay, borderRadius: vars.radius.medium });
