import { style } from '@vanilla-extract/css';

/** The form fills the dialog so that its body scrolls between the title and the buttons. */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });
