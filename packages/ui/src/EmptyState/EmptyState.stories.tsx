import type { Meta, StoryObj } from '@storybook/react-vite';
import { House, SearchX } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const onCreate = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component:
          'What a list, table or page shows when there is nothing in it: an icon, what is empty, why, and usually one action that fixes it. Not for errors (use a `Notification`) nor for loading (use a `Skeleton`).',
      },
    },
  },
  args: {
    icon: <House />,
    title: 'No hay habitaciones',
    description: 'Añada la primera habitación del alojamiento para empezar a recibir lecturas.',
    action: <Button onPress={onCreate}>Nueva habitación</Button>,
  },
  argTypes: { icon: { control: false }, action: { control: false }, headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No hay habitaciones' })).toBeVisible();
    await expect(canvas.getByText(/Añada la primera habitación/)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { icon: <SearchX />, title: 'Sin resultados', description: 'Ningún alojamiento coincide con los filtros.', action: undefined, headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Sin resultados' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: 'Todavía no hay ningún dispositivo vinculado a las habitaciones de este alojamiento',
    description:
      'Los dispositivos envían lecturas de ruido, humo y ocupación cada minuto. Vincule uno desde la ficha de la habitación o con el programa de instalación.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('heading').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  args: { title: 'No rooms yet', description: 'Add the property’s first room to start receiving readings.', action: <Button>New room</Button> },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No rooms yet' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toBeVisible();
  },
};
