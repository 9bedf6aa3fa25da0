import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const textLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { textDecorationThickness: '2px' },
});
