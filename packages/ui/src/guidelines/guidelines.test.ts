import { expect, test } from 'vitest';
import { guidelines } from './guidelines';

// Every folder with stories is a component (or hook) with a docs page: each has its guidelines.
const storyFiles = Object.keys(import.meta.glob('../*/*.stories.tsx'));
const components = storyFiles.map((file) => file.split('/')[1] ?? file).filter((name) => name !== 'foundations' && name !== 'guidelines');

test('every component has its guidelines, and only components do', () => {
  expect(components.length).toBeGreaterThanOrEqual(48);
  expect(Object.keys(guidelines).sort()).toEqual([...components].sort());
});

test('each says when to use it, when not, what a screen reader announces, and what is related', () => {
  for (const [name, guideline] of Object.entries(guidelines)) {
    expect(guideline.use.length, name).toBeGreaterThan(0);
    expect(guideline.avoid.length, name).toBeGreaterThan(0);
    expect(guideline.screenReader.length, name).toBeGreaterThan(10);
    for (const related of guideline.related) expect(Object.keys(guidelines), `${name} → ${related}`).toContain(related);
  }
});

test('the docs page finds a component by the last part of its story title', async () => {
  const modules = import.meta.glob<{ default: { title?: string } }>('../*/*.stories.tsx', { eager: true });
  for (const [file, module] of Object.entries(modules)) {
    const folder = file.split('/')[1] ?? file;
    if (folder === 'foundations') continue;
    expect(module.default.title?.split('/').pop(), file).toBe(folder);
  }
});
