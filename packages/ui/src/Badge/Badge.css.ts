import { style, styleVariants } from '@vanilla-extract/css';
import { toneNames, type ToneName } from '../theme/palette';
import { vars } from '../theme/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  paddingBlock: 0,
  paddingInline: vars.space.xsmall,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

const fill = (tone: ToneName) => ({
  soft: { backgroundColor: vars.color[tone].soft, color: vars.color[tone].onSoft, borderColor: vars.color[tone].border },
  strong: { backgroundColor: vars.color[tone].strong, color: vars.color[tone].onStrong, borderColor: vars.color[tone].strong },
});

export const soft = styleVariants(Object.fromEntries(toneNames.map((tone) => [tone, fill(tone).soft])) as Record<ToneName, ReturnType<typeof fill>['soft']>);
export const strong = styleVariants(
  Object.fromEntries(toneNames.map((tone) => [tone, fill(tone).strong])) as Record<ToneName, ReturnType<typeof fill>['strong']>,
);
