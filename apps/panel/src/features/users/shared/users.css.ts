import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '1320px', marginInline: 'auto' });

/** The filters wrap to the width the page has; the search takes more. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium });

export const filter = style({ flex: '1 1 10rem', minWidth: 0 });

export const searchField = style({ flex: '2 1 14rem', minWidth: 0 });

export const clear = style({ marginInlineStart: 'auto', alignSelf: 'flex-end' });

/** Two lines in one cell: the name, and the username (or the email on a phone) under it. */
export const stacked = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', gap: vars.space.xxsmall, justifyContent: 'flex-end' });

/** A section's facts as label and value pairs, two columns where there is room. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: `${vars.space.medium} ${vars.space.large}`,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const factLabel = style({ fontSize: vars.font.size.small, color: vars.color.textSecondary });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** A form's fields side by side where there is room, one under the other on a phone. */
export const formGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.medium });

/** A licence line of the onboarding form: its name, its rooms, and the button that removes it. */
export const licenceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

export const licenceName = style({ flex: '2 1 12rem', minWidth: 0 });

export const licenceQty = style({ flex: '1 1 6rem', minWidth: 0 });

/** A long note keeps its line breaks. */
export const note = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

/** A form around a dialog's body and footer: the body scrolls and the footer stays in view, as without the form. */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });

/** A link that leads on from a section (the owner's protocols). */
export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radius.small,
  ':focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: vars.focusRing.offset },
});
