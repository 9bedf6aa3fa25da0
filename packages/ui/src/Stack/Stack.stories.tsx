import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack, stackAlignments } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 'medium', children: null },
  argTypes: { align: { control: 'inline-radio', options: stackAlignments }, children: { control: false } },
  render: (args) => (
    <Stack {...args}>
      <Button variant="secondary">Primero</Button>
      <Button variant="secondary">Segundo</Button>
      <Button variant="secondary">Tercero</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect());
    if (!first || !second) throw new Error('Three buttons are rendered');
    // One under the other, 16 px apart (gap "medium").
    await expect(second.top - first.bottom).toBe(16);
    await expect(second.left).toBe(first.left);
  },
};

export const LargeGapCentred: Story = {
  args: { gap: 'xlarge', align: 'center' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect());
    if (!first || !second) throw new Error('Three buttons are rendered');
    await expect(second.top - first.bottom).toBe(32);
    await expect(first.left + first.width / 2).toBeCloseTo(second.left + second.width / 2, 0);
  },
};
