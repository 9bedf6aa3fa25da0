import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const meter = style({ display: 'grid', gap: vars.space.xxsmall, fontSize: vars.font.size.small, color: vars.color.text });

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.small });

export const value = style({ fontVariantNumeric: vars.font.tabularFigures, fontWeight: vars.font.weight.semibold });

export const track = style({
  position: 'relative',
  display: 'flex',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  overflow: 'visible',
});

export const band = style({
  height: '100%',
  selectors: {
    '&:first-child': { borderStartStartRadius: vars.radius.full, borderEndStartRadius: vars.radius.full },
    '&:last-child': { borderStartEndRadius: vars.radius.full, borderEndEndRadius: vars.radius.full },
  },
});

export const marker = style({
  position: 'absolute',
  insetBlock: '-0.25rem',
  width: '0.25rem',
  marginInlineStart: '-0.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.text,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const bandLabel = style({ color: vars.color.textSecondary, fontSize: vars.font.size.xsmall });
