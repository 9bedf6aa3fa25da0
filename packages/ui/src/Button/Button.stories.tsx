import type { Meta, StoryObj } from '@storybook/react-vite';
import { Save, Trash } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Button, buttonSizes, buttonTones, buttonVariants, type ButtonProps } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Guardar', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack gap="medium">
      {buttonTones.map((tone) => (
        <Inline key={tone} gap="small">
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonTones.length);
    const primary = canvas.getByRole('button', { name: 'primary neutral' });
    const secondary = canvas.getByRole('button', { name: 'secondary neutral' });
    await expect(getComputedStyle(primary).backgroundColor).not.toBe(getComputedStyle(secondary).backgroundColor);
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Guardar' });
    await expect(small.getBoundingClientRect().height).toBe(32);
  },
};

export const WithIcon: Story = {
  args: { icon: <Save /> },
  play: async ({ canvas }) => {
    // The icon is decoration: the name stays the label.
    const button = canvas.getByRole('button', { name: 'Guardar' });
    await expect(button.querySelector('svg')).not.toBeNull();
  },
};

/** Where space is short: the icon alone, the label kept as the button's name. */
export const IconOnly: Story = {
  args: { icon: <Save />, hideLabel: true, variant: 'ghost', size: 'small' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    const { width, height } = button.getBoundingClientRect();
    await expect(height).toBe(32);
    await expect(width).toBe(height);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Critical: Story = {
  args: { tone: 'critical', icon: <Trash />, children: 'Eliminar' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pressing starts a save: the button turns pending, keeps its width and ignores further presses. */
function SaveButton(props: ButtonProps) {
  const [isPending, setPending] = useState(false);
  return (
    <Button
      {...props}
      isPending={isPending}
      onPress={() => {
        props.onPress?.();
        setPending(true);
      }}
    />
  );
}

export const Pending: Story = {
  render: (args) => <SaveButton {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    const widthBefore = button.getBoundingClientRect().width;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();

    const progress = await canvas.findByRole('progressbar', { name: 'En curso' });
    await expect(button).toContainElement(progress);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(button.getBoundingClientRect().width).toBe(widthBefore);

    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  render: (args) => (
    <div style={{ width: 320 }} data-testid="column">
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    await expect(button.getBoundingClientRect().width).toBe(canvas.getByTestId('column').getBoundingClientRect().width);
  },
};

export const LongText: Story = {
  args: { children: 'Guardar los cambios de la tarjeta de protocolo y volver al listado de alojamientos' },
  render: (args) => (
    <div style={{ width: 240 }} data-testid="column">
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    const column = canvas.getByTestId('column');
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(column.getBoundingClientRect().right);
    await expect(button.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const DarkTheme: Story = {
  ...Variants,
  globals: { theme: 'dark' },
};

export const English: Story = {
  args: { children: 'Save', isPending: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'In progress' })).toBeVisible());
  },
};
