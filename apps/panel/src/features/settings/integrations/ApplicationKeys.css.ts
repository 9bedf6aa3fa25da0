import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const row = style({ minWidth: 0 });

/** The name field and its button side by side where there is room, stacked on a phone. */
export const newForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

export const nameField = style({ flex: '1 1 16rem', minWidth: 0 });
