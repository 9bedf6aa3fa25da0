import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Building2, House, LayoutDashboard, LogOut, Settings, Users } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { SideNav, sideNavTones, type SideNavLinkProps, type SideNavProps } from './SideNav';

function Items({ english = false, active = 'rooms' }: { english?: boolean; active?: string }) {
  return (
    <>
      <SideNav.Group label={english ? 'Operation' : 'Operación'}>
        <SideNav.Item href="#dashboard" icon={<LayoutDashboard />} label={english ? 'Dashboard' : 'Panel'} isActive={active === 'dashboard'} />
        <SideNav.Item href="#rooms" icon={<House />} label={english ? 'Rooms' : 'Habitaciones'} isActive={active === 'rooms'} />
        <SideNav.Item href="#alarms" icon={<Bell />} label={english ? 'Alarms' : 'Alarmas'} isActive={active === 'alarms'} />
      </SideNav.Group>
      <SideNav.Group label={english ? 'Administration' : 'Administración'}>
        <SideNav.Item href="#buildings" icon={<Building2 />} label={english ? 'Properties' : 'Alojamientos'} isActive={active === 'buildings'} />
        <SideNav.Item href="#users" icon={<Users />} label={english ? 'Users' : 'Usuarios'} isActive={active === 'users'} />
        <SideNav.Item href="#settings" icon={<Settings />} label={english ? 'Settings' : 'Ajustes'} isActive={active === 'settings'} />
      </SideNav.Group>
    </>
  );
}

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  parameters: {
    docs: {
      description: {
        component:
          'The panel’s main navigation: groups of items with an icon, a label and a link; the current page is marked (`aria-current="page"`). A compact "mini" mode shows icons only — the app keeps the choice through `isMini` / `onMiniChange`. `linkComponent` takes the router’s link (ui knows no router). Put it in an `AppShell`, which turns it into a drawer on small screens.',
      },
    },
  },
  args: { label: 'Navegación principal', tone: 'brand', onMiniChange: fn(), header: 'Sereno', children: null },
  argTypes: {
    tone: { control: 'inline-radio', options: sideNavTones },
    isMini: { control: 'boolean' },
    children: { control: false },
    linkComponent: { control: false },
  },
  render: (args) => (
    <div style={{ height: 560, display: 'flex' }}>
      <SideNav {...args}>
        <Items />
      </SideNav>
    </div>
  ),
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Habitaciones' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Panel' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('group', { name: 'Administración' })).toContainElement(canvas.getByRole('link', { name: 'Usuarios' }));

    // Tab reaches the first item; the arrows walk the list, across groups, and wrap.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Panel' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Alojamientos' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Ajustes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Panel' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: 'Ajustes' })).toHaveFocus();
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};

/** Compact mode: the toggle reports the choice, labels leave the screen but stay the links' names. */
export const MiniMode: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation');
    const wideWidth = nav.getBoundingClientRect().width;
    const toggle = canvas.getByRole('button', { name: 'Navegación compacta' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onMiniChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(nav).toHaveAttribute('data-mini');

    const rooms = canvas.getByRole('link', { name: 'Habitaciones' });
    await expect(rooms).toHaveAttribute('aria-current', 'page');
    // The label is out of sight: the link is no wider than its icon and padding.
    await expect(canvas.getByText('Habitaciones').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('group', { name: 'Operación' })).toBeVisible();
    // The header (the product's name) would not fit: it leaves the screen too.
    await expect(canvas.getByText('Sereno').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // The column narrows (with a short transition).
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBeLessThan(wideWidth / 2));

    await userEvent.keyboard(' ');
    await expect(args.onMiniChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.getByText('Habitaciones').getBoundingClientRect().width).toBeGreaterThan(40));
  },
};

/** The app owns the state (e.g. in local storage): `isMini` controls it. */
function PersistedMini(args: SideNavProps) {
  const [isMini, setMini] = useState(true);
  return (
    <div style={{ height: 560, display: 'flex' }}>
      <SideNav
        {...args}
        isMini={isMini}
        onMiniChange={(next) => {
          args.onMiniChange?.(next);
          setMini(next);
        }}
      >
        <Items />
      </SideNav>
    </div>
  );
}

export const MiniControlled: Story = {
  render: (args) => <PersistedMini {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation')).toHaveAttribute('data-mini');
    await userEvent.click(canvas.getByRole('button', { name: 'Navegación compacta' }));
    await expect(args.onMiniChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('navigation')).not.toHaveAttribute('data-mini');
  },
};

export const NeutralTone: Story = {
  args: { tone: 'neutral' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    const active = canvas.getByRole('link', { name: 'Habitaciones' });
    const other = canvas.getByRole('link', { name: 'Alarmas' });
    await expect(nav).toHaveAttribute('data-tone', 'neutral');
    await expect(getComputedStyle(active).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
  },
};

const onLogOut = fn();

/** An entry that acts instead of navigating (log out): a button, reached and walked like the links. */
export const WithAction: Story = {
  render: (args) => (
    <div style={{ height: 560, display: 'flex' }}>
      <SideNav {...args}>
        <Items />
        <SideNav.Group label="Cuenta">
          <SideNav.Action icon={<LogOut />} label="Cerrar sesión" onPress={onLogOut} />
        </SideNav.Group>
      </SideNav>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const logOut = canvas.getByRole('button', { name: 'Cerrar sesión' });
    await userEvent.click(logOut);
    await expect(onLogOut).toHaveBeenCalledTimes(1);
    canvas.getByRole('link', { name: 'Ajustes' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(logOut).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogOut).toHaveBeenCalledTimes(2);
    // Compact mode keeps it as an icon, named by its label.
    await userEvent.click(canvas.getByRole('button', { name: 'Navegación compacta' }));
    await expect(canvas.getByText('Cerrar sesión').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  },
};

const onNavigate = fn();

/** The app's router link; here one that records the destination instead of loading a page. */
function RouterLink({ href, children, ...props }: SideNavLinkProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
        props.onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvas, userEvent }) => {
    const alarms = canvas.getByRole('link', { name: 'Alarmas' });
    await expect(alarms).toHaveAttribute('data-router-link');
    await userEvent.click(alarms);
    await expect(onNavigate).toHaveBeenCalledWith('#alarms');
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledTimes(2);
  },
};

export const English: Story = {
  args: { label: 'Main navigation' },
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ height: 560, display: 'flex' }}>
      <SideNav {...args}>
        <Items english />
      </SideNav>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Compact navigation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rooms' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ height: 560, display: 'flex' }}>
      <SideNav {...args}>
        <SideNav.Item href="#a" icon={<House />} label="Habitaciones y zonas comunes del edificio principal" isActive />
        <SideNav.Item href="#b" icon={<Bell />} label="Alarmas" />
      </SideNav>
    </div>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation').getBoundingClientRect();
    const link = canvas.getByRole('link', { name: 'Habitaciones y zonas comunes del edificio principal' }).getBoundingClientRect();
    await expect(link.right).toBeLessThanOrEqual(nav.right);
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Habitaciones' });
    const icon = link.querySelector('svg')!.getBoundingClientRect();
    const label = canvas.getByText('Habitaciones').getBoundingClientRect();
    // The icon leads on the right; the label follows to its left.
    await expect(icon.left).toBeGreaterThan(label.right);
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
