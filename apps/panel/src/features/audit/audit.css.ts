import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '1320px', marginInline: 'auto' });

/** The filters wrap to the width the page has. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium });

export const filter = style({ flex: '1 1 12rem', minWidth: 0 });

export const wideFilter = style({ flex: '2 1 16rem', minWidth: 0 });

export const clear = style({ marginInlineStart: 'auto', alignSelf: 'flex-end' });

/** Two or three lines in one cell: what it is, and what goes with it under it. */
export const stacked = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0, overflowWrap: 'anywhere' });

/** An object's id, shortened: enough to tell two apart. */
export const shortId = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.small, color: vars.color.textSecondary });

export const address = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.small, overflowWrap: 'anywhere' });
