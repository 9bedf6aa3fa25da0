// Accessibility in the end-to-end tests: axe-core runs in the page as it is (the WCAG 2.1 A and AA
// rules and axe's best practices), and a test fails on any violation, named with where it is.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

interface AxeAnswer {
  violations: { id: string; help: string; nodes: { target: unknown[]; html: string }[] }[];
}

/** Runs axe on the page (or within `selector`); expects no violation. */
export async function expectAccessible(page: Page, selector?: string): Promise<void> {
  // Evaluated through the browser's protocol: the panel's Content-Security-Policy allows no inline script.
  await page.evaluate(axe.source);
  const options = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } };
  // A string the page evaluates (these tests are typed without the DOM's types).
  // React Aria's live announcer keeps, for a few seconds, an announcement that names a label gone meanwhile (a closed list's): not the page's.
  const context = { include: [selector ?? 'body'], exclude: ['[data-live-announcer]'] };
  const answer = await page.evaluate<AxeAnswer>(`axe.run(${JSON.stringify(context)}, ${JSON.stringify(options)})`);
  const found = answer.violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`).join(', ')}`,
  );
  expect(found).toEqual([]);
}
