import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { SelectionBar } from './SelectionBar';

const meta = {
  title: 'Lists/SelectionBar',
  component: SelectionBar,
  args: {
    label: 'Acciones en bloque',
    summary: '3 salas seleccionadas',
    clearLabel: 'Quitar la selección',
    onClear: fn(),
    children: (
      <>
        <Button size="small">Asignar ajuste</Button>
        <Button size="small" variant="secondary">
          Agente de noche
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Acciones en bloque' })).toHaveTextContent('3 salas seleccionadas');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar la selección' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

function ExtendToAll() {
  const [all, setAll] = useState(false);
  return (
    <SelectionBar
      label="Acciones en bloque"
      summary={all ? 'Las 40 salas que coinciden' : '10 salas de esta página'}
      extend={all ? undefined : { label: 'Seleccionar las 40 que coinciden', onPress: () => setAll(true) }}
      onClear={() => setAll(false)}
      clearLabel="Quitar la selección"
    >
      <Button size="small">Asignar ajuste</Button>
    </SelectionBar>
  );
}

/** The page's rows first, then every row that matches the filters. */
export const AllThatMatch: Story = {
  render: () => <ExtendToAll />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Seleccionar las 40 que coinciden' }));
    await expect(canvas.getByRole('region')).toHaveTextContent('Las 40 salas que coinciden');
    await expect(canvas.queryByRole('button', { name: 'Seleccionar las 40 que coinciden' })).toBeNull();
  },
};
