import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, House, LayoutDashboard, Settings } from 'lucide-react';
import { expect, waitFor, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Navbar } from '../Navbar/Navbar';
import { SideNav, type SideNavLinkProps } from '../SideNav/SideNav';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { AppShell } from './AppShell';

/** Stands in for the router's link: the story stays on its page. */
function StoryLink({ children, ...props }: SideNavLinkProps) {
  return (
    <a {...props} onClick={(event) => (event.preventDefault(), props.onClick?.(event))}>
      {children}
    </a>
  );
}

function Navigation({ english = false }: { english?: boolean }) {
  return (
    <SideNav label={english ? 'Main navigation' : 'Navegación principal'} header="Sereno" linkComponent={StoryLink}>
      <SideNav.Item href="#dashboard" icon={<LayoutDashboard />} label={english ? 'Dashboard' : 'Panel'} />
      <SideNav.Item href="#rooms" icon={<House />} label={english ? 'Rooms' : 'Habitaciones'} isActive />
      <SideNav.Item href="#alarms" icon={<Bell />} label={english ? 'Alarms' : 'Alarmas'} />
      <SideNav.Item href="#settings" icon={<Settings />} label={english ? 'Settings' : 'Ajustes'} />
    </SideNav>
  );
}

const meta = {
  title: 'Navigation/AppShell',
  component: AppShell,
  parameters: {
    docs: {
      description: {
        component:
          'The frame of every panel page: a `SideNav`, a top `Navbar` and the main content, with a skip link. From `md` (768 px) up the navigation is a column; below it moves into a drawer that the navbar’s menu button opens. The shell measures its own width, so it also works inside a narrower frame.',
      },
    },
  },
  args: {
    sideNav: <Navigation />,
    navbar: <Navbar title="Habitaciones" />,
    children: (
      <Stack gap="large">
        <Heading level={1}>Habitaciones</Heading>
        <Card title="Habitación 12">
          <Text>62 dBA · 2 personas</Text>
        </Card>
      </Stack>
    ),
  },
  argTypes: { sideNav: { control: false }, navbar: { control: false }, children: { control: false } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    const main = canvas.getByRole('main');
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Abrir navegación' })).toBeNull();
    // The navigation is a column beside the page.
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(main.getBoundingClientRect().left);
    await expect(main).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Habitaciones' }));

    // The first Tab offers the skip link, which takes the person to the content.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(main).toHaveFocus());
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Habitaciones');
  },
};

/** Under 768 px the navigation is a drawer: opened from the navbar, focus inside, closed by Escape. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const menu = await canvas.findByRole('button', { name: 'Abrir navegación' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    menu.focus();
    await userEvent.keyboard('{Enter}');
    const screen = within(canvasElement.ownerDocument.body);
    const drawer = await screen.findByRole('dialog', { name: 'Navegación' });
    await expect(within(drawer).getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // No compact mode in a drawer.
    await expect(within(drawer).queryByRole('button', { name: 'Navegación compacta' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveFocus();

    // Choosing an item closes the drawer.
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('link', { name: 'Alarmas' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const English: Story = {
  args: { sideNav: <Navigation english />, navbar: <Navbar title="Rooms" /> },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation').getBoundingClientRect();
    const main = canvas.getByRole('main').getBoundingClientRect();
    // The navigation column moves to the right.
    await expect(nav.left).toBeGreaterThanOrEqual(main.right);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};
