import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BreakpointsPage, ColourPage, ElevationPage, MotionPage, SpacingPage, TypographyPage } from './TokenPages';

const meta = {
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The page shows the theme it names, whatever the toolbar says; the toolbar paints the page around it.
export const ColourLight: Story = {
  name: 'Colour: light theme',
  render: () => <ColourPage theme="light" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Light theme' })).toBeVisible();
    await expect(canvas.getByText('color.critical.text')).toBeVisible();
  },
};

export const ColourDark: Story = {
  name: 'Colour: dark theme',
  render: () => <ColourPage theme="dark" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Dark theme' })).toBeVisible();
  },
};

export const Typography: Story = { render: () => <TypographyPage /> };
export const SpacingAndRadii: Story = { name: 'Spacing, radii and sizes', render: () => <SpacingPage /> };
export const Elevation: Story = { name: 'Elevation and layers', render: () => <ElevationPage /> };
export const Motion: Story = { render: () => <MotionPage /> };
export const Breakpoints: Story = { render: () => <BreakpointsPage /> };
