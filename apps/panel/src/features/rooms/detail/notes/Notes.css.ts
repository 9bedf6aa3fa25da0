import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small });

/** A note keeps its line breaks and breaks a long word rather than the page. */
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });
