import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '960px', marginInline: 'auto' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium });

export const room = style({ flex: '2 1 14rem', minWidth: 0 });

export const night = style({ flex: '1 1 10rem', minWidth: 0 });
