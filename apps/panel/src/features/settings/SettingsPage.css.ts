import { containers } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

/** Forms read best in a column: the page stops at the spec's medium container. */
export const page = style({
  width: '100%',
  maxWidth: `${containers.md}px`,
});

/** The settings' six tabs (presets and webhooks among them) need the large container to fit one line. */
export const tabbedPage = style({
  width: '100%',
  maxWidth: `${containers.lg}px`,
});
