import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { TEXT_AREA_MAX_LENGTH, TextArea, type TextAreaProps } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Notas para el agente', onChange: fn(), onBlur: fn() },
  argTypes: { maxLength: { control: 'number', description: `Default: ${TEXT_AREA_MAX_LENGTH}` } },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Lo que deba saber el agente de noche sobre este alojamiento.' },
  play: async ({ args, canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Notas para el agente' });
    await expect(textArea).toHaveAttribute('rows', '4');
    await expect(textArea).toHaveAttribute('maxlength', '5000');
    await expect(canvas.getByText('0 / 5000')).toBeVisible();
    await userEvent.click(textArea);
    await userEvent.keyboard('Portal verde');
    await expect(canvas.getByText('12 / 5000')).toBeVisible();
    await expect(canvas.getByText('12 de 5000 caracteres')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith('Portal verde');
    await userEvent.keyboard('{Enter}2º');
    await expect(textArea).toHaveValue('Portal verde\n2º');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { placeholder: 'Escriba aquí…', rows: 4, maxLength: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 200')).toBeVisible();
  },
};

/** Typing stops at the limit; near it the counter turns to the caution tone. */
export const CounterStopsAtTheLimit: Story = {
  args: { maxLength: 20 },
  play: async ({ canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Notas para el agente' });
    await userEvent.click(textArea);
    await userEvent.keyboard('Llaves en');
    const counter = canvas.getByText('9 / 20').parentElement!;
    await expect(counter).not.toHaveAttribute('data-near-limit');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard(' el buzón del portal');
    await expect(textArea).toHaveValue('Llaves en el buzón d');
    await expect(canvas.getByText('20 / 20').parentElement).toHaveAttribute('data-near-limit', 'true');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Notas para el agente' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Campo requerido' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Notas para el agente' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription(expect.stringContaining('Campo requerido'));
    await expect(canvas.getByText('Campo requerido').getBoundingClientRect().top).toBeGreaterThanOrEqual(textArea.getBoundingClientRect().bottom);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sin notas.' },
  play: async ({ args, canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Notas para el agente' });
    await expect(textArea).toBeDisabled();
    await userEvent.type(textArea, 'x');
    await expect(textArea).toHaveValue('Sin notas.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Instrucciones de llegada para los huéspedes que llegan de madrugada sin haber avisado al propietario',
    defaultValue:
      'El portal se abre con el código que reciben por mensaje. Suban en el ascensor hasta el quinto piso; la puerta del apartamento es la de la derecha. Las llaves están en la caja de seguridad junto al felpudo. Rogamos silencio en la escalera a partir de las diez de la noche.',
  },
  render: (args) => (
    <div style={{ width: 280 }} data-testid="column">
      <TextArea {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('textbox').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
    await expect(canvas.getByText(/ \/ 5000/)).toBeVisible();
  },
};

export const English: Story = {
  args: { label: 'Notes for the agent', defaultValue: 'Green door' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10 / 5000')).toBeVisible();
    await expect(canvas.getByText('10 of 5000 characters')).toBeInTheDocument();
  },
};

function ControlledTextArea(props: TextAreaProps) {
  const [value, setValue] = useState('Hola');
  return (
    <Stack gap="small" align="start">
      <TextArea {...props} value={value} onChange={setValue} />
      <Button variant="secondary" onPress={() => setValue('')}>
        Vaciar
      </Button>
    </Stack>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTextArea {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('4 / 5000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vaciar' }));
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    await expect(canvas.getByText('0 / 5000')).toBeVisible();
  },
};

function FocusFromOutside(props: TextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <Stack gap="medium" align="start">
      <TextArea {...props} ref={ref} />
      <Button variant="secondary" onPress={() => ref.current?.focus()}>
        Ir al campo
      </Button>
    </Stack>
  );
}

export const FocusThroughRef: Story = {
  render: (args) => <FocusFromOutside {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al campo' }));
    await expect(canvas.getByRole('textbox', { name: 'Notas para el agente' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  args: { maxLength: 20, defaultValue: 'Llaves en el buzón', errorMessage: 'Revise el texto' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('18 / 20').parentElement).toHaveAttribute('data-near-limit', 'true');
  },
};

/** Right to left: the counter keeps to the inline end, now the left. */
export const RightToLeft: Story = {
  args: { defaultValue: 'Hola' },
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox').getBoundingClientRect();
    await expect(canvas.getByText('4 / 5000').getBoundingClientRect().left).toBeCloseTo(textArea.left, 0);
  },
};
