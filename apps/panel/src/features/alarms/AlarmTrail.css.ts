import { vars } from '@sereno/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small });

/** One notification: what and to whom on the first line, where it stands on the second. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  alignItems: 'start',
  paddingBlock: vars.space.xsmall,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const channelIcon = style({ width: '1.25em', height: '1.25em', marginBlockStart: '0.125em', color: vars.color.textSecondary });

export const lines = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0, overflowWrap: 'anywhere' });

export const status = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const contact = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** Who took or resolved the alarm, and how. */
export const handling = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xsmall, alignItems: 'baseline' });
