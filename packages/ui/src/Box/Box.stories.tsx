import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text';
import { Box, boxElements } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  parameters: {
    docs: {
      description: {
        component:
          'The primitive under the layout components: padding, margin, gap, display and flex props from the spacing scale, each responsive on the breakpoints (`{ xs: …, md: … }` or an array), and the theme’s colours. Reach for `Stack`, `Inline` or `Columns` first; use `Box` for the one-off layout they do not cover.',
      },
    },
  },
  args: { padding: 'large', background: 'surface', borderRadius: 'large', boxShadow: 'card' },
  argTypes: { as: { control: 'select', options: boxElements }, children: { control: false } },
  render: (args) => (
    <Box {...args}>
      <Text>Contenido dentro de una caja</Text>
    </Box>
  ),
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: HTMLElement) => element.parentElement as HTMLElement;

export const Default: Story = {
  play: async ({ canvas }) => {
    const style = getComputedStyle(box(canvas.getByText('Contenido dentro de una caja')));
    await expect(style.paddingTop).toBe('24px');
    await expect(style.paddingInlineStart).toBe('24px');
    await expect(style.borderRadius).toBe('12px');
    // The surface colour of the theme in use (this story also runs in the dark theme).
    await expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const Playground: Story = {
  args: { display: 'flex', gap: 'medium', paddingInline: 'xlarge', paddingBlock: 'small', background: 'brandSoft', color: 'brand' },
  play: async ({ canvas }) => {
    const style = getComputedStyle(box(canvas.getByText('Contenido dentro de una caja')));
    await expect(style.paddingLeft).toBe('32px');
    await expect(style.paddingTop).toBe('12px');
  },
};

/** Padding grows with the screen: 8 px on phones, 48 px from `md` (768 px) up. */
export const Responsive: Story = {
  args: { padding: { xs: 'xsmall', md: 'xxlarge' } },
  play: async ({ canvas }) => {
    const expected = window.innerWidth >= 768 ? '48px' : '8px';
    await expect(getComputedStyle(box(canvas.getByText('Contenido dentro de una caja'))).paddingTop).toBe(expected);
  },
};

/** Logical spacing: the inline start is on the right in right-to-left. */
export const RightToLeft: Story = {
  args: { padding: 'none', paddingInlineStart: 'xxlarge', background: 'sunken' },
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const style = getComputedStyle(box(canvas.getByText('Contenido dentro de una caja')));
    await expect(style.paddingRight).toBe('48px');
    await expect(style.paddingLeft).toBe('0px');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(box(canvas.getByText('Contenido dentro de una caja'))).backgroundColor).toBe('rgb(23, 26, 47)');
  },
};
