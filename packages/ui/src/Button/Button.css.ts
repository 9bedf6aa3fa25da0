import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const { brand, critical, neutral } = vars.color;
const active = '&[data-hovered], &[data-pressed]';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.medium,
    fontWeight: vars.font.weight.semibold,
    // Long labels (Spanish runs long) wrap instead of overflowing a narrow column.
    textAlign: 'center',
    paddingBlock: vars.space.xxsmall,
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: { primary: {}, secondary: {}, ghost: {} },
    tone: { neutral: {}, critical: {} },
    size: {
      small: {
        minHeight: vars.size.control.small,
        paddingInline: vars.space.small,
        fontSize: vars.font.size.small,
        lineHeight: vars.font.lineHeight.small,
      },
      medium: {
        minHeight: vars.size.control.medium,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.medium,
        lineHeight: vars.font.lineHeight.medium,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    /** Square: the icon alone, as wide as the button is tall. */
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1' }, false: {} },
  },
  compoundVariants: [
    {
      variants: { variant: 'primary', tone: 'neutral' },
      style: {
        backgroundColor: brand.strong,
        color: brand.onStrong,
        selectors: { [active]: { backgroundColor: brand.strongHover } },
      },
    },
    {
      variants: { variant: 'primary', tone: 'critical' },
      style: {
        backgroundColor: critical.strong,
        color: critical.onStrong,
        selectors: { [active]: { backgroundColor: critical.strongHover } },
      },
    },
    {
      variants: { variant: 'secondary', tone: 'neutral' },
      style: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderField,
        color: vars.color.text,
        selectors: { [active]: { backgroundColor: neutral.soft, color: neutral.onSoft } },
      },
    },
    {
      variants: { variant: 'secondary', tone: 'critical' },
      style: {
        backgroundColor: vars.color.surface,
        borderColor: critical.border,
        color: critical.text,
        selectors: { [active]: { backgroundColor: critical.soft, color: critical.onSoft } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'neutral' },
      style: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { [active]: { backgroundColor: neutral.soft, color: neutral.onSoft } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'critical' },
      style: {
        backgroundColor: 'transparent',
        color: critical.text,
        selectors: { [active]: { backgroundColor: critical.soft, color: critical.onSoft } },
      },
    },
  ],
  defaultVariants: { variant: 'primary', tone: 'neutral', size: 'medium', fullWidth: false, iconOnly: false },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

/** The label and icon; hidden, not removed, while pending so that the button keeps its width and name. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

const iconBase = style({
  display: 'inline-flex',
  flexShrink: 0,
});

export const icon = styleVariants({
  small: [iconBase, { width: vars.size.icon.small, height: vars.size.icon.small }],
  medium: [iconBase, { width: vars.size.icon.medium, height: vars.size.icon.medium }],
});

globalStyle(`${iconBase} > svg`, { width: '100%', height: '100%' });

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
