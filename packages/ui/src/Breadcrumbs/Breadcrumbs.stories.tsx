import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { LinkComponentProps } from '../private/link';
import { Breadcrumbs } from './Breadcrumbs';

const onNavigate = fn();

/** Stands in for the app's router link: records where it would go. */
function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  parameters: {
    docs: {
      description: {
        component:
          'Where the page sits in the hierarchy, each level a link back up; the last item is the current page (`aria-current="page"`), not a link. `linkComponent` takes the router’s link. Usually given to `PageHeader`’s `breadcrumbs` slot.',
      },
    },
  },
  args: { linkComponent: RouterLink, children: null },
  argTypes: { children: { control: false }, linkComponent: { control: false } },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumbs.Item href="/">Inicio</Breadcrumbs.Item>
      <Breadcrumbs.Item href="/alojamientos">Alojamientos</Breadcrumbs.Item>
      <Breadcrumbs.Item>Habitación 12</Breadcrumbs.Item>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Habitación 12')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Habitación 12' })).toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/alojamientos');
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const LongText: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 280 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumbs.Item href="/">Inicio</Breadcrumbs.Item>
      <Breadcrumbs.Item href="/alojamientos">Apartamentos turísticos de la Calle Mayor</Breadcrumbs.Item>
      <Breadcrumbs.Item>Habitación doble con terraza, tercer piso izquierda</Breadcrumbs.Item>
    </Breadcrumbs>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    for (const item of canvas.getAllByRole('listitem')) await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumbs.Item href="/">Home</Breadcrumbs.Item>
      <Breadcrumbs.Item>Room 12</Breadcrumbs.Item>
    </Breadcrumbs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(canvas.getByText('Room 12')).toHaveAttribute('aria-current', 'page');
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Inicio' }).getBoundingClientRect();
    const current = canvas.getByText('Habitación 12').getBoundingClientRect();
    await expect(home.left).toBeGreaterThan(current.right);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toBeVisible();
  },
};
