import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OccupancyBars, type OccupancyBucket } from './OccupancyBars';

const start = Date.UTC(2026, 10, 21, 18, 0);
const hour = 60 * 60 * 1000;
const counts = [1, 2, 2, 4, 6, 9, 7, 3, 2, 1, 0, 0];
const buckets: OccupancyBucket[] = counts.map((value, index) => ({ start: new Date(start + index * hour), end: new Date(start + (index + 1) * hour), value }));

const meta = {
  title: 'Charts/OccupancyBars',
  component: OccupancyBars,
  args: { label: 'Dispositivos cercanos por hora', buckets },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <OccupancyBars {...args} />
    </div>
  ),
} satisfies Meta<typeof OccupancyBars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bar per bucket; the same counts in a table for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Resumen: Dispositivos cercanos por hora' });
    await expect(within(table).getAllByRole('row')).toHaveLength(counts.length + 1);
    await expect(canvas.getByRole('figure').querySelectorAll('rect')).toHaveLength(counts.length);
  },
};

/** The app decides each bar's tone, e.g. by how full the room was. */
export const TonedByLevel: Story = {
  args: { toneOf: (bucket: OccupancyBucket) => (bucket.value >= 8 ? 'critical' : bucket.value >= 5 ? 'caution' : 'positive') },
};

export const Empty: Story = {
  args: { buckets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Dispositivos cercanos por hora: Sin datos en este periodo.' })).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const Playground: Story = {};

export const English: Story = {
  args: { label: 'Nearby devices by hour' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Summary: Nearby devices by hour' })).toBeInTheDocument();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
