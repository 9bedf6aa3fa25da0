import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const { brand, neutral, accent, navigation } = vars.color;

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  height: '100%',
  width: vars.layout.sideNav,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.xsmall,
  overflowY: 'auto',
  overflowX: 'hidden',
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.medium,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { '&[data-mini]': { width: vars.layout.sideNavMini } },
});

export const tone = styleVariants({
  brand: { backgroundColor: navigation.background, color: navigation.text },
  neutral: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control.medium,
  paddingInline: vars.space.small,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  flex: 1,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const groupLabel = style({
  margin: 0,
  paddingInline: vars.space.small,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.control.medium,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
});

/** A button entry: the link's look without the button's own. */
export const action = style({
  width: '100%',
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
});

/** Hover and the active item, per tone; the active one also carries a stripe on its inline start. */
globalStyle(`${tone.brand} ${link}:hover`, { backgroundColor: navigation.hover });
globalStyle(`${tone.brand} ${link}[aria-current="page"]`, { backgroundColor: navigation.active, color: navigation.text });
globalStyle(`${tone.brand} ${link}[aria-current="page"]::before`, { backgroundColor: accent.strong });
globalStyle(`${tone.neutral} ${link}:hover`, { backgroundColor: neutral.soft, color: neutral.onSoft });
globalStyle(`${tone.neutral} ${link}[aria-current="page"]`, { backgroundColor: brand.soft, color: brand.onSoft });
globalStyle(`${tone.neutral} ${link}[aria-current="page"]::before`, { backgroundColor: brand.strong });

globalStyle(`${link}[aria-current="page"]::before`, {
  content: '""',
  position: 'absolute',
  insetBlock: vars.space.xsmall,
  insetInlineStart: 0,
  width: vars.borderWidth.stripe,
  borderRadius: vars.radius.full,
});

/** On the brand fill the page's focus ring would not show: the lamp amber does. */
globalStyle(`${tone.brand} :focus-visible`, { outlineColor: accent.strong });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
});

globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const footer = style({ display: 'flex', paddingInline: vars.space.xxsmall });

export const miniToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.medium,
  height: vars.size.control.medium,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    [`${tone.brand} &[data-hovered]`]: { backgroundColor: navigation.hover },
    [`${tone.neutral} &[data-hovered]`]: { backgroundColor: neutral.soft, color: neutral.onSoft },
  },
});

globalStyle(`${miniToggle} > svg`, { width: vars.size.icon.medium, height: vars.size.icon.medium });

/** In right-to-left the collapse arrow points the other way. */
globalStyle(`[dir="rtl"] ${miniToggle} > svg`, { transform: 'scaleX(-1)' });
