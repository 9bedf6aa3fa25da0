import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const list = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'grid', gap: vars.space.xsmall });
