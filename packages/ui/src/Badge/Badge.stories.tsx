import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Badge, badgeTones, badgeVariants, type BadgeTone } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  parameters: {
    docs: {
      description: {
        component:
          'A short uppercase state in a tone: a booking’s status, a device’s state. `soft` by default; `strong` only for what must be seen across the room. The words carry the state, the colour helps. The app maps its states to tones — see "Booking statuses". For a quieter label in dense tables, use `StatusLabel`.',
      },
    },
  },
  args: { tone: 'positive', variant: 'soft', children: 'Confirmada' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones }, variant: { control: 'inline-radio', options: badgeVariants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Confirmada');
    await expect(getComputedStyle(badge).textTransform).toBe('uppercase');
    await expect(badge).toHaveAttribute('data-tone', 'positive');
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Confirmada')).toBeVisible();
  },
};

/** How the app maps a booking's status to a tone; ui itself knows nothing of bookings. */
const bookingStatuses: Array<{ status: string; label: string; english: string; tone: BadgeTone }> = [
  { status: 'confirmed', label: 'Confirmada', english: 'Confirmed', tone: 'positive' },
  { status: 'cancelled', label: 'Cancelada', english: 'Cancelled', tone: 'critical' },
  { status: 'unknown', label: 'Desconocida', english: 'Unknown', tone: 'neutral' },
  { status: 'unconfirmed', label: 'Sin confirmar', english: 'Unconfirmed', tone: 'caution' },
];

export const BookingStatuses: Story = {
  render: () => (
    <Stack gap="small">
      <Inline gap="small">
        {bookingStatuses.map(({ status, label, tone }) => (
          <Badge key={status} tone={tone}>
            {label}
          </Badge>
        ))}
      </Inline>
      <Inline gap="small">
        {bookingStatuses.map(({ status, label, tone }) => (
          <Badge key={status} tone={tone} variant="strong">
            {label}
          </Badge>
        ))}
      </Inline>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [confirmed, cancelled] = canvas.getAllByText(/Confirmada|Cancelada/);
    await expect(getComputedStyle(confirmed!).backgroundColor).not.toBe(getComputedStyle(cancelled!).backgroundColor);
    await expect(canvas.getAllByText('Sin confirmar')[0]).toHaveAttribute('data-tone', 'caution');
    await expect(canvas.getAllByText('Desconocida')[0]).toHaveAttribute('data-tone', 'neutral');
  },
};

export const AllTones: Story = {
  render: () => (
    <Stack gap="small">
      {badgeVariants.map((variant) => (
        <Inline key={variant} gap="small">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('brand')).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: { children: 'Pendiente de confirmación por el propietario del alojamiento' },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByText(/Pendiente/).getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <Inline gap="small">
      {bookingStatuses.map(({ status, english, tone }) => (
        <Badge key={status} tone={tone}>
          {english}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unconfirmed')).toHaveAttribute('data-tone', 'caution');
  },
};

export const DarkTheme: Story = {
  ...BookingStatuses,
  globals: { theme: 'dark' },
};
