import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const row = style({ minWidth: 0 });

/** The name field and its button side by side where there is room, stacked on a phone. */
export const newForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

export const nameField = style({ flex: '1 1 16rem', minWidth: 0 });

export const keyBox = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const keyCaption = style({ fontSize: vars.font.size.small, color: vars.color.textSecondary });

/** A key is copied, not read: it may break anywhere, in a face where 0 and O differ. */
export const key = style({
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
