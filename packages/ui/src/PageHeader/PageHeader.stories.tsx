import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const onCreate = fn();

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  parameters: {
    docs: {
      description: {
        component:
          'The top of every page: breadcrumbs, the page’s one `h1`, a sentence saying what it is for, and its actions at the inline end (they wrap under the title on narrow screens).',
      },
    },
  },
  args: {
    title: 'Habitaciones',
    description: 'Las habitaciones del alojamiento y sus dispositivos.',
    breadcrumbs: (
      <Breadcrumbs>
        <Breadcrumbs.Item href="#inicio">Inicio</Breadcrumbs.Item>
        <Breadcrumbs.Item>Habitaciones</Breadcrumbs.Item>
      </Breadcrumbs>
    ),
    actions: (
      <Button icon={<Plus />} onPress={onCreate}>
        Nueva habitación
      </Button>
    ),
  },
  argTypes: { breadcrumbs: { control: false }, actions: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Habitaciones' });
    const action = canvas.getByRole('button', { name: 'Nueva habitación' });
    await expect(canvas.getByRole('navigation', { name: 'Ruta de navegación' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      title.getBoundingClientRect().top,
    );
    // The action sits beside the title, at the inline end.
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().left + 200);
    await userEvent.click(action);
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Las habitaciones del alojamiento y sus dispositivos.')).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, breadcrumbs: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongTextNarrow: Story = {
  args: {
    title: 'Apartamento Calle Mayor 5, tercero izquierda: ajustes de ruido',
    description: 'Umbrales, horarios de silencio y avisos a los huéspedes cuando el ruido supera el límite durante varios minutos.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Nueva habitación' }).getBoundingClientRect();
    // The action wraps under the title instead of overflowing.
    await expect(action.top).toBeGreaterThan(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().bottom);
    await expect(action.right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  args: { title: 'Rooms', description: 'The property’s rooms and their devices.', breadcrumbs: undefined },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Nueva habitación' }).getBoundingClientRect();
    await expect(action.right).toBeLessThan(title.right - 200);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
