import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, Users, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Text } from '../Text/Text';
import { Tabs, type TabsProps } from './Tabs';

const tabs = [
  { value: 'noise', label: 'Ruido', english: 'Noise', icon: <Volume2 />, content: '62 dBA en la última hora.' },
  { value: 'occupancy', label: 'Ocupación', english: 'Occupancy', icon: <Users />, content: '2 personas ahora.' },
  { value: 'air', label: 'Calidad del aire', english: 'Air quality', icon: <Activity />, content: 'IAQ 48: excelente.' },
];

function RoomTabs({ english = false, disabled, ...props }: Partial<TabsProps> & { english?: boolean; disabled?: string }) {
  return (
    <Tabs defaultValue="noise" {...props}>
      <Tabs.List label={english ? 'Room readings' : 'Lecturas de la habitación'}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} icon={tab.icon} isDisabled={tab.value === disabled}>
            {english ? tab.english : tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          <Text>{tab.content}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  parameters: {
    docs: {
      description: {
        component:
          'Views of one subject shown one at a time (a room’s noise, occupancy and air). `Tabs.List` holds the `Tabs.Tab`s, each `Tabs.Panel` its content. The arrow keys move between tabs, following the reading direction. For sections a person reads one after the other, use `CollapsibleSection` instead.',
      },
    },
  },
  args: { onValueChange: fn(), children: null },
  argTypes: { children: { control: false } },
  render: (args) => <RoomTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Lecturas de la habitación' })).toBeVisible();
    const noise = canvas.getByRole('tab', { name: 'Ruido' });
    await expect(noise).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('62 dBA');

    await userEvent.tab();
    await expect(noise).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const occupancy = canvas.getByRole('tab', { name: 'Ocupación' });
    await expect(occupancy).toHaveFocus();
    await expect(occupancy).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('occupancy');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('2 personas');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Calidad del aire' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(noise).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('IAQ 48');

    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
  },
};

export const DisabledTab: Story = {
  render: (args) => <RoomTabs {...args} disabled="occupancy" />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Ocupación' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Calidad del aire' })).toHaveAttribute('aria-selected', 'true');
  },
};

function ControlledTabs(args: TabsProps) {
  const [value, setValue] = useState('air');
  return (
    <RoomTabs
      {...args}
      value={value}
      onValueChange={(next) => {
        args.onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Calidad del aire' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Ruido' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('noise');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('62 dBA');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => <RoomTabs {...args} english />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Room readings' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Noise' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Right to left: the tabs run from the right, and the left arrow goes to the next one. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    const noise = canvas.getByRole('tab', { name: 'Ruido' });
    const occupancy = canvas.getByRole('tab', { name: 'Ocupación' });
    await expect(noise.getBoundingClientRect().left).toBeGreaterThan(occupancy.getBoundingClientRect().right);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(occupancy).toHaveAttribute('aria-selected', 'true');
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
