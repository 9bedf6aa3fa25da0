import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '1140px', marginInline: 'auto' });

/** One message under another: cards read the same on a phone and a desktop. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall, justifyContent: 'space-between' });

export const title = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, margin: 0, fontSize: vars.font.size.medium });

export const icon = style({ width: vars.size.icon.medium, height: vars.size.icon.medium, flexShrink: 0, color: vars.color.textSecondary });

/** Who, when, how many tries: small, wrapping on a phone. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textSecondary,
  fontVariantNumeric: vars.font.tabularFigures,
  overflowWrap: 'anywhere',
});

/** An SMS as a phone shows it: a bubble of text. */
export const sms = style({
  margin: 0,
  maxWidth: '28rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.large,
  background: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** What a call says, as a script to read aloud. */
export const script = style({
  margin: 0,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `${vars.borderWidth.stripe} solid ${vars.color.border}`,
  fontStyle: 'italic',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** An email as it arrives: its own page, white like a mail reader's, whatever the panel's theme. */
export const email = style({
  display: 'block',
  width: '100%',
  height: '18rem',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: '#FFFFFF',
});

export const plainEmail = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.family.body,
});

export const caption = style({ fontSize: vars.font.size.small, color: vars.color.textSecondary, margin: 0 });

export const plainFigure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
