import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

/** A card's switches as one group, named for screen readers by its legend. */
export const group = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.medium, color: vars.color.textSecondary, fontSize: vars.font.size.small });
