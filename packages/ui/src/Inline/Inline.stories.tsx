import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline, inlineAlignments, inlineJustifications } from './Inline';

const labels = ['Ruido', 'Humo', 'Ocupación', 'Temperatura', 'Humedad', 'Calidad del aire'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { gap: 'small', children: null },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAlignments },
    justify: { control: 'inline-radio', options: inlineJustifications },
    children: { control: false },
  },
  render: (args) => (
    <Inline {...args}>
      {labels.map((label) => (
        <Button key={label} variant="secondary" size="small">
          {label}
        </Button>
      ))}
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect());
    if (!first || !second) throw new Error('The buttons are rendered');
    await expect(second.top).toBe(first.top);
    await expect(second.left - first.right).toBe(12);
  },
};

export const WrapsWhenNarrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const rects = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect());
    const lines = new Set(rects.map((rect) => rect.top));
    await expect(lines.size).toBeGreaterThan(1);
    for (const rect of rects) await expect(rect.right).toBeLessThanOrEqual(rects[0]!.left + 240);
  },
};

export const JustifiedToTheEnd: Story = {
  args: { justify: 'end' },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const last = canvas.getAllByRole('button').at(-1)!.getBoundingClientRect();
    await expect(last.right).toBeCloseTo(canvas.getByTestId('column').getBoundingClientRect().right, 0);
  },
};
