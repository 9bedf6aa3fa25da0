// How a page looks and reads, checked in the tests' Chromium: axe's accessibility rules, and the page
// at a desktop's and a phone's width in the light and dark themes, with nothing wider than the window.
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { themePreference } from '../src/shared/preferences/theme.ts';

/** One axe check for every panel test (test/axe.ts): the looks of a page include how it reads. */
export { expectNoAxeViolations } from './axe.ts';

export const widths = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
export type Width = keyof typeof widths;
export type Theme = 'light' | 'dark';

/** The window's width is the phone's or the desktop's from now on (the test page's viewport). */
export async function setWidth(width: Width): Promise<void> {
  await page.viewport(widths[width].width, widths[width].height);
  await settled();
}

/** The theme the person chose with the switch (stored, as the switch does), once the page has taken it on. */
export async function setTheme(theme: Theme): Promise<void> {
  themePreference.write(theme);
  await expect.poll(() => document.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe(theme);
  await settled();
}

/** The colours' transitions over: axe would measure the contrast of a colour half way. */
async function settled(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  // A looping animation (a spinner, a placeholder's shimmer) never finishes: only those that end.
  const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  // A finite animation may still never finish (paused, or on an element that stopped rendering): a
  // second is more than any transition of the design system takes.
  await Promise.race([Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 1_000))]);
}

/** Nothing on the page is wider than the window, nor scrolls sideways in a box of its own (a wide table). */
export function expectNoSidewaysScroll(): void {
  const scrolling = [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  expect(scrolling, 'boxes that scroll sideways').toEqual([]);
  const root = document.documentElement;
  const wide = [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
    .filter((element) => getComputedStyle(element).position !== 'fixed')
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  expect(root.scrollWidth, `wider than the window: ${wide.slice(0, 5).join(', ')}`).toBeLessThanOrEqual(root.clientWidth);
}

/**
 * A picture of the page to look at, in apps/panel/.test-results/screenshots/ (not committed): the
 * tests assert what can be asserted; a person looks at the rest.
 */
export async function picture(name: string): Promise<void> {
  // The path is taken from the test file's folder: climb from there to apps/panel.
  const folder = (expect.getState().testPath ?? '').split('/apps/panel/')[1]?.split('/').slice(0, -1) ?? [];
  await page.screenshot({ path: `${folder.map(() => '..').join('/')}/.test-results/screenshots/${name}.png` });
}
