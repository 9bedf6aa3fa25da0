import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './columns';

// A page that hands the table new columns and rows on every render (not memoised) must still get a
// table that settles: client sorting recomputes its rows, and nothing may answer that with a render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

interface Item {
  id: string;
  name: string;
}
const items: Item[] = [
  { id: 'b', name: 'Beta' },
  { id: 'a', name: 'Alfa' },
];
let cellRenders = 0;

function Page() {
  const columns: DataTableColumn<Item>[] = [
    {
      id: 'name',
      header: 'Nombre',
      value: (item) => item.name,
      cell: (item) => {
        cellRenders += 1;
        return item.name;
      },
    },
  ];
  return (
    <DataTable
      label="Cosas"
      columns={columns}
      rows={items.map((item) => ({ ...item }))}
      getRowId={(item) => item.id}
      defaultSort={{ columnId: 'name', direction: 'asc' }}
    />
  );
}

test('a client-sorted table given new columns and rows on every render settles after a few renders', async () => {
  await act(async () =>
    root.render(
      <ThemeRoot>
        <Page />
      </ThemeRoot>,
    ),
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
  expect([...container.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['Alfa', 'Beta']);
  expect(cellRenders).toBeLessThan(10);
});

// The customer's details froze the browser tab after a second change: each render gave TanStack a new
// (empty) sorting, its sorted rows were worked out again, and its page-index reset answered with a
// state update — another render, for ever.
function UnsortedPage() {
  const [count, setCount] = useState(0);
  const columns: DataTableColumn<Item>[] = [
    {
      id: 'name',
      header: 'Nombre',
      value: (item) => item.name,
      cell: (item) => {
        cellRenders += 1;
        return item.name;
      },
    },
  ];
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        {`Cambios: ${count}`}
      </button>
      <DataTable label="Cosas" columns={columns} rows={items} getRowId={(item) => item.id} />
    </>
  );
}

test('an unsorted table whose page renders again settles instead of rendering for ever', async () => {
  await act(async () =>
    root.render(
      <ThemeRoot>
        <UnsortedPage />
      </ThemeRoot>,
    ),
  );
  const button = container.querySelector('button')!;
  for (const _ of [1, 2, 3]) {
    await act(async () => button.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  expect(button.textContent).toBe('Cambios: 3');
  const settled = cellRenders;
  await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(cellRenders).toBe(settled);
  expect([...container.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['Beta', 'Alfa']);
});
