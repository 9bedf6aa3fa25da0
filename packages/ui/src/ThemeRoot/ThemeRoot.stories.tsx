import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Inline } from '../Inline/Inline';
import { PasswordField } from '../PasswordField/PasswordField';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { toneNames } from '../theme/palette';
import { vars } from '../theme/vars.css';
import { ThemeRoot, themeDirections, themeNames } from './ThemeRoot';

const meta = {
  title: 'Foundations/ThemeRoot',
  component: ThemeRoot,
  parameters: {
    docs: {
      description: {
        component:
          'The root of every screen: the light or dark theme, the font, the locale of the design system’s own strings (Spanish unless English) and the reading direction (`dir`, from the locale unless given; `rtl` mirrors the layout). Its last child is the overlay layer where modals, tooltips and toasts render, so that they carry the same theme and direction. In Storybook the toolbar switches theme, language and direction.',
      },
    },
  },
  args: { theme: 'light', locale: 'es', children: null },
  argTypes: {
    theme: { control: 'inline-radio', options: themeNames },
    locale: { control: 'inline-radio', options: ['es', 'en'] },
    dir: { control: 'inline-radio', options: themeDirections },
    children: { control: false },
  },
  render: (args) => (
    <ThemeRoot {...args}>
      <div style={{ padding: vars.space.large }}>
        <Card title="Acceso">
          <Card.Body>
            <PasswordField label={args.locale === 'en' ? 'Password' : 'Contraseña'} />
          </Card.Body>
          <Card.Footer>
            <Button>{args.locale === 'en' ? 'Sign in' : 'Entrar'}</Button>
          </Card.Footer>
        </Card>
      </div>
    </ThemeRoot>
  ),
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

function themeRootOf(element: HTMLElement): HTMLElement {
  const root = element.closest<HTMLElement>('[data-theme]');
  if (!root) throw new Error('Rendered inside a ThemeRoot');
  return root;
}

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    const root = themeRootOf(button);
    await expect(root).toHaveAttribute('lang', 'es');
    await expect(getComputedStyle(root).colorScheme).toBe('light');
    await expect(getComputedStyle(root).fontFamily).toMatch(/^"?Inter Variable/);

    // A visible focus ring on whatever the keyboard reaches.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(getComputedStyle(button).outlineWidth).toBe('2px');
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvas }) => {
    const root = themeRootOf(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(root).colorScheme).toBe('dark');
    // A night page: dark background, light text.
    await expect(getComputedStyle(root).backgroundColor).toBe('rgb(13, 15, 30)');
    await expect(getComputedStyle(root).color).toBe('rgb(233, 235, 245)');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(themeRootOf(canvas.getByRole('button', { name: 'Sign in' }))).toHaveAttribute('lang', 'en');
  },
};

/** `dir="rtl"` mirrors the layout: every component uses logical properties (inline start and end). */
export const RightToLeft: Story = {
  args: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Contraseña');
    await expect(themeRootOf(input)).toHaveAttribute('dir', 'rtl');
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' }).getBoundingClientRect();
    const field = input.getBoundingClientRect();
    // The show/hide toggle sits at the inline end, which is on the left in right-to-left.
    await expect(toggle.left - field.left).toBeLessThan(field.right - toggle.right);
  },
};

export const RightToLeftFromTheLocale: Story = {
  args: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(themeRootOf(canvas.getByRole('button', { name: 'Mostrar contraseña' }))).toHaveAttribute('dir', 'rtl');
  },
};

/** Overlays render into the root's last child, so that they carry its theme and direction. */
export const OverlayContainer: Story = {
  args: { theme: 'dark', dir: 'rtl' },
  play: async ({ canvas }) => {
    const root = themeRootOf(canvas.getByRole('button', { name: 'Entrar' }));
    const container = root.lastElementChild as HTMLElement;
    await expect(container).toHaveAttribute('data-sereno-overlays');
    await expect(getComputedStyle(container).direction).toBe('rtl');
    await expect(getComputedStyle(container).colorScheme).toBe('dark');
  },
};

export const UnknownLocaleFallsBackToSpanish: Story = {
  args: { locale: 'fr-FR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeVisible();
  },
};

const swatch: CSSProperties = {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
  minWidth: 120,
};

/** Every tone's shades as they are meant to be paired; axe checks each pair's contrast in both themes. */
export const Palette: Story = {
  render: (args) => (
    <ThemeRoot {...args}>
      <div style={{ padding: vars.space.large }}>
        <Stack gap="small">
          {[...toneNames, 'accent' as const].map((tone) => {
            const shades = tone === 'accent' ? vars.color.accent : vars.color[tone];
            return (
              <Inline key={tone} gap="small">
                <span style={{ ...swatch, background: shades.strong, color: shades.onStrong }}>{`${tone} strong`}</span>
                <span style={{ ...swatch, background: shades.strongHover, color: shades.onStrong }}>{`${tone} hover`}</span>
                <span style={{ ...swatch, background: shades.soft, color: shades.onSoft }}>{`${tone} soft`}</span>
                <span style={{ ...swatch, background: vars.color.surface, color: shades.text }}>{`${tone} text`}</span>
              </Inline>
            );
          })}
          <Text tone="secondary">Texto secundario sobre el fondo de la página</Text>
        </Stack>
      </div>
    </ThemeRoot>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/strong$/)).toHaveLength(toneNames.length + 1);
  },
};

export const PaletteDark: Story = {
  ...Palette,
  args: { theme: 'dark' },
};
