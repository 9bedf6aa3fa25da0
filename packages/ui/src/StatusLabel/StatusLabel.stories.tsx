import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { badgeTones, type BadgeTone } from '../Badge/Badge';
import { Stack } from '../Stack/Stack';
import { StatusLabel } from './StatusLabel';

const meta = {
  title: 'Feedback/StatusLabel',
  component: StatusLabel,
  parameters: {
    docs: {
      description: {
        component:
          'A state as a coloured dot and uppercase text, without a fill: quieter than a `Badge`, for table cells and dense lists. The app maps its own states to tones.',
      },
    },
  },
  args: { tone: 'positive', children: 'Confirmada' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof StatusLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const label = canvas.getByText('Confirmada');
    await expect(getComputedStyle(label).textTransform).toBe('uppercase');
    await expect(label).toHaveAttribute('data-tone', 'positive');
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Confirmada')).toBeVisible();
  },
};

const bookingStatuses: Array<[string, BadgeTone]> = [
  ['Confirmada', 'positive'],
  ['Cancelada', 'critical'],
  ['Desconocida', 'neutral'],
  ['Sin confirmar', 'caution'],
];

export const BookingStatuses: Story = {
  render: () => (
    <Stack gap="xsmall" align="start">
      {bookingStatuses.map(([label, tone]) => (
        <StatusLabel key={label} tone={tone}>
          {label}
        </StatusLabel>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Confirmada')).color).not.toBe(getComputedStyle(canvas.getByText('Cancelada')).color);
  },
};

export const English: Story = {
  args: { children: 'Unconfirmed', tone: 'caution' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unconfirmed')).toHaveAttribute('data-tone', 'caution');
  },
};

export const DarkTheme: Story = {
  ...BookingStatuses,
  globals: { theme: 'dark' },
};
