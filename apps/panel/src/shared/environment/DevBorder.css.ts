import { style } from '@vanilla-extract/css';

// Spec §1: the development environment shows a dashed lime border around the whole panel, so that
// nobody mistakes it for production. Lime is deliberately outside the theme: it must never blend in.
export const devBorder = style({
  position: 'fixed',
  inset: 0,
  border: '4px dashed #a3e635',
  pointerEvents: 'none',
  zIndex: 2147483647,
});
