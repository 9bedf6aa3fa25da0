import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Meter, type MeterBand } from './Meter';

// The bands are the app's to define (here the air-quality bands of spec §4, 0–500).
const iaqBands: MeterBand[] = [
  { upTo: 50, label: 'Excelente', tone: 'positive' },
  { upTo: 100, label: 'Buena', tone: 'positive' },
  { upTo: 150, label: 'Ligeramente contaminado', tone: 'caution' },
  { upTo: 200, label: 'Moderadamente contaminado', tone: 'caution' },
  { upTo: 250, label: 'Muy contaminado', tone: 'critical' },
  { upTo: 350, label: 'Gravemente contaminado', tone: 'critical' },
  { upTo: 500, label: 'Extremadamente contaminado', tone: 'brand' },
];

const meta = {
  title: 'Charts/Meter',
  component: Meter,
  args: { label: 'Calidad del aire (IAQ)', value: 128, bands: iaqBands },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Meter {...args} />
    </div>
  ),
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value and its band's name, for everybody: a meter for assistive technology. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Calidad del aire (IAQ)' });
    await expect(meter).toHaveAttribute('aria-valuenow', '128');
    await expect(meter).toHaveAttribute('aria-valuetext', '128 (Ligeramente contaminado)');
  },
};

export const Excellent: Story = {
  args: { value: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20 (Excelente)')).toBeVisible();
  },
};

/** A value past the scale stays on it, and says its real number. */
export const OffTheScale: Story = {
  args: { value: 612 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '500');
    await expect(canvas.getByText('612 (Extremadamente contaminado)')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Playground: Story = {};

/** English labels come from the app; the number is written the English way. */
export const English: Story = {
  args: {
    label: 'Air quality (IAQ)',
    value: 1234,
    bands: [
      { upTo: 500, label: 'Good', tone: 'positive' },
      { upTo: 2000, label: 'Poor', tone: 'critical' },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234 (Poor)')).toBeVisible();
  },
};

export const LongLabel: Story = {
  args: { label: 'Calidad del aire interior según el índice IAQ del sensor del salón principal' },
};
