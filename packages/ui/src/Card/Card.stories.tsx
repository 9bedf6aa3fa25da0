import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Card, cardTones } from './Card';

const meta = {
  title: 'Surfaces/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component:
          'A calm surface for one subject — a room, a protocol card, a form section — with `Card.Header`, `Card.Body` and `Card.Footer`. A state `tone` adds a stripe on the inline start. `collapsible` turns the title into a button that folds the body and footer away (`defaultOpen`, or `open` / `onOpenChange`).',
      },
    },
  },
  args: { title: 'Wifi', children: null },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    titleLevel: { control: 'inline-radio', options: [2, 3, 4] },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSave = fn();

export const Default: Story = {
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Card {...args}>
        <Card.Body>
          <TextField label="Nombre de la red" defaultValue="Casa_5G" />
        </Card.Body>
        <Card.Footer>
          <Button variant="secondary">Cancelar</Button>
          <Button onPress={onSave}>Guardar</Button>
        </Card.Footer>
      </Card>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Wifi' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(onSave).toHaveBeenCalledOnce();
  },
};

export const CustomHeader: Story = {
  args: { title: undefined },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Card {...args}>
        <Card.Header>
          <Heading level={3}>Habitación 12</Heading>
          <Button variant="ghost" size="small">
            Editar
          </Button>
        </Card.Header>
        <Card.Body>
          <Text tone="secondary">Sin lecturas en la última hora.</Text>
        </Card.Body>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Habitación 12' });
    const edit = canvas.getByRole('button', { name: 'Editar' });
    // Title and action share the header line.
    await expect(Math.abs(heading.getBoundingClientRect().top - edit.getBoundingClientRect().top)).toBeLessThan(16);
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="medium">
      {cardTones.map((tone) => (
        <Card key={tone} tone={tone} title={tone} titleLevel={3}>
          <Card.Body>
            <Text>{`Una tarjeta con el tono ${tone}.`}</Text>
          </Card.Body>
        </Card>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const neutral = canvas.getByRole('heading', { name: 'neutral' }).closest('[data-tone]');
    const critical = canvas.getByRole('heading', { name: 'critical' }).closest('[data-tone]');
    if (!neutral || !critical) throw new Error('Each card carries its tone');
    await expect(getComputedStyle(critical).borderInlineStartColor).not.toBe(getComputedStyle(neutral).borderInlineStartColor);
  },
};

export const LongText: Story = {
  args: { title: 'Instrucciones de acceso al apartamento para huéspedes que llegan después de medianoche' },
  render: (args) => (
    <div style={{ width: 300 }} data-testid="column">
      <Card {...args}>
        <Card.Body>
          <Text>
            Recoja la llave en la caja de seguridad del portal, marque el código que recibió por mensaje y devuélvala a la misma caja al salir; si el código no
            funciona, llame al teléfono de emergencias.
          </Text>
        </Card.Body>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('heading').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: 'dark' },
};

const onOpenChange = fn();

/** `collapsible`: the title is a button with `aria-expanded` that folds the body and footer away. */
export const Collapsible: Story = {
  args: { title: 'Ruido', collapsible: true, onOpenChange },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Card {...args}>
        <Card.Body>
          <TextField label="Umbral de ruido (dBA)" defaultValue="65" />
        </Card.Body>
        <Card.Footer>
          <Button>Guardar</Button>
        </Card.Footer>
      </Card>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Ruido' });
    await expect(canvas.getByRole('heading', { level: 2 })).toContainElement(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText('Umbral de ruido (dBA)')).toBeVisible();

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole('button', { name: 'Guardar' })).toBeNull();

    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeVisible();
  },
};

export const CollapsibleStartsClosed: Story = {
  ...Collapsible,
  args: { title: 'Humo', collapsible: true, defaultOpen: false, tone: 'caution' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Humo' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByLabelText('Umbral de ruido (dBA)')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Umbral de ruido (dBA)')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { collapsible: false, defaultOpen: true },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Card {...args}>
        <Card.Body>
          <Text>Una tarjeta para probar sus opciones.</Text>
        </Card.Body>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Wifi' })).toBeVisible();
  },
};

export const CollapsibleRightToLeft: Story = {
  ...Collapsible,
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Ruido' });
    const chevron = toggle.querySelector('svg')!.getBoundingClientRect();
    // The chevron sits at the inline end: the left.
    await expect(chevron.left - toggle.getBoundingClientRect().left).toBeLessThan(4);
  },
};
