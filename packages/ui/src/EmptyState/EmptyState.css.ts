import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.medium,
  height: vars.size.control.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
});

globalStyle(`${icon} > svg`, { width: vars.size.icon.medium, height: vars.size.icon.medium });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.textSecondary,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.xsmall });
