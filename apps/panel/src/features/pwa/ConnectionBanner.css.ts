import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

// A strip across the bottom of the viewport, above the page: seen at once, it leaves the navigation bar
// (and the phone's menu button) free, and it goes when the connection comes back.
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.notification,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.caution.soft,
  color: vars.color.caution.onSoft,
  borderTop: `${vars.borderWidth.thick} solid ${vars.color.caution.border}`,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const online = style({
  background: vars.color.positive.soft,
  color: vars.color.positive.onSoft,
  borderTopColor: vars.color.positive.border,
});

export const icon = style({ flexShrink: 0, width: vars.size.icon.medium, height: vars.size.icon.medium });

export const title = style({ fontWeight: vars.font.weight.semibold, marginInlineEnd: vars.space.xsmall });
