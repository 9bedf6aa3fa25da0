import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip, tooltipPlacements } from './Tooltip';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  parameters: {
    docs: {
      description: {
        component:
          'A short hint on hover and keyboard focus of a control — what an icon means, why a button is there. Never the only place of something a person needs: it does not show on touch. Escape hides it. It renders in ThemeRoot’s overlay layer.',
      },
    },
  },
  args: {
    content: 'Cambia el nombre que ven los huéspedes',
    delay: 0,
    children: (
      <Button variant="secondary" icon={<Pencil />}>
        Editar
      </Button>
    ),
  },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements }, children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: 64, paddingInline: 32 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Editar' });
    await expect(canvas.queryByRole('tooltip')).toBeNull();

    // Keyboard focus shows it, and the button is described by it.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Cambia el nombre que ven los huéspedes');
    await expect(button).toHaveAccessibleDescription('Cambia el nombre que ven los huéspedes');
    await expect(tooltip.closest('[data-sereno-overlays]')).not.toBeNull();
    // Above the button.
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

/** react-aria shows tooltips on hover to a person using a pointer: a click on the page comes first here. */
export const OnHover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Editar' });
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.unhover(button);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Editar' });
    await userEvent.tab();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Editar' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    content: 'Cambia el nombre que ven los huéspedes en los mensajes automáticos de bienvenida, de aviso de ruido y de salida.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

export const English: Story = {
  args: {
    content: 'Changes the name guests see',
    children: <Button variant="secondary">Edit</Button>,
  },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Changes the name guests see');
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
