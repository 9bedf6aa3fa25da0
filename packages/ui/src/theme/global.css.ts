import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The element ThemeRoot renders: the themed canvas everything else sits on. */
export const themeRoot = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('body', { margin: 0 });

globalStyle(`:where(${themeRoot}), :where(${themeRoot}) :where(*, *::before, *::after)`, {
  boxSizing: 'border-box',
});

// Zero specificity: components' own classes must win over these defaults.
globalStyle(`:where(${themeRoot}) :where(button, input, textarea, select)`, {
  font: 'inherit',
  color: 'inherit',
});

// One visible focus ring for everything focused from the keyboard.
globalStyle(`${themeRoot} :focus-visible`, {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
});
