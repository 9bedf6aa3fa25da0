import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const heading = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const level = styleVariants({
  1: [heading, { fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge, fontWeight: vars.font.weight.bold }],
  2: [heading, { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge }],
  3: [heading, { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large }],
  4: [heading, { fontSize: vars.font.size.medium, lineHeight: vars.font.lineHeight.medium }],
});
