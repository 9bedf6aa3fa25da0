// The values of the two themes, as plain data: `vars.css.ts` builds the theme contract and the
// themes from them, and the Storybook's token pages read them (`themeValues`). Kept out of the
// `.css.ts` file, whose exports travel in the apps' JavaScript: the panel's entry carries the
// contract and the theme class names, never these values.
import { darkPalette, lightPalette, type Palette } from './palette';

type Shadows = {
  /** The one elevation of cards. */
  card: string;
  /** The one elevation of overlays: dialogs, popovers, floating notifications. */
  overlay: string;
};

const motionDuration = {
  fast: '120ms',
  medium: '160ms',
  slow: '200ms',
  /** A spinner's turn: it is the only sign of progress, so it keeps turning (slower) when motion is reduced. */
  spin: '800ms',
  /** One breath of a loading placeholder; still under reduced motion. */
  pulse: '1600ms',
};

function themeTokens(palette: Palette, shadow: Shadows) {
  return {
    color: palette,
    /** The 4 px grid. */
    space: {
      none: '0',
      xxsmall: '4px',
      xsmall: '8px',
      small: '12px',
      medium: '16px',
      large: '24px',
      xlarge: '32px',
      xxlarge: '48px',
    },
    /** Small on inputs, larger on cards. */
    radius: {
      small: '4px',
      medium: '6px',
      large: '12px',
      full: '9999px',
    },
    borderWidth: {
      thin: '1px',
      thick: '2px',
      /** The tone stripe on the edge of a card or notification. */
      stripe: '4px',
    },
    size: {
      control: { small: '32px', medium: '40px' },
      icon: { small: '16px', medium: '20px' },
    },
    /** Sizes of the layout and of overlays. */
    layout: {
      sideNav: '256px',
      sideNavMini: '64px',
      navbar: '56px',
      /** The widest a dialog gets; on small screens it takes 90% of the width. */
      modal: '800px',
      modalSmall: '90%',
      toast: '360px',
      tooltip: '280px',
      /** The thickness of a progress bar and of a skeleton line. */
      bar: '8px',
    },
    font: {
      family: {
        body: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        mono: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
      },
      size: {
        xsmall: '0.75rem',
        small: '0.875rem',
        medium: '1rem',
        large: '1.25rem',
        xlarge: '1.5rem',
        xxlarge: '2rem',
      },
      lineHeight: {
        xsmall: '1rem',
        small: '1.25rem',
        medium: '1.5rem',
        large: '1.75rem',
        xlarge: '2rem',
        xxlarge: '2.5rem',
      },
      weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
      /**
       * Readings and table columns line up with tabular figures. Not for prose: Inter's `tnum` also
       * widens punctuation ("Wi-Fi" reads "Wi - Fi").
       */
      tabularFigures: 'tabular-nums',
    },
    shadow,
    motion: {
      duration: motionDuration,
      easing: {
        standard: 'cubic-bezier(0.2, 0, 0, 1)',
        enter: 'cubic-bezier(0, 0, 0, 1)',
      },
    },
    zIndex: { base: '0', raised: '10', sticky: '100', overlay: '1000', notification: '1100' },
    focusRing: { width: '2px', offset: '2px' },
    opacity: { disabled: '0.5' },
  };
}

export const lightTokens = themeTokens(lightPalette, {
  card: '0 1px 2px rgba(16, 19, 40, 0.06), 0 1px 3px rgba(16, 19, 40, 0.10)',
  overlay: '0 12px 32px rgba(16, 19, 40, 0.18), 0 2px 6px rgba(16, 19, 40, 0.10)',
});

// Shadows barely show on a dark page: cards lean on their border and a deeper, tighter shadow.
export const darkTokens = themeTokens(darkPalette, {
  card: '0 1px 2px rgba(0, 0, 0, 0.40), 0 2px 6px rgba(0, 0, 0, 0.30)',
  overlay: '0 16px 40px rgba(0, 0, 0, 0.60), 0 2px 8px rgba(0, 0, 0, 0.40)',
});

/**
 * The values behind the contract, theme by theme: for the Storybook's token pages, which are drawn
 * from these (never from a hand-kept copy). Components read `vars`, never these.
 */
export const themeValues = { light: lightTokens, dark: darkTokens };
