import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Sparkline } from './Sparkline';

const start = Date.UTC(2026, 10, 21, 22, 0);
const points = Array.from({ length: 60 }, (_, index) => ({ time: new Date(start + index * 60_000), value: 45 + ((index * 13) % 17) }));

const meta = {
  title: 'Charts/Sparkline',
  component: Sparkline,
  args: { label: 'Ruido, última hora', unit: 'dBA', points },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named with its last value, for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const last = points.at(-1)?.value;
    await expect(canvas.getByRole('img', { name: `Ruido, última hora: ${last} dBA` })).toBeVisible();
  },
};

export const Critical: Story = { args: { tone: 'critical' } };

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ruido, última hora' })).toBeInTheDocument();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const Playground: Story = {};

export const English: Story = {
  args: { label: 'Noise, last hour' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const last = points.at(-1)?.value;
    await expect(canvas.getByRole('img', { name: `Noise, last hour: ${last} dBA` })).toBeVisible();
  },
};
