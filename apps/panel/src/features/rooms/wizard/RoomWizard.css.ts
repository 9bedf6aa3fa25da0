import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '720px', marginInline: 'auto' });

/** The step's header takes the card's width, so that the progress bar spans it. */
export const heading = style({ flex: 1, minWidth: 0 });

export const progress = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const progressStep = style({
  flex: 1,
  height: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  selectors: { '&[data-done="true"]': { backgroundColor: vars.color.brand.strong } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.small });

export const coordinates = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

/** The geocoder's suggestions under the address field. */
export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
