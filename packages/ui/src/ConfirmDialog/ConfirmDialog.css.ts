import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const form = style({ display: 'contents' });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const confirmation = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
