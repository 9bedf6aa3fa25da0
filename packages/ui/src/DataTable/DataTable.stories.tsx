import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PaginationFooter } from '../PaginationFooter/PaginationFooter';
import type { DataTableColumn, DataTableSort } from './columns';
import { DataTable, type DataTableProps } from './DataTable';

// Domain-free sample records: the design system knows tables, not rooms.
interface City {
  id: string;
  name: string;
  region: string;
  population: number;
}

const cities: City[] = [
  { id: 'mad', name: 'Madrid', region: 'Comunidad de Madrid', population: 3_416_771 },
  { id: 'bcn', name: 'Barcelona', region: 'Cataluña', population: 1_686_208 },
  { id: 'vlc', name: 'Valencia', region: 'Comunidad Valenciana', population: 825_948 },
  { id: 'svq', name: 'Sevilla', region: 'Andalucía', population: 684_025 },
  { id: 'zaz', name: 'Zaragoza', region: 'Aragón', population: 686_986 },
  { id: 'agp', name: 'Málaga', region: 'Andalucía', population: 591_637 },
  { id: 'avi', name: 'Ávila', region: 'Castilla y León', population: 58_369 },
];

const columns: DataTableColumn<City>[] = [
  { id: 'name', header: 'Ciudad', value: (city) => city.name },
  { id: 'region', header: 'Comunidad', value: (city) => city.region },
  { id: 'population', header: 'Habitantes', value: (city) => city.population, align: 'end' },
];

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const meta = {
  title: 'Data display/DataTable',
  component: DataTable<City>,
  args: { label: 'Ciudades', columns, rows: cities, getRowId: (city: City) => city.id },
} satisfies Meta<typeof DataTable<City>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted on the client: a header cycles ascending, descending, and back to the order given; `aria-sort` says which. */
export const Default: Story = {
  args: { onSortChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Ciudades' });
    await expect(names(table)).toEqual(['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga', 'Ávila']);
    const population = canvas.getByRole('columnheader', { name: /Habitantes/ });
    await userEvent.click(within(population).getByRole('button'));
    await expect(population).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(table)[0]).toBe('Ávila');
    await userEvent.click(within(population).getByRole('button'));
    await expect(population).toHaveAttribute('aria-sort', 'descending');
    await expect(names(table)[0]).toBe('Madrid');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'population', direction: 'desc' });
    await userEvent.click(within(population).getByRole('button'));
    await expect(population).toHaveAttribute('aria-sort', 'none');
    await expect(names(table)[0]).toBe('Madrid');
  },
};

/** Text sorts by the locale's collation: Á sorts with A, not after Z. With the keyboard too. */
export const SortsTextByLocale: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(within(canvas.getByRole('columnheader', { name: /Ciudad/ })).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(names(canvas.getByRole('table'))).toEqual(['Ávila', 'Barcelona', 'Madrid', 'Málaga', 'Sevilla', 'Valencia', 'Zaragoza']);
  },
};

export const Playground: Story = {
  args: { selectionMode: 'multiple', maxHeight: '16rem' },
};

/** Rows can be chosen one by one or all at once; the header box shows a partial choice. */
export const Selection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const rowBoxes = canvas.getAllByRole('checkbox', { name: 'Seleccionar fila' });
    const all = canvas.getByRole('checkbox', { name: 'Seleccionar todas las filas' });
    await userEvent.click(rowBoxes[1] as HTMLElement);
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(cities.map((city) => city.id)));
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(rowBoxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  },
};

/** Each row's actions sit in a last column, named for screen readers. */
export const RowActions: Story = {
  args: {
    rowActions: (city: City) => (
      <Button size="small" variant="ghost" onPress={() => window.dispatchEvent(new CustomEvent('story-action', { detail: city.id }))}>
        {`Ver ${city.name}`}
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const seen: string[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<string>).detail);
    window.addEventListener('story-action', listener);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver Sevilla' }));
    window.removeEventListener('story-action', listener);
    await expect(seen).toEqual(['svq']);
    await expect(canvas.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
  },
};

/** While loading: placeholder rows, the table marked busy, "Cargando…" said once. */
export const Loading: Story = {
  args: { isLoading: true, loadingRowCount: 5 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { hidden: true });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay nada que mostrar.')).toBeVisible();
  },
};

