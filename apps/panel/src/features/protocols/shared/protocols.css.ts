import { breakpointQueries, vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '1320px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const panel = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

/** The tree beside its tools where there is room; above them on a phone. */
export const assets = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [breakpointQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' } },
});

export const tree = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const branch = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.medium,
  border: `1px solid transparent`,
  minHeight: '44px',
});

export const rowTarget = style({ borderColor: vars.color.accent.strong, background: vars.color.accent.soft });

export const rowPicked = style({ borderStyle: 'dashed', borderColor: vars.color.borderStrong });

export const name = style({ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere', fontWeight: vars.font.weight.semibold });

export const actions = style({ display: 'flex', gap: vars.space.xxsmall, flexWrap: 'wrap' });

export const liveRegion = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });

export const cell = style({
  textAlign: 'start',
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
