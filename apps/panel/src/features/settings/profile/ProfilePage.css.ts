import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '960px', marginInline: 'auto' });

export const sessions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/** One session a line: what and where on the left, its action on the right; stacked on a phone. */
export const session = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const sessionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0, overflowWrap: 'anywhere' });
