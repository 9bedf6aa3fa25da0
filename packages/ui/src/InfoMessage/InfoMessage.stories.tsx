import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InfoMessage } from './InfoMessage';

const meta = {
  title: 'Feedback/InfoMessage',
  component: InfoMessage,
  parameters: {
    docs: {
      description: {
        component:
          'A calm note that explains the screen, such as why a field is hidden ("the threshold is hidden because noise alerts are off"). It is not announced when it appears (`role="note"`); for something that just happened, use a `Notification` or a toast.',
      },
    },
  },
  args: { children: 'El umbral de ruido no se muestra porque «Avisos de ruido» está en No.' },
} satisfies Meta<typeof InfoMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('El umbral de ruido no se muestra');
    await expect(note.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Los campos de horario de silencio no se muestran porque el alojamiento no tiene activados los avisos nocturnos; actívelos en los ajustes generales para configurar las horas en las que el umbral es más bajo.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('note').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  args: { children: 'The noise threshold is hidden because “Noise alerts” is set to No.' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('The noise threshold is hidden');
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    const icon = note.querySelector('svg')!.getBoundingClientRect();
    await expect(icon.right).toBeCloseTo(note.getBoundingClientRect().right, 0);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toBeVisible();
  },
};
