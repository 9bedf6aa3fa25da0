import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';
import { Toaster, useToast } from './Toaster';

// A toast raised by a dialog's action (saved, failed) must leave the dialog's buttons to tap: on a
// phone the dialog takes 90 % of the screen, its footer where the toasts used to stack.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  act(() => root.unmount());
  container.remove();
  await page.viewport(1440, 900);
});

function DialogThatToasts() {
  const { toast } = useToast();
  useEffect(() => void toast({ tone: 'error', title: 'No se pudo guardar', message: 'Vuelve a intentarlo en un momento.', autoHideMs: null }), [toast]);
  return (
    <Modal open onOpenChange={() => undefined}>
      <Modal.Title>Resolver la alarma</Modal.Title>
      <Modal.Body>
        {Array.from({ length: 40 }, (_, index) => (
          <p key={index}>Línea {index + 1} de lo que el diálogo cuenta.</p>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary">Cancelar</Button>
        <Button>Resolver</Button>
      </Modal.Footer>
    </Modal>
  );
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const [name, width, height] of [
  ['a phone', 390, 844],
  ['a laptop', 1440, 900],
] as const) {
  test(`on ${name}, a toast leaves an open dialog's buttons uncovered`, async () => {
    await page.viewport(width, height);
    await act(async () =>
      root.render(
        <ThemeRoot>
          <Toaster>
            <DialogThatToasts />
          </Toaster>
        </ThemeRoot>,
      ),
    );
    await expect.poll(() => document.querySelector('[role="alert"]')).toBeTruthy();
    const toastBox = document.querySelector('[role="alert"]')?.getBoundingClientRect();
    const buttons = [...document.querySelectorAll('[role="dialog"] button')].filter((button) => /Cancelar|Resolver/.test(button.textContent ?? ''));
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(toastBox && overlaps(toastBox, button.getBoundingClientRect()), button.textContent ?? '').toBe(false);
  });
}
