// The raw colour values of the two themes. Only `vars.css.ts` reads this file; components read `vars`.
// Every pairing used for text or UI boundaries is checked against WCAG AA in `palette.test.ts`.

// Type aliases, not interfaces: vanilla-extract's token types need implicit index signatures.

/** The shades every tone (and the accent) provides. */
export type ToneShades = {
  /** Solid fill: primary buttons, badges, the stripe of a tinted card. */
  strong: string;
  /** `strong` while hovered or pressed. */
  strongHover: string;
  /** Text and icons on `strong`. */
  onStrong: string;
  /** Quiet fill: notifications, soft badges, selected rows. */
  soft: string;
  /** Text and icons on `soft`. */
  onSoft: string;
  /** The tone as text or an icon on a surface (error text under a field, a critical figure). */
  text: string;
  /** A border in the tone, on a surface or on `soft`. */
  border: string;
};

export const toneNames = ['neutral', 'positive', 'caution', 'critical', 'info', 'brand'] as const;
export type ToneName = (typeof toneNames)[number];

export type Palette = Record<ToneName, ToneShades> & {
  /** The warm lamp amber: highlights, never state. */
  accent: ToneShades;
  /** The page behind everything. */
  background: string;
  /** Cards, inputs, the default panel. */
  surface: string;
  /** Wells inside a surface: disabled inputs, table headers. */
  surfaceSunken: string;
  /** Dialogs, popovers, menus. */
  surfaceOverlay: string;
  /** Dividers and card edges: decorative, not a boundary a person must find. */
  border: string;
  /** Input boundaries (WCAG 1.4.11: 3:1 against the surface). */
  borderField: string;
  /** Hovered input boundaries. */
  borderStrong: string;
  text: string;
  /** Secondary text: hints, timestamps, descriptions. */
  textSecondary: string;
  /** Text on `brand.strong` and other inverted areas. */
  textInverse: string;
  link: string;
  focusRing: string;
  /** A translucent wash behind overlays. */
  scrim: string;
  /** The brand-toned navigation column: deep indigo in both themes, never a bright fill at night. */
  navigation: {
    background: string;
    text: string;
    /** A hovered item's fill. */
    hover: string;
    /** The current page's fill; its stripe and the focus ring use the accent. */
    active: string;
  };
};

export const lightPalette: Palette = {
  neutral: {
    strong: '#474D63',
    strongHover: '#363B4E',
    onStrong: '#FFFFFF',
    soft: '#ECEEF3',
    onSoft: '#2A2E3D',
    text: '#474D63',
    border: '#7D8399',
  },
  positive: {
    strong: '#17723F',
    strongHover: '#115C32',
    onStrong: '#FFFFFF',
    soft: '#E2F4E9',
    onSoft: '#0F4F2C',
    text: '#17723F',
    border: '#3A9662',
  },
  caution: {
    strong: '#A64B00',
    strongHover: '#8A3E00',
    onStrong: '#FFFFFF',
    soft: '#FDF0DA',
    onSoft: '#6E3300',
    text: '#9A4600',
    border: '#BD7A1E',
  },
  critical: {
    strong: '#C0283A',
    strongHover: '#A11E2F',
    onStrong: '#FFFFFF',
    soft: '#FCE7E9',
    onSoft: '#85111F',
    text: '#B3223A',
    border: '#D8606F',
  },
  info: {
    strong: '#1D62BD',
    strongHover: '#17519E',
    onStrong: '#FFFFFF',
    soft: '#E3EEFB',
    onSoft: '#12437F',
    text: '#1B5DB3',
    border: '#5488D0',
  },
  brand: {
    strong: '#262B78',
    strongHover: '#323894',
    onStrong: '#FFFFFF',
    soft: '#E7E8F8',
    onSoft: '#1E2262',
    text: '#3239A6',
    border: '#767DD0',
  },
  accent: {
    strong: '#F2A93B',
    strongHover: '#E39A2A',
    onStrong: '#2B1A00',
    soft: '#FFF3DC',
    onSoft: '#6B4200',
    text: '#8A5600',
    border: '#B98420',
  },
  background: '#F4F5F9',
  surface: '#FFFFFF',
  surfaceSunken: '#EEF0F5',
  surfaceOverlay: '#FFFFFF',
  border: '#E1E4EC',
  borderField: '#80869C',
  borderStrong: '#5A6077',
  text: '#1A1D2B',
  textSecondary: '#515769',
  textInverse: '#FFFFFF',
  link: '#3239A6',
  focusRing: '#3D47C9',
  scrim: 'rgba(14, 16, 32, 0.48)',
  navigation: { background: '#262B78', text: '#FFFFFF', hover: '#323894', active: '#3A41A3' },
};

// Night agents work in the dark: a deep indigo night, not a grey inversion. Fills are lit a little
// so that they read against the dark surfaces; the brightest tones carry dark text.
export const darkPalette: Palette = {
  neutral: {
    strong: '#C4C8DA',
    strongHover: '#D6D9E7',
    onStrong: '#141729',
    soft: '#262A42',
    onSoft: '#DADDEB',
    text: '#B4B9CF',
    border: '#6C7293',
  },
  positive: {
    strong: '#45BE7C',
    strongHover: '#5ACB8C',
    onStrong: '#04160C',
    soft: '#132E21',
    onSoft: '#A6E8C1',
    text: '#6CD39B',
    border: '#2F7C52',
  },
  caution: {
    strong: '#F0A43C',
    strongHover: '#F4B45A',
    onStrong: '#1F1200',
    soft: '#372609',
    onSoft: '#F8D193',
    text: '#F2B05A',
    border: '#94621C',
  },
  critical: {
    strong: '#F0606F',
    strongHover: '#F47884',
    onStrong: '#1F0408',
    soft: '#3B1419',
    onSoft: '#FFB8C0',
    text: '#FF8C98',
    border: '#BC4D5C',
  },
  info: {
    strong: '#5FA0F2',
    strongHover: '#78B0F5',
    onStrong: '#02132B',
    soft: '#122A4B',
    onSoft: '#AFCFF9',
    text: '#82B5F5',
    border: '#3F74BA',
  },
  brand: {
    strong: '#8F97F5',
    strongHover: '#A3AAF7',
    onStrong: '#0F1233',
    soft: '#23284F',
    onSoft: '#CDD0FB',
    text: '#A6ADF7',
    border: '#5D66C4',
  },
  accent: {
    strong: '#F4B449',
    strongHover: '#F7C264',
    onStrong: '#241600',
    soft: '#3A2A0E',
    onSoft: '#FAD79A',
    text: '#F6BF5E',
    border: '#9C6E22',
  },
  background: '#0D0F1E',
  surface: '#171A2F',
  surfaceSunken: '#111326',
  surfaceOverlay: '#1F2340',
  border: '#2A2E4A',
  borderField: '#6F7598',
  borderStrong: '#9096B8',
  text: '#E9EBF5',
  textSecondary: '#A9AEC8',
  textInverse: '#0F1233',
  link: '#A6ADF7',
  focusRing: '#F4B449',
  scrim: 'rgba(4, 5, 12, 0.64)',
  navigation: { background: '#141833', text: '#DADDF5', hover: '#222751', active: '#2B3164' },
};
