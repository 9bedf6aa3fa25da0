import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const box = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const caption = style({ fontSize: vars.font.size.small, color: vars.color.textSecondary });

/** A key, a secret or a token is copied, not read: it may break anywhere, in a face where 0 and O differ. */
export const value = style({
  display: 'block',
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
