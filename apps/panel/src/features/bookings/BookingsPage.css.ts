import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '1320px', marginInline: 'auto' });

/** The filters wrap to the width the page has (beside the side navigation or not); the search takes more. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const filter = style({ flex: '1 1 11rem', minWidth: 0, maxWidth: '22rem' });

/** The two day fields sit side by side even on a phone. */
export const dayField = style({ flex: '1 1 9.5rem', minWidth: 0, maxWidth: '14rem' });

export const searchField = style({ flex: '2 1 16rem', minWidth: 0 });

/** The switch sits on the fields' baseline, beside them. */
export const switchField = style({ flex: '0 0 auto', paddingBlockEnd: vars.space.xsmall });

export const clear = style({ marginInlineStart: 'auto', alignSelf: 'flex-end' });

/** A reservation number reads as one word. */
export const reservation = style({ whiteSpace: 'nowrap' });

/** The guest's name opens the booking: a button that reads as the table's link. */
export const guestButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.small,
  ':focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: vars.focusRing.offset },
});

/** The details as term and value pairs, two columns where there is room. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const term = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textSecondary });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** The bookings as cards on a phone, one under the other. */
export const cards = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

/** The guest's name, with the booking's state at the end of the line. */
export const cardTitle = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.small });

/** A form dialog's form: its body scrolls between the title and the buttons, as the dialog's own would. */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });
