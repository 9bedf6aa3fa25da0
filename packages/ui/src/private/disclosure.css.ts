import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const heading = style({ margin: 0, minWidth: 0, flex: 1 });

/** The whole heading is the button, so that the person can press anywhere on it. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.control.medium,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  color: vars.color.textSecondary,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.medium,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const size = {
  2: style({ fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge }),
  3: style({ fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large }),
  4: style({ fontSize: vars.font.size.medium, lineHeight: vars.font.lineHeight.medium }),
};

globalStyle(`${trigger}:hover > ${chevron}`, { color: vars.color.text });
