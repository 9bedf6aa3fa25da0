import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import {
  SEARCH_SELECT_DEBOUNCE_MS,
  SEARCH_SELECT_PAGE_SIZE,
  SearchSelect,
  type SearchSelectPage,
  type SearchSelectProps,
  type SearchSelectQuery,
} from './SearchSelect';

const rooms = Array.from({ length: 35 }, (_, index) => ({ key: `room-${index + 1}`, label: `Habitación ${index + 1}` }));

/** A fake server: filters the 35 rooms and answers after a fixed delay, so that every run is the same. */
function fakeServer(delayMs: number) {
  return fn(async ({ search, limit }: SearchSelectQuery): Promise<SearchSelectPage> => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const matches = rooms.filter((room) => room.label.toLowerCase().includes(search.toLowerCase()));
    return { options: matches.slice(0, limit), hasMore: matches.length > limit };
  });
}

/**
 * The fake server of a story that checks what happens while a page is loading: once `hold()` is
 * called, answers wait for `release()`, however slow the machine running the story is. Until then
 * (in the docs page, say) it answers like `fakeServer(50)`.
 */
function gatedServer() {
  let held = false;
  const waiting: (() => void)[] = [];
  const loadOptions = fn(async ({ search, limit }: SearchSelectQuery): Promise<SearchSelectPage> => {
    await new Promise<void>((resolve) => (held ? waiting.push(resolve) : setTimeout(resolve, 50)));
    const matches = rooms.filter((room) => room.label.toLowerCase().includes(search.toLowerCase()));
    return { options: matches.slice(0, limit), hasMore: matches.length > limit };
  });
  const release = () => waiting.splice(0).forEach((answer) => answer());
  return {
    loadOptions,
    release,
    hold: () => (held = true),
    open: () => {
      held = false;
      release();
    },
  };
}

const roomOptions = () => screen.queryAllByRole('option').filter((option) => option.textContent?.startsWith('Habitación'));

const meta = {
  title: 'Forms/SearchSelect',
  component: SearchSelect,
  args: {
    label: 'Alojamiento',
    placeholder: 'Busque por nombre',
    loadOptions: fakeServer(50),
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    pageSize: { control: 'number', description: `Default: ${SEARCH_SELECT_PAGE_SIZE}` },
    debounceMs: { control: 'number', description: `Default: ${SEARCH_SELECT_DEBOUNCE_MS} ms` },
    loadOptions: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SearchSelect {...args} />
    </div>
  ),
} satisfies Meta<typeof SearchSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Mostrar opciones/ }));
    await waitFor(() => expect(roomOptions()).toHaveLength(10));
    await userEvent.click(screen.getByRole('option', { name: 'Habitación 7' }));
    const input = canvas.getByRole('combobox', { name: 'Alojamiento' });
    await expect(input).toHaveValue('Habitación 7');
    await expect(args.onChange).toHaveBeenLastCalledWith('room-7');
  },
};

export const Playground: Story = {
  args: { description: 'Escriba parte del nombre.', pageSize: 10, debounceMs: 300 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Alojamiento' })).toBeEnabled();
  },
};

/** Ten options at a time; "Cargar más" asks for ten more and is ignored while a page is loading. */
const loadMoreServer = gatedServer();
export const LoadMore: Story = {
  args: { loadOptions: loadMoreServer.loadOptions },
  play: async ({ args, canvas, userEvent }) => {
    loadMoreServer.hold();
    await userEvent.click(canvas.getByRole('button', { name: /^Mostrar opciones/ }));
    await expect(await screen.findByText('Cargando…')).toBeVisible();
    await waitFor(() => expect(args.loadOptions).toHaveBeenCalled());
    loadMoreServer.release();
    await waitFor(() => expect(roomOptions()).toHaveLength(10));
    await expect(args.loadOptions).toHaveBeenLastCalledWith(expect.objectContaining({ search: '', limit: 10 }));

    await userEvent.click(screen.getByRole('option', { name: 'Cargar más' }));
    // Still loading the second page (its answer is held): a second press changes nothing.
    await userEvent.click(screen.getByRole('option', { name: 'Cargar más' }));
    await waitFor(() => expect(args.loadOptions).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 20 })));
    loadMoreServer.release();
    await waitFor(() => expect(roomOptions()).toHaveLength(20), { timeout: 3000 });
    await expect(args.loadOptions).not.toHaveBeenCalledWith(expect.objectContaining({ limit: 30 }));

    for (const expected of [30, 35]) {
      await userEvent.click(screen.getByRole('option', { name: 'Cargar más' }));
      await waitFor(() => expect(args.loadOptions).toHaveBeenLastCalledWith(expect.objectContaining({ limit: expected === 35 ? 40 : expected })));
      loadMoreServer.release();
      await waitFor(() => expect(roomOptions()).toHaveLength(expected), { timeout: 3000 });
    }
    // All 35 are there: no more "Cargar más".
    await expect(screen.queryByRole('option', { name: 'Cargar más' })).toBeNull();
    loadMoreServer.open();
  },
};

/**
 * Typing searches once the person pauses, not on every key. The pause is a second here, so that a
 * slow machine typing the keys one by one still types faster than it.
 */
