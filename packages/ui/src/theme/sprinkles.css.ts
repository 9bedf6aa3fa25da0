import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpointQueries } from './breakpoints';
import { vars } from './vars.css';

// Atomic classes for `Box`: spacing and flex layout per breakpoint, colours from the theme.
// Spacing is logical (inline/block), so that a right-to-left page mirrors without any change.

const responsiveProperties = defineProperties({
  conditions: {
    xs: {},
    sm: { '@media': breakpointQueries.sm },
    md: { '@media': breakpointQueries.md },
    lg: { '@media': breakpointQueries.lg },
    xl: { '@media': breakpointQueries.xl },
    xxl: { '@media': breakpointQueries.xxl },
  },
  defaultCondition: 'xs',
  responsiveArray: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginBlockStart: vars.space,
    marginBlockEnd: vars.space,
    marginInlineStart: vars.space,
    marginInlineEnd: vars.space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
  },
});

const { color } = vars;

const themeProperties = defineProperties({
  properties: {
    color: {
      default: color.text,
      secondary: color.textSecondary,
      inverse: color.textInverse,
      positive: color.positive.text,
      caution: color.caution.text,
      critical: color.critical.text,
      info: color.info.text,
      brand: color.brand.text,
    },
    background: {
      page: color.background,
      surface: color.surface,
      sunken: color.surfaceSunken,
      overlay: color.surfaceOverlay,
      neutralSoft: color.neutral.soft,
      positiveSoft: color.positive.soft,
      cautionSoft: color.caution.soft,
      criticalSoft: color.critical.soft,
      infoSoft: color.info.soft,
      brandSoft: color.brand.soft,
      brand: color.brand.strong,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, themeProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
