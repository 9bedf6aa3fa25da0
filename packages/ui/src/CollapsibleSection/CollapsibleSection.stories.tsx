import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { CollapsibleSection, collapsibleSectionLevels, type CollapsibleSectionProps } from './CollapsibleSection';

const meta = {
  title: 'Layout/CollapsibleSection',
  component: CollapsibleSection,
  parameters: {
    docs: {
      description: {
        component:
          'A titled part of a long page that the person can fold away — open by default. The heading is a button with `aria-expanded`. Uncontrolled with `defaultOpen`, or controlled with `open` / `onOpenChange` when the app remembers it.',
      },
    },
  },
  args: { title: 'Ajustes de ruido', onOpenChange: fn(), children: null },
  argTypes: { headingLevel: { control: 'inline-radio', options: collapsibleSectionLevels }, children: { control: false } },
  render: (args) => (
    <CollapsibleSection {...args}>
      <TextField label="Umbral (dBA)" defaultValue="65" />
      <Text tone="secondary">Se avisa cuando el ruido supera el umbral durante 5 minutos.</Text>
    </CollapsibleSection>
  ),
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Ajustes de ruido' });
    await expect(canvas.getByRole('heading', { level: 2 })).toContainElement(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText('Umbral (dBA)')).toBeVisible();

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByLabelText('Umbral (dBA)')).not.toBeVisible();
    // The closed content leaves the tab order.
    await userEvent.tab();
    await expect(canvas.getByLabelText('Umbral (dBA)')).not.toHaveFocus();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ajustes de ruido' })).toBeVisible();
  },
};

export const StartsClosed: Story = {
  args: { defaultOpen: false, headingLevel: 3 },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Ajustes de ruido' });
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Umbral (dBA)')).toBeVisible();
  },
};

function Remembered(args: CollapsibleSectionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Abrir todo
      </Button>
      <CollapsibleSection
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  args: { children: <Text>Contenido controlado por la aplicación.</Text> },
  render: (args) => <Remembered {...args} />,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Ajustes de ruido' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir todo' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Contenido controlado por la aplicación.')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: { title: 'Ajustes avanzados de ruido, humo y ocupación para las zonas comunes del edificio principal' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('button').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  args: { title: 'Noise settings' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Noise settings' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Ajustes de ruido' });
    const chevron = toggle.querySelector('svg')!.getBoundingClientRect();
    // The chevron sits at the inline end: on the left.
    await expect(chevron.left - toggle.getBoundingClientRect().left).toBeLessThan(4);
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
