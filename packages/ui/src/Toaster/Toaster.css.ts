import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * Bottom, at the inline end, newest at the bottom; on small screens it spans the width. While a dialog
 * is open they go to the top: at the bottom they would cover its actions, which a phone's dialog (90 %
 * of the screen) and a tall one on a laptop keep there.
 */
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
  selectors: {
    '&:empty': { display: 'none' },
    'body:has([role="dialog"][data-state="open"]) &': { insetBlockEnd: 'auto', insetBlockStart: vars.space.medium },
  },
});

export const toast = style({ boxShadow: vars.shadow.overlay, borderRadius: vars.radius.medium });
