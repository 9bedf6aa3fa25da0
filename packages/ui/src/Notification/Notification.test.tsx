import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';
import { NOTIFICATION_AUTO_HIDE_MS, Notification, type NotificationProps } from './Notification';

// The stories exercise the timer with short delays in real time and a real pointer; these tests pin
// the default (the spec's 5 s) and the pause arithmetic to the millisecond with fake timers. The
// pointer is moved with synchronous events here: an awaited browser command lets the fake clock drift.
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
});

function show(props: Partial<NotificationProps> = {}) {
  const onClose = vi.fn();
  act(() =>
    root.render(
      <ThemeRoot>
        <Notification tone="success" onClose={onClose} {...props}>
          Cambios guardados
        </Notification>
      </ThemeRoot>,
    ),
  );
  return onClose;
}

const notification = () => container.querySelector('[role="status"]');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** React derives pointerenter and pointerleave from pointerover and pointerout. */
function movePointer(type: 'pointerover' | 'pointerout', target: Element) {
  act(() => {
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, relatedTarget: document.body }));
  });
}

test('the default is the spec’s 5 seconds', () => {
  expect(NOTIFICATION_AUTO_HIDE_MS).toBe(5000);
});

test('hides itself after 5 s by default and reports it', () => {
  const onClose = show();
  wait(4999);
  expect(notification()).not.toBeNull();
  expect(onClose).not.toHaveBeenCalled();
  wait(1);
  expect(notification()).toBeNull();
  expect(onClose).toHaveBeenCalledOnce();
});

test('stays until closed when autoHideMs is null', () => {
  const onClose = show({ autoHideMs: null });
  wait(60_000);
  expect(notification()).not.toBeNull();
  expect(onClose).not.toHaveBeenCalled();
});

test('pauses while hovered and resumes with the time it had left', () => {
  const onClose = show();
  wait(3000);
  movePointer('pointerover', notification()!);
  wait(10_000);
  expect(notification()).not.toBeNull();

  movePointer('pointerout', notification()!);
  wait(1999);
  expect(notification()).not.toBeNull();
  wait(1);
  expect(notification()).toBeNull();
  expect(onClose).toHaveBeenCalledOnce();
});
