// Accessibility checks of a rendered page in the test browser: axe-core's WCAG 2.1 A/AA rules
// (contrast included), run on the whole document so that dialogs in portals count too.
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * react-aria's live announcer stays in the document from one test to the next, and its last message
 * may still name an element of the previous test's page (gone since): not a part of the page checked.
 */
const leftBetweenTests = [['[data-live-announcer]']];

/** Fails with each violation's rule, its help text and the elements concerned. */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(
    { include: [[':root']], exclude: leftBetweenTests },
    { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
  );
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
}
