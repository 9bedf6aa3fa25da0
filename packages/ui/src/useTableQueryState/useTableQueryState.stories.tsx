import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import type { DataTableColumn } from '../DataTable/columns';
import { DataTable } from '../DataTable/DataTable';
import { PaginationFooter } from '../PaginationFooter/PaginationFooter';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { TextField } from '../TextField/TextField';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { useTableQueryState, type SearchParamsState } from './useTableQueryState';

interface Item {
  id: string;
  name: string;
  size: number;
}
const items: Item[] = Array.from({ length: 48 }, (_, index) => ({ id: `i${index}`, name: `Elemento ${index + 1}`, size: (index * 37) % 100 }));
const columns: DataTableColumn<Item>[] = [
  { id: 'name', header: 'Nombre', value: (item) => item.name },
  { id: 'size', header: 'Tamaño', value: (item) => item.size, align: 'end' },
];

/** Stands in for a router's search params: the story shows the query string it would have. */
function useFakeSearchParams(initial: string): SearchParamsState {
  const [params, setParams] = useState(() => new URLSearchParams(initial));
  return [params, (next) => setParams(new URLSearchParams(next))];
}

/** `withPreset` adds a button that sets two filters at once, as a period preset sets `from` and `to`. */
function UrlBoundList({ initialQuery, withPreset = false }: { initialQuery: string; withPreset?: boolean }) {
  const searchParams = useFakeSearchParams(initialQuery);
  const list = useTableQueryState(searchParams, { filterKeys: ['search', 'size'] });
  const search = list.filters.search?.toLowerCase() ?? '';
  const matching = items.filter((item) => item.name.toLowerCase().includes(search) && (list.filters.size !== 'large' || item.size >= 50));
  const sorted = list.sort
    ? matching.toSorted((a, b) => (list.sort?.direction === 'desc' ? -1 : 1) * (a.size - b.size || a.name.localeCompare(b.name)))
    : matching;
  const page = sorted.slice((list.page - 1) * list.pageSize, list.page * list.pageSize);
  return (
    <Stack gap="small">
      <TextField label="Buscar" value={list.filters.search ?? ''} onChange={(value) => list.setFilter('search', value)} />
      {withPreset ? (
        <Inline gap="small">
          <Button variant="secondary" size="small" onPress={() => list.setFilters({ search: 'Elemento 4', size: 'large' })}>
            Grandes con «Elemento 4»
          </Button>
        </Inline>
      ) : null}
      <Text size="small" tone="secondary">
        <span data-testid="query">?{searchParams[0].toString()}</span>
      </Text>
      <DataTable
        label="Elementos"
        columns={columns}
        rows={page}
        getRowId={(item) => item.id}
        sortMode="server"
        sort={list.sort}
        onSortChange={list.setSort}
        footer={
          <PaginationFooter page={list.page} pageSize={list.pageSize} total={sorted.length} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
        }
      />
    </Stack>
  );
}

const meta = {
  title: 'Data display/useTableQueryState',
  component: UrlBoundList,
  args: { initialQuery: '' },
} satisfies Meta<typeof UrlBoundList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paging, sorting and searching write the query string; a new search or sort goes back to page 1. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const query = () => Object.fromEntries(new URLSearchParams(canvas.getByTestId('query').textContent?.slice(1)));
    await userEvent.click(canvas.getByRole('button', { name: 'Página 3' }));
    await expect(query()).toEqual({ page: '3' });
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Tamaño/ })).getByRole('button'));
    await expect(query()).toEqual({ sortKey: 'size', sortDirection: 'asc' });
    await userEvent.selectOptions(canvas.getByLabelText('Filas por página'), '25');
    await expect(query()).toEqual({ sortKey: 'size', sortDirection: 'asc', limit: '25' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar' }), 'Elemento 4');
    await expect(query()).toEqual({ sortKey: 'size', sortDirection: 'asc', limit: '25', search: 'Elemento 4' });
    await expect(canvas.getByText('1–10 de 10')).toBeVisible();
  },
};

/** A preset sets several filters in one step, and goes back to page 1. */
export const SeveralFiltersAtOnce: Story = {
  args: { withPreset: true },
  play: async ({ canvas, userEvent }) => {
    const query = () => Object.fromEntries(new URLSearchParams(canvas.getByTestId('query').textContent?.slice(1)));
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Grandes con «Elemento 4»' }));
    await expect(query()).toEqual({ search: 'Elemento 4', size: 'large' });
    await expect(canvas.getByRole('textbox', { name: 'Buscar' })).toHaveValue('Elemento 4');
    // Elemento 4 and 40–48 contain it; those of size 50 or more stay.
    const expected = items.filter((item) => item.name.includes('Elemento 4') && item.size >= 50).length;
    await expect(canvas.getByText(`1–${expected} de ${expected}`)).toBeVisible();
  },
};

/** A new page size, chosen on a later page, keeps the size and goes back to page 1. */
export const PageSizeFromALaterPage: Story = {
  play: async ({ canvas, userEvent }) => {
    const query = () => Object.fromEntries(new URLSearchParams(canvas.getByTestId('query').textContent?.slice(1)));
    await userEvent.click(canvas.getByRole('button', { name: 'Página 3' }));
    await expect(query()).toEqual({ page: '3' });
    await userEvent.selectOptions(canvas.getByLabelText('Filas por página'), '25');
    await expect(query()).toEqual({ limit: '25' });
    await expect(canvas.getByText('1–25 de 48')).toBeVisible();
  },
};

/** A shared link opens on the view it names. */
export const RestoredFromTheUrl: Story = {
  args: { initialQuery: 'page=2&limit=5&sortKey=size&sortDirection=desc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6–10 de 48')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Tamaño/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('textbox', { name: 'Página (de 10)' })).toHaveValue('2');
  },
};
