import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Navbar } from './Navbar';

const onSignOut = fn();

const meta = {
  title: 'Navigation/Navbar',
  component: Navbar,
  parameters: {
    docs: {
      description: {
        component:
          'The bar along the top of the panel: a title and two slots (`start`, `end`) for a logo, the language or the user’s actions. Inside an `AppShell` on a small screen it also holds the button that opens the navigation drawer.',
      },
    },
  },
  args: {
    title: 'Habitaciones',
    end: (
      <Button variant="ghost" size="small" icon={<LogOut />} onPress={onSignOut}>
        Salir
      </Button>
    ),
  },
  argTypes: { start: { control: false }, end: { control: false } },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveTextContent('Habitaciones');
    // Outside an AppShell there is no drawer to open.
    await expect(canvas.queryByRole('button', { name: 'Abrir navegación' })).toBeNull();
    const signOut = canvas.getByRole('button', { name: 'Salir' });
    // The end slot sits at the inline end.
    await expect(banner.getBoundingClientRect().right - signOut.getBoundingClientRect().right).toBeLessThan(24);
    await userEvent.click(signOut);
    await expect(onSignOut).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { start: <strong>Sereno</strong> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sereno')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: { title: 'Apartamento Calle Mayor 5, 3.º izquierda — ajustes de ruido, humo y ocupación' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner').getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: 'Salir' }).getBoundingClientRect().right).toBeLessThanOrEqual(banner.right);
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner').getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: 'Salir' }).getBoundingClientRect().left - banner.left).toBeLessThan(24);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};
