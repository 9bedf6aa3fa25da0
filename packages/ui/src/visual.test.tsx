// Visual regression: every component's `Default` story, in the light and the dark theme, compared
// with its reference picture under __screenshots__/ in headless Chromium, offline. A changed pixel
// fails until the reference is updated on purpose (`pnpm --filter @sereno/ui test:visual:update`);
// in CI a missing reference fails too.
import { composeStories } from '@storybook/react-vite';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeRoot } from './ThemeRoot/ThemeRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./*/*.stories.tsx', { eager: true });

// Stories whose Default is the component in motion by nature: a picture of them would only flicker.
const moving = new Set(['Skeleton', 'ProgressBar']);

const defaults = Object.entries(modules)
  .map(([file, module]) => {
    const name = file.split('/')[1] ?? file;
    const Default = (composeStories(module) as Record<string, ComponentType | undefined>).Default;
    return { name, Default };
  })
  .filter((entry): entry is { name: string; Default: ComponentType } => entry.Default !== undefined && !moving.has(entry.name))
  .sort((a, b) => a.name.localeCompare(b.name));

beforeAll(async () => {
  await page.viewport(800, 600);
  // Pictures of a still page: no caret blinking, no transition half-way.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(still);
});

let container: HTMLDivElement | undefined;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  it.each(defaults.map((entry) => [entry.name, entry] as const))('%s looks as it did', async (name, { Default }) => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root?.render(
        <ThemeRoot theme={theme} locale="es">
          <div data-testid="canvas" style={{ padding: 16, width: 768 }}>
            <Default />
          </div>
        </ThemeRoot>,
      ),
    );
    await document.fonts.ready;
    await expect.element(page.getByTestId('canvas')).toMatchScreenshot(`${name}-${theme}`);
  });
});
