import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Alojamientos' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Alojamientos' });
    await expect(heading.tagName).toBe('H1');
  },
};

export const Levels: Story = {
  render: () => (
    <Stack gap="small">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>{`Nivel ${level}`}</Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = headingLevels.map((level) => parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize));
    // Each level is smaller than the one above it.
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    await expect(new Set(sizes).size).toBe(sizes.length);
  },
};

export const LongText: Story = {
  args: { level: 2, children: 'Procedimientos normalizados de trabajo para el turno de noche de los agentes' },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('heading').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const DarkTheme: Story = {
  ...Levels,
  globals: { theme: 'dark' },
};
