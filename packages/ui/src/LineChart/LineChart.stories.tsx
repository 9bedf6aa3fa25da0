import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChartPoint } from './series';
import { LineChart } from './LineChart';

const start = Date.UTC(2026, 10, 21, 18, 0);
/** A made-up evening of readings every 5 minutes; deterministic, so that tests and pictures are stable. */
function evening(base: number, swing: number, options: { gapFrom?: number; gapTo?: number } = {}): ChartPoint[] {
  return Array.from({ length: 72 }, (_, index) => ({
    time: new Date(start + index * 5 * 60 * 1000),
    value: Math.round((base + swing * Math.sin(index / 7) + ((index * 37) % 11) / 2) * 10) / 10,
  })).filter((_, index) => options.gapFrom === undefined || index < options.gapFrom || index >= (options.gapTo ?? 0));
}

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: { label: 'Ruido, últimas 6 horas', unit: 'dBA', series: [{ id: 'noise', label: 'Ruido', points: evening(48, 12) }] },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <LineChart {...args} />
    </div>
  ),
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The min, middle and max lines of what is shown; a summary table for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('group', { name: 'Ruido, últimas 6 horas' });
    await expect(chart.querySelector('svg path')).not.toBeNull();
    await expect(chart).toHaveTextContent(/máx\./);
    const summary = canvas.getByRole('table', { name: 'Resumen: Ruido, últimas 6 horas' });
    await expect(within(summary).getByRole('rowheader', { name: 'Ruido' })).toBeInTheDocument();
  },
};

/** With the keyboard: the arrows walk the readings and the tooltip says value and time. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const chart = canvas.getByRole('group', { name: 'Ruido, últimas 6 horas' });
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const tooltip = await canvas.findByRole('status');
    const first = evening(48, 12)[0]?.value?.toLocaleString('es', { maximumFractionDigits: 1 });
    await expect(tooltip).toHaveTextContent(`Ruido: ${first} dBA`);
    await userEvent.keyboard('{End}');
    const last = evening(48, 12).at(-1)?.value?.toLocaleString('es', { maximumFractionDigits: 1 });
    await expect(canvas.getByRole('status')).toHaveTextContent(`Ruido: ${last} dBA`);
    await userEvent.tab();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A device that was disconnected for an hour: the line breaks instead of inventing readings. */
export const WithGap: Story = {
  args: { series: [{ id: 'noise', label: 'Ruido', points: evening(48, 12, { gapFrom: 30, gapTo: 42 }) }] },
  play: async ({ canvas }) => {
    const path = canvas.getByRole('group').querySelector('svg path[stroke]');
    // Two runs of the line: the path starts a second time after the gap.
    await expect((path?.getAttribute('d')?.match(/M/g) ?? []).length).toBe(2);
  },
};

export const SeveralSeries: Story = {
  args: {
    label: 'Temperatura y humedad',
    unit: undefined,
    referenceLines: 'none',
    series: [
      { id: 't', label: 'Temperatura (°C)', points: evening(22, 2) },
      { id: 'h', label: 'Humedad (%RH)', points: evening(48, 6), tone: 'info' },
      { id: 'iaq', label: 'IAQ', points: evening(60, 20), tone: 'caution' },
    ],
  },
};

/** Thresholds as reference lines, instead of the data's range. */
export const Thresholds: Story = {
  args: {
    referenceLines: [
      { label: 'alto', value: 70, tone: 'critical' },
      { label: 'medio', value: 55, tone: 'caution' },
      { label: 'bajo', value: 40, tone: 'positive' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveTextContent(/alto 70/);
  },
};

/**
 * An alarm as a night agent reads it: the threshold in view even when every reading is above it, and
 * the alarm's window shaded.
 */
export const AlarmWindow: Story = {
  args: {
    label: 'Ruido alrededor de la alarma',
    series: [{ id: 'noise', label: 'Ruido', points: evening(84, 2) }],
    referenceLines: [{ label: 'umbral', value: 70, tone: 'critical' }],
    bands: [{ label: 'Alarma', from: new Date(start + 90 * 60 * 1000), to: new Date(start + 150 * 60 * 1000) }],
  },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('group', { name: 'Ruido alrededor de la alarma' });
    await expect(chart).toHaveTextContent(/umbral 70/);
    const threshold = chart.querySelector('svg g line');
    await expect(threshold).not.toBeNull();
    // The threshold is drawn inside the plot, not clipped above or below it.
    const plotHeight = Number(chart.querySelector('svg')?.getAttribute('height'));
    const y = Number(threshold?.getAttribute('y1'));
    await expect(y).toBeGreaterThan(0);
    await expect(y).toBeLessThan(plotHeight);
    const band = chart.querySelector('svg rect[fill]:not([fill="transparent"])');
    await expect(Number(band?.getAttribute('width'))).toBeGreaterThan(10);
    await expect(canvas.getByText(/^Alarma: /, { selector: 'li' })).toBeInTheDocument();
  },
};

/** A flat series: max, middle and min hold one value, and their labels stand apart instead of on top of each other. */
export const Flat: Story = {
  args: { series: [{ id: 'noise', label: 'Ruido', points: evening(40, 0).map((point) => ({ ...point, value: 40 })) }] },
  play: async ({ canvas }) => {
    const labels = [...canvas.getByRole('group').querySelectorAll('svg text')].filter((text) => /^(máx\.|medio|mín\.) /.test(text.textContent ?? ''));
    const ys = labels.map((text) => Number(text.getAttribute('y'))).sort((a, b) => a - b);
    await expect(ys).toHaveLength(3);
    await expect((ys[1] ?? 0) - (ys[0] ?? 0)).toBeGreaterThanOrEqual(12);
    await expect((ys[2] ?? 0) - (ys[1] ?? 0)).toBeGreaterThanOrEqual(12);
  },
};

export const Empty: Story = {
  args: { series: [{ id: 'noise', label: 'Ruido', points: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ruido, últimas 6 horas: Sin datos en este periodo.' })).toBeVisible();
  },
};

export const English: Story = {
  args: { label: 'Noise, last 6 hours', series: [{ id: 'noise', label: 'Noise', points: evening(48, 12) }] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Summary: Noise, last 6 hours' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
