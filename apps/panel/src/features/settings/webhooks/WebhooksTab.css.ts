import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const row = style({ minWidth: 0 });

/** The events as a grid of checkboxes: two columns where there is room, one on a phone. */
export const events = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.xsmall,
  border: 0,
  padding: 0,
  margin: 0,
});

export const legend = style({ fontWeight: vars.font.weight.semibold, marginBottom: vars.space.xsmall, padding: 0 });

export const url = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.small, overflowWrap: 'anywhere' });

export const deliveries = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const tableBox = style({ overflowX: 'auto' });
