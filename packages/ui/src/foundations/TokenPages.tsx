// The token pages of the Storybook (Foundations), drawn from the theme's own values: a change to the
// theme shows here with nothing else to edit. Storybook-only: nothing here is exported by the package.
import type { CSSProperties, ReactNode } from 'react';
import { breakpoints, containers } from '../theme/breakpoints';
import { themeValues } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import { colourRows, type ColourRow } from './colourTokens';
import { formatRatio, wcagAA } from './contrast';

type Theme = keyof typeof themeValues;
const themes: Theme[] = ['light', 'dark'];
const themeName: Record<Theme, string> = { light: 'Light theme', dark: 'Dark theme' };

const page: CSSProperties = { fontFamily: vars.font.family.body, color: vars.color.text, maxWidth: 1100 };
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small };
const cell: CSSProperties = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
};
const code: CSSProperties = { fontFamily: vars.font.family.mono, fontSize: vars.font.size.small };

function Page({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main style={page}>
      <h1 style={{ fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge, margin: 0 }}>{title}</h1>
      <p style={{ color: vars.color.textSecondary, maxWidth: '70ch' }}>{intro}</p>
      {children}
    </main>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={{ ...table, marginBottom: vars.space.xlarge }}>
      <caption
        style={{
          textAlign: 'start',
          fontSize: vars.font.size.large,
          lineHeight: vars.font.lineHeight.large,
          fontWeight: 600,
          padding: `${vars.space.small} 0`,
        }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          {head.map((name) => (
            <th key={name} scope="col" style={{ ...cell, background: vars.color.surfaceSunken }}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ colour, on }: { colour: string; on?: string }) {
  // A chip of the colour, on its surface when it has one: no text inside, the ratio is written beside.
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 40,
        height: 28,
        borderRadius: 4,
        background: on ?? colour,
        border: `1px solid ${vars.color.border}`,
        verticalAlign: 'middle',
      }}
    >
      {on ? <span style={{ width: 20, height: 8, borderRadius: 2, background: colour }} /> : null}
    </span>
  );
}

function ContrastList({ row }: { row: ColourRow }) {
  if (row.checks.length === 0) return <span style={{ color: vars.color.textSecondary }}>Not read against a surface</span>;
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
      {row.checks.map((check) => (
        <li key={check.on} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Swatch colour={row.value} on={check.onValue} />
          <span>
            <strong>{formatRatio(check.ratio)}</strong> on <code style={code}>{check.on}</code>{' '}
            {check.passes ? (
              <span style={{ color: vars.color.positive.text }}>✓ AA {check.use === 'text' ? 'text' : 'boundary'}</span>
            ) : (
              <strong style={{ color: vars.color.critical.text }}>
                ✗ misses AA ({check.use === 'text' ? `text needs ${wcagAA.text}:1` : `boundary needs ${wcagAA.ui}:1`})
              </strong>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The colours of one theme (a page each: axe measures every ratio written on it). */
export function ColourPage({ theme }: { theme: Theme }) {
  const misses = colourRows(themeValues[theme].color).flatMap((row) => row.checks.filter((check) => !check.passes));
  return (
    <Page
      title={`Colour: ${themeName[theme].toLowerCase()}`}
      intro={
        <>
          Every colour of the {theme} theme, read from the theme contract (<code style={code}>vars.color</code>). Each is measured against the surfaces it is
          used on: text needs 4.5:1 (WCAG AA), boundaries of controls and meaningful graphics 3:1. Surfaces and decorative fills are not read against anything.{' '}
          {misses.length === 0 ? 'Today every pairing meets AA.' : `${misses.length} pairings miss AA and are marked ✗.`}
        </>
      }
    >
      {[theme].map((theme) => (
        <Table key={theme} caption={themeName[theme]} head={['Colour', 'Token', 'Value', 'Role', 'Contrast where it is used']}>
          {colourRows(themeValues[theme].color).map((row) => (
            <tr key={row.token}>
              <td style={cell}>
                <Swatch colour={row.value} />
              </td>
              <td style={cell}>
                <code style={code}>color.{row.token}</code>
              </td>
              <td style={cell}>
                <code style={code}>{row.value}</code>
              </td>
              <td style={cell}>{row.role}</td>
              <td style={cell}>
                <ContrastList row={row} />
              </td>
            </tr>
          ))}
        </Table>
      ))}
    </Page>
  );
}

const sizes = themeValues.light.font.size;
const lineHeights = themeValues.light.font.lineHeight;

export function TypographyPage() {
  const font = themeValues.light.font;
  return (
    <Page
      title="Typography"
      intro="Inter (variable) for everything, tabular figures for readings and table columns. Sizes are rem: they follow the reader's browser setting."
    >
      <Table caption="Type scale" head={['Token', 'Size / line height', 'Sample']}>
        {(Object.keys(sizes) as Array<keyof typeof sizes>).map((size) => (
          <tr key={size}>
            <td style={cell}>
              <code style={code}>font.size.{size}</code>
            </td>
            <td style={cell}>
              <code style={code}>
                {sizes[size]} / {lineHeights[size]}
              </code>
            </td>
            <td style={cell}>
              <span style={{ fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight[size] }}>Ruido en la habitación 12 · 68 dB</span>
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Weights" head={['Token', 'Value', 'Sample']}>
        {(Object.keys(font.weight) as Array<keyof typeof font.weight>).map((weight) => (
          <tr key={weight}>
            <td style={cell}>
              <code style={code}>font.weight.{weight}</code>
            </td>
            <td style={cell}>
              <code style={code}>{font.weight[weight]}</code>
            </td>
            <td style={{ ...cell, fontWeight: vars.font.weight[weight], fontSize: vars.font.size.large }}>Alarma resuelta</td>
          </tr>
        ))}
      </Table>
      <Table caption="Families and figures" head={['Token', 'Value', 'Sample']}>
        {(['body', 'mono'] as const).map((family) => (
          <tr key={family}>
            <td style={cell}>
              <code style={code}>font.family.{family}</code>
            </td>
            <td style={cell}>
              <code style={code}>{font.family[family]}</code>
            </td>
            <td style={{ ...cell, fontFamily: vars.font.family[family] }}>0123456789 · Sereno</td>
          </tr>
        ))}
        <tr>
          <td style={cell}>
            <code style={code}>font.tabularFigures</code>
          </td>
          <td style={cell}>
            <code style={code}>{font.tabularFigures}</code>
          </td>
          <td style={{ ...cell, fontVariantNumeric: vars.font.tabularFigures }}>
            11.1 dB
            <br />
            88.8 dB
          </td>
        </tr>
      </Table>
    </Page>
  );
}

function Rows<T extends Record<string, string>>({
  group,
  values,
  sample,
}: {
  group: string;
  values: T;
  sample: (key: keyof T & string, value: string) => ReactNode;
}) {
  return (
    <>
      {Object.entries(values).map(([key, value]) => (
        <tr key={key}>
          <td style={cell}>
            <code style={code}>
              {group}.{key}
            </code>
          </td>
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
          <td style={cell}>{sample(key, value)}</td>
        </tr>
      ))}
    </>
  );
}

export function SpacingPage() {
  const { space, radius, borderWidth, size, layout } = themeValues.light;
  return (
    <Page title="Spacing, radii and sizes" intro="A 4 px grid. Gaps and paddings take a step of the spacing scale, never a number of their own.">
      <Table caption="Spacing" head={['Token', 'Value', 'Sample']}>
        <Rows
          group="space"
          values={space}
          sample={(key) => <span aria-hidden="true" style={{ display: 'block', height: 12, width: vars.space[key], background: vars.color.brand.strong }} />}
        />
      </Table>
      <Table caption="Radii" head={['Token', 'Value', 'Sample']}>
        <Rows
          group="radius"
          values={radius}
          sample={(key) => (
            <span
              aria-hidden="true"
              style={{ display: 'block', width: 56, height: 40, borderRadius: vars.radius[key], border: `2px solid ${vars.color.borderStrong}` }}
            />
          )}
        />
      </Table>
      <Table caption="Border widths" head={['Token', 'Value', 'Sample']}>
        <Rows
          group="borderWidth"
          values={borderWidth}
          sample={(key) => (
            <span aria-hidden="true" style={{ display: 'block', width: 56, borderTop: `${vars.borderWidth[key]} solid ${vars.color.borderStrong}` }} />
          )}
        />
      </Table>
      <Table caption="Control and icon sizes" head={['Token', 'Value', 'Sample']}>
        <Rows
          group="size.control"
          values={size.control}
          sample={(key) => (
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: 80,
                height: vars.size.control[key],
                border: `1px solid ${vars.color.borderField}`,
                borderRadius: vars.radius.small,
              }}
            />
          )}
        />
        <Rows
          group="size.icon"
          values={size.icon}
          sample={(key) => (
            <span
              aria-hidden="true"
              style={{ display: 'block', width: vars.size.icon[key], height: vars.size.icon[key], background: vars.color.brand.strong }}
            />
          )}
        />
      </Table>
      <Table caption="Layout" head={['Token', 'Value', 'Where']}>
        <Rows group="layout" values={layout} sample={() => null} />
      </Table>
    </Page>
  );
}

export function ElevationPage() {
  return (
    <Page
      title="Elevation and layers"
      intro="Two elevations only: cards, and overlays (dialogs, popovers, floating notifications). Layers stack in the order below."
    >
      {themes.map((theme) => (
        <Table key={theme} caption={`Shadows, ${themeName[theme].toLowerCase()}`} head={['Token', 'Value', 'Sample (current theme)']}>
          <Rows
            group="shadow"
            values={themeValues[theme].shadow}
            sample={(key) => (
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: 96,
                  height: 48,
                  margin: 8,
                  background: vars.color.surface,
                  borderRadius: vars.radius.large,
                  boxShadow: vars.shadow[key],
                }}
              />
            )}
          />
        </Table>
      ))}
      <Table caption="Z-index layers, bottom to top" head={['Token', 'Value', 'Used by']}>
        <Rows group="zIndex" values={themeValues.light.zIndex} sample={(key) => layerUse[key]} />
      </Table>
    </Page>
  );
}

const layerUse: Record<keyof typeof themeValues.light.zIndex, string> = {
  base: 'The page',
  raised: 'A hovered card, a sticky table header inside its card',
  sticky: 'The navigation bar and side navigation',
  overlay: 'Dialogs, popovers, menus and their scrim',
  notification: 'Toasts: above a dialog that is open',
};

function EasingCurve({ easing }: { easing: string }) {
  const numbers = /cubic-bezier\(([^)]+)\)/.exec(easing)?.[1]?.split(',').map(Number) ?? [0, 0, 1, 1];
  const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = numbers;
  const point = (x: number, y: number) => `${x * 60 + 2},${62 - y * 60}`;
  return (
    <svg width={64} height={64} aria-hidden="true" style={{ border: `1px solid ${vars.color.border}`, borderRadius: 4 }}>
      <path d={`M${point(0, 0)} C${point(x1, y1)} ${point(x2, y2)} ${point(1, 1)}`} fill="none" stroke={vars.color.brand.text} strokeWidth={2} />
    </svg>
  );
}

export function MotionPage() {
  const { motion } = themeValues.light;
  return (
    <Page
      title="Motion"
      intro="Short and quiet: motion says where something came from, never decorates. Under prefers-reduced-motion the durations fall to 0 ms, except a spinner's turn (slower) — the only sign of progress."
    >
      <Table caption="Durations" head={['Token', 'Value', 'Under reduced motion']}>
        <Rows group="motion.duration" values={motion.duration} sample={(key) => (key === 'spin' ? '1600ms' : '0ms')} />
      </Table>
      <Table caption="Easings" head={['Token', 'Value', 'Curve']}>
        <Rows group="motion.easing" values={motion.easing} sample={(_key, value) => <EasingCurve easing={value} />} />
      </Table>
      <Table caption="Focus and state" head={['Token', 'Value', 'Note']}>
        <Rows group="focusRing" values={themeValues.light.focusRing} sample={() => 'The accent ring of every focusable control'} />
        <Rows group="opacity" values={themeValues.light.opacity} sample={() => 'A disabled control'} />
      </Table>
    </Page>
  );
}

export function BreakpointsPage() {
  return (
    <Page
      title="Breakpoints"
      intro="Each applies from its width upwards. A page's content grows to the container width of its breakpoint; below sm it takes the whole width. Phone: 375 px; desktop: 1280 px and up."
    >
      <Table caption="Breakpoints and containers" head={['Name', 'From (px)', 'Container (px)']}>
        {(Object.keys(breakpoints) as Array<keyof typeof breakpoints>).map((name) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            <td style={cell}>{breakpoints[name]}</td>
            <td style={cell}>{name === 'xs' ? 'the whole width' : containers[name]}</td>
          </tr>
        ))}
      </Table>
    </Page>
  );
}
