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

export const filter = style({ flex: '1 1 10rem', minWidth: 0 });

export const searchField = style({ flex: '2 1 16rem', minWidth: 0 });

export const clear = style({ marginInlineStart: 'auto', alignSelf: 'flex-end' });

/** One card a row on phones, up to four on wide screens. */
export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