export const EmptyWithOwnMessage: Story = {
  args: { rows: [], emptyState: 'Ninguna ciudad coincide con la búsqueda.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ninguna ciudad coincide con la búsqueda.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'No se han podido cargar las ciudades. Actualiza la página.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No se han podido cargar las ciudades. Actualiza la página.')).toBeVisible();
    await expect(canvas.queryByText('Madrid')).toBeNull();
  },
};

/** A page at a time from a "server" that sorts and pages (a made-up 137-row list with a delay). */
function ServerList(props: Partial<DataTableProps<City>>) {
  const total = 137;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  // What the "server" last answered, and for which request: a newer request shows placeholders until it answers.
  const request = `${page}/${pageSize}/${sort?.columnId ?? ''}/${sort?.direction ?? ''}`;
  const [answer, setAnswer] = useState<{ request: string; rows: City[] } | null>(null);
  useEffect(() => {
    const all = Array.from({ length: total }, (_, index) => ({
      id: `c${index + 1}`,
      name: `Ciudad ${index + 1}`,
      region: 'Región',
      population: (index * 7919) % 100_000,
    }));
    if (sort) all.sort((a, b) => (sort.direction === 'asc' ? 1 : -1) * (a.population - b.population));
    const timer = setTimeout(() => setAnswer({ request, rows: all.slice((page - 1) * pageSize, page * pageSize) }), 150);
    return () => clearTimeout(timer);
  }, [request, page, pageSize, sort]);
  const rows = answer?.request === request ? answer.rows : null;
  return (
    <DataTable
      label="Ciudades"
      columns={columns}
      getRowId={(city) => city.id}
      {...props}
      rows={rows ?? []}
      isLoading={rows === null}
      loadingRowCount={pageSize}
      sortMode="server"
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      footer={<PaginationFooter page={page} pageSize={pageSize} total={total} onPageChange={setPage} onPageSizeChange={setPageSize} />}
    />
  );
}

/** Server-side sorting and pagination: the table shows what the server sent, in its order. */
export const ServerSide: Story = {
  render: () => <ServerList />,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('Ciudad 1')).toBeVisible());
    await expect(canvas.getByText('1–10 de 137')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Página (de 14)' }), '{Backspace}14{Enter}');
    await waitFor(() => expect(canvas.getByText('Ciudad 137')).toBeVisible());
    await expect(canvas.getByText('131–137 de 137')).toBeVisible();
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Habitantes/ })).getByRole('button'));
    await waitFor(() => expect(canvas.getByText('1–10 de 137')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'));
  },
};

/** A long list scrolls under a sticky header. */
export const StickyHeader: Story = {
  args: { maxHeight: '12rem' },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Ciudad/ });
    await expect(getComputedStyle(header).position).toBe('sticky');
  },
};

const manyCities: City[] = Array.from({ length: 5000 }, (_, index) => ({
  id: `v${index}`,
  name: `Ciudad ${index + 1}`,
  region: index % 2 ? 'Norte' : 'Sur',
  population: (index * 104_729) % 1_000_000,
}));

/** 5,000 rows: only those in view are in the page; sorting still sorts them all. */
export const Virtualized: Story = {
  args: { rows: manyCities, maxHeight: '20rem', virtualize: true },
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table');
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(5));
    await expect(table.querySelectorAll('tbody tr[data-index]').length).toBeLessThan(60);
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Habitantes/ })).getByRole('button'));
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Habitantes/ })).getByRole('button'));
    const first = Math.max(...manyCities.map((city) => city.population));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(first.toLocaleString('es')));
  },
};

export const English: Story = {
  args: { rows: [], selectionMode: 'multiple' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There is nothing to show.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    rows: [
      { id: 'long', name: 'Santa Cruz de Tenerife, capital de la provincia homónima y de las islas occidentales', region: 'Canarias', population: 209_194 },
    ],
  },
};

export const DarkTheme: Story = {
  args: { selectionMode: 'multiple' },
  globals: { theme: 'dark' },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
};