export const DebouncedSearch: Story = {
  args: { debounceMs: 1000 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Alojamiento' });
    await userEvent.click(input);
    await userEvent.keyboard('ción 2');
    // The search goes out a second after the last key: wait well past it, as a loaded machine is slow to type too.
    await waitFor(() => expect(args.loadOptions).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'ción 2', limit: 10 })), { timeout: 5000 });
    for (const [query] of (args.loadOptions as ReturnType<typeof fakeServer>).mock.calls) {
      await expect(['', 'ción 2']).toContain(query.search);
    }
    await waitFor(() => expect(roomOptions()).toHaveLength(10));
    await expect(screen.getByRole('option', { name: 'Habitación 2' })).toBeVisible();
    await expect(screen.getByRole('option', { name: 'Cargar más' })).toBeVisible();
  },
};

/** Clearing the field empties the search and goes back to the first 10. */
export const ClearingResets: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Alojamiento' });
    await userEvent.click(canvas.getByRole('button', { name: /^Mostrar opciones/ }));
    await waitFor(() => expect(roomOptions()).toHaveLength(10));
    await userEvent.click(screen.getByRole('option', { name: 'Cargar más' }));
    await waitFor(() => expect(roomOptions()).toHaveLength(20));
    await userEvent.click(screen.getByRole('option', { name: 'Habitación 12' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('room-12');

    await userEvent.click(canvas.getByRole('button', { name: 'Borrar' }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(args.loadOptions).toHaveBeenLastCalledWith(expect.objectContaining({ search: '', limit: 10 })));

    // Deleting the text by hand resets it too.
    await userEvent.click(input);
    await userEvent.keyboard('Habitación 3');
    await waitFor(() => expect(args.loadOptions).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Habitación 3' })));
    await userEvent.clear(input);
    await waitFor(() => expect(args.loadOptions).toHaveBeenLastCalledWith(expect.objectContaining({ search: '', limit: 10 })));
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(roomOptions()).toHaveLength(10));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    const [key] = (args.onChange as ReturnType<typeof fn>).mock.calls[0] as [string];
    await expect(canvas.getByRole('combobox')).toHaveValue(key.replace('room-', 'Habitación '));
  },
};

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('zzz');
    await expect(await screen.findByText('Sin resultados', {}, { timeout: 3000 })).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeRequired();
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Campo requerido' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Campo requerido'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'room-3', valueLabel: 'Habitación 3' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByRole('combobox')).toHaveValue('Habitación 3');
    await expect(args.loadOptions).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Alojamiento al que se trasladan los datos que falten al fusionar esta habitación con otra',
    defaultValue: 'x',
    valueLabel: 'Apartamento turístico de la calle Mayor número cinco, quinto derecha, con terraza',
  },
  render: (args) => (
    <div style={{ width: 280 }} data-testid="column">
      <SearchSelect {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('combobox').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  args: { label: 'Listing', placeholder: 'Search by name' },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Show options/ }));
    await expect(await screen.findByRole('option', { name: 'Load more' })).toBeVisible();
  },
};

function Controlled(props: SearchSelectProps) {
  const [value, setValue] = useState<string | null>('room-5');
  return (
    <Stack gap="small" align="start">
      <SearchSelect {...props} value={value} valueLabel="Habitación 5" onChange={setValue} />
      <Text>Elegido: {value ?? 'ninguno'}</Text>
    </Stack>
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('Habitación 5');
    await userEvent.click(canvas.getByRole('button', { name: /^Mostrar opciones/ }));
    await waitFor(() => expect(roomOptions()).toHaveLength(10));
    await userEvent.click(screen.getByRole('option', { name: 'Habitación 9' }));
    await expect(canvas.getByText('Elegido: room-9')).toBeVisible();
  },
};

function FocusFromOutside(props: SearchSelectProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="medium" align="start">
      <SearchSelect {...props} ref={ref} />
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
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};

export const DarkThemeOpen: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Mostrar opciones/ }));
    await waitFor(() => expect(roomOptions()).toHaveLength(10));
    await expect(screen.getByRole('listbox').closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  },
};

function ResetFromOutside(props: SearchSelectProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Stack gap="small" align="start">
      <SearchSelect {...props} value={value} onChange={setValue} />
      <Button variant="secondary" onPress={() => setValue(null)}>
        Restablecer
      </Button>
    </Stack>
  );
}

/** A form reset (react-hook-form's `reset`) empties the text too. */
export const ResetByTheApp: Story = {
  render: (args) => <ResetFromOutside {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Mostrar opciones/ }));
    await waitFor(() => expect(roomOptions()).toHaveLength(10));
    await userEvent.click(screen.getByRole('option', { name: 'Habitación 4' }));
    await expect(canvas.getByRole('combobox')).toHaveValue('Habitación 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Restablecer' }));
    await expect(canvas.getByRole('combobox')).toHaveValue('');
  },
};

/** The server fails once: the list says so, and opening it again asks again. */
export const LoadFailed: Story = {
  args: {
    loadOptions: (() => {
      let calls = 0;
      const server = fakeServer(50);
      return fn(async (query: SearchSelectQuery) => {
        calls += 1;
        if (calls === 1) throw new Error('503');
        return server(query);
      });
    })(),
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /^Mostrar opciones/ });
    await userEvent.click(toggle);
    await expect(await screen.findByText(/No se pudieron cargar las opciones/)).toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(toggle);
    await waitFor(() => expect(roomOptions()).toHaveLength(10));
  },
};
