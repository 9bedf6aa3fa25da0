import { act, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { useTableQueryState, type SearchParamsState } from './useTableQueryState';

// A router navigates in a transition: a change made before the previous one has rendered must be
// applied on top of it, not on the query string the page still shows (typing a search right after
// picking a filter used to drop the filter).
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

/** A router whose navigations stay on their way until "Llegar" lets the next one arrive, as slow transitions would. */
function SlowRouterList() {
  const [shown, setShown] = useState(() => new URLSearchParams());
  const onTheWay = useRef<URLSearchParams[]>([]);
  const searchParams: SearchParamsState = [shown, (next) => onTheWay.current.push(next)];
  const list = useTableQueryState(searchParams, { filterKeys: ['search', 'size'] });
  return (
    <div>
      <button onClick={() => list.setFilter('size', 'large')}>Grandes</button>
      <button onClick={() => list.setFilter('search', 'Sol')}>Buscar Sol</button>
      <button onClick={() => list.setPage(3)}>Página 3</button>
      <button onClick={() => setShown(onTheWay.current.shift() ?? shown)}>Llegar</button>
      <button onClick={() => setShown(new URLSearchParams('size=small'))}>Atrás</button>
      <output>{shown.toString()}</output>
    </div>
  );
}

const press = (name: string) =>
  act(() => {
    const button = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
    button?.click();
  });
const shownQuery = () => container.querySelector('output')?.textContent;

test('two changes before the first navigation arrives keep both', async () => {
  await act(async () => root.render(<SlowRouterList />));
  await press('Grandes');
  await press('Buscar Sol');
  await press('Llegar');
  await press('Llegar');
  expect(shownQuery()).toBe('size=large&search=Sol');
});

test('a change after part of the way has arrived still builds on the newest one', async () => {
  await act(async () => root.render(<SlowRouterList />));
  await press('Grandes');
  await press('Buscar Sol');
  await press('Llegar');
  expect(shownQuery()).toBe('size=large');
  await press('Página 3');
  await press('Llegar');
  await press('Llegar');
  expect(shownQuery()).toBe('size=large&search=Sol&page=3');
});

test('a navigation from elsewhere is taken as it is', async () => {
  await act(async () => root.render(<SlowRouterList />));
  await press('Grandes');
  await press('Llegar');
  await press('Atrás');
  await press('Buscar Sol');
  await press('Llegar');
  expect(shownQuery()).toBe('size=small&search=Sol');
});
