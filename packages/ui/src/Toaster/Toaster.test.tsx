import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';
import { Toaster, useToast, type ToastApi } from './Toaster';

// The stories drive toasts with a real pointer and short delays; these pin the spec's 5 s default
// through the Toaster, with fake timers.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function render(children: ReactNode) {
  act(() => root.render(<ThemeRoot>{children}</ThemeRoot>));
}

/** Hands the toast API to the test. */
function Grab({ onApi }: { onApi: (api: ToastApi) => void }) {
  onApi(useToast());
  return null;
}

function showToaster(limit?: number): ToastApi {
  let api: ToastApi | undefined;
  render(
    <Toaster limit={limit}>
      <Grab onApi={(value) => (api = value)} />
    </Toaster>,
  );
  if (!api) throw new Error('The Toaster gives its API to its children');
  return api;
}

const toasts = () => container.querySelectorAll('[role="status"], [role="alert"]');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

test('a toast hides itself after the spec’s 5 s', () => {
  const { toast } = showToaster();
  act(() => void toast({ tone: 'success', message: 'Cambios guardados' }));
  expect(toasts()).toHaveLength(1);
  wait(4999);
  expect(toasts()).toHaveLength(1);
  wait(1);
  expect(toasts()).toHaveLength(0);
});

test('toasts render in ThemeRoot’s overlay layer, errors as alerts', () => {
  const { toast } = showToaster();
  act(() => void toast({ tone: 'error', message: 'No se ha podido guardar' }));
  const alert = container.querySelector('[role="alert"]');
  expect(alert?.closest('[data-sereno-overlays]')).not.toBeNull();
});

test('dismiss closes a toast before its time; the limit drops the oldest', () => {
  const { toast, dismiss } = showToaster(2);
  let first = '';
  act(() => {
    first = toast({ tone: 'info', message: 'Uno', autoHideMs: null });
    toast({ tone: 'info', message: 'Dos', autoHideMs: null });
  });
  act(() => dismiss(first));
  expect(Array.from(toasts()).map((element) => element.textContent)).toEqual(['Dos']);

  act(() => {
    toast({ tone: 'info', message: 'Tres', autoHideMs: null });
    toast({ tone: 'info', message: 'Cuatro', autoHideMs: null });
  });
  expect(Array.from(toasts()).map((element) => element.textContent)).toEqual(['Tres', 'Cuatro']);
});

test('useToast outside a Toaster says what is missing', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Grab onApi={() => {}} />)).toThrow('useToast() needs a <Toaster> around the app.');
});
