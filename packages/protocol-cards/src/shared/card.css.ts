import { style } from '@vanilla-extract/css';
import { vars } from '@sereno/ui/css';

export const cardForm = style({ minWidth: 0 });

export const titleIcon = style({
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  flexShrink: 0,
  color: vars.color.brand.text,
});

/** The card's details: label above value, one after the other, for a narrow screen first. */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const term = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** Instructions keep the line breaks the host typed: steps read as steps. */
export const longText = style({ whiteSpace: 'pre-line' });

/** A code or password: large, monospace, every character distinct, with its copy button. */
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const galleryLink = style({
  display: 'block',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  color: vars.color.link,
  ':focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: vars.focusRing.offset },
});

export const galleryImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const documentLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  minHeight: vars.size.control.medium,
  color: vars.color.link,
});

export const fileIcon = style({ width: vars.size.icon.medium, height: vars.size.icon.medium, flexShrink: 0 });

export const filesField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const storedFiles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const storedFile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xxsmall,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const thumbnail = style({
  width: '48px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
});

export const contact = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const contactLegend = style({ padding: `0 ${vars.space.xxsmall}` });

export const listError = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.critical.text,
});

export const contactGroups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const contactList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contactItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlockEnd: vars.space.small,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
});

export const link = style({ color: vars.color.link, overflowWrap: 'anywhere' });

export const copyStatus = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textSecondary,
  selectors: { '&:empty': { display: 'none' } },
});

/** The card's title row: icon and title stay together, a badge wraps under them on a narrow phone. */
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const titleGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });
