import { style } from '@vanilla-extract/css';

/** What an anchor adds to a button's look: no underline (the focus ring is the theme's, as a button's). */
export const linkButton = style({ textDecoration: 'none' });
