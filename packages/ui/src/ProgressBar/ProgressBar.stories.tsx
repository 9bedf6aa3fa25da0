import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  parameters: {
    docs: {
      description: {
        component:
          'How far along a task is — uploading a file, flashing a device. Determinate with a `value` (a percentage, or `valueLabel` in words), or `isIndeterminate` when the length is unknown. The label is visible and names the bar.',
      },
    },
  },
  args: { label: 'Subiendo plano.pdf', value: 40 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[style]')!;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Subiendo plano.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    // Formatted for the locale: Spanish puts a narrow space before the sign.
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/^40\s%$/);
    await expect(canvas.getByText(/^40\s%$/)).toBeVisible();
    const track = fillOf(bar).parentElement!.getBoundingClientRect();
    await expect(fillOf(bar).getBoundingClientRect().width / track.width).toBeCloseTo(0.4, 2);
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

export const WithValueLabel: Story = {
  args: { label: 'Archivos subidos', value: 3, maxValue: 5, valueLabel: '3 de 5 archivos' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Archivos subidos' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 de 5 archivos');
    await expect(canvas.getByText('3 de 5 archivos')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Buscando dispositivos', isIndeterminate: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Buscando dispositivos' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText(/%/)).toBeNull();
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    const track = fillOf(bar).parentElement!.getBoundingClientRect();
    await expect(fillOf(bar).getBoundingClientRect().width).toBeCloseTo(track.width, 0);
  },
};

export const English: Story = {
  args: { label: 'Uploading plan.pdf', value: 75 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading plan.pdf' })).toHaveAttribute('aria-valuetext', '75%');
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    const fill = fillOf(bar).getBoundingClientRect();
    const track = fillOf(bar).parentElement!.getBoundingClientRect();
    // The bar fills from the right.
    await expect(fill.right).toBeCloseTo(track.right, 0);
    await expect(fill.left).toBeGreaterThan(track.left);
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
