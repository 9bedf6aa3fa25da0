import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { LanguageSelectorCard, type LanguageCode, type LanguageSelectorCardProps } from './LanguageSelectorCard';

const meta = {
  title: 'Forms/LanguageSelectorCard',
  component: LanguageSelectorCard,
  args: { onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <LanguageSelectorCard {...args} />
    </div>
  ),
} satisfies Meta<typeof LanguageSelectorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'es' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Idioma' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Español' })).toBeChecked();
    await userEvent.click(canvas.getByText('English'));
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('en');
    // Each name is marked with its own language, for screen readers and for hyphenation.
    await expect(canvas.getByText('English')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('Español')).toHaveAttribute('lang', 'es');
  },
};

export const Playground: Story = {
  args: { title: 'Idioma del panel', description: 'Se aplica a este navegador.', defaultValue: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Idioma del panel' })).toHaveAccessibleDescription('Se aplica a este navegador.');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'es' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Español' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('en');
  },
};

/** The card's title follows the interface language; the language names never change. */
export const English: Story = {
  args: { defaultValue: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Español' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'es', isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('English'));
    await expect(canvas.getByRole('radio', { name: 'Español' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Idioma de los correos, de los mensajes de texto y del panel de este usuario',
    description: 'Los huéspedes reciben los avisos en el idioma de su reserva, no en este.',
    defaultValue: 'es',
  },
  render: (args) => (
    <div style={{ width: 280 }} data-testid="column">
      <LanguageSelectorCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('heading').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

function Controlled(props: LanguageSelectorCardProps) {
  const [language, setLanguage] = useState<LanguageCode>('es');
  return (
    <Stack gap="small">
      <LanguageSelectorCard {...props} value={language} onChange={setLanguage} />
      <Text>Idioma: {language}</Text>
    </Stack>
  );
}

export const ControlledValue: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('English'));
    await expect(canvas.getByText('Idioma: en')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  args: { defaultValue: 'en' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
  },
};
