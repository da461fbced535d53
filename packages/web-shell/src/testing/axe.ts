import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered component in jsdom and expects no violations. Colour contrast needs
 * real layout and colours, which jsdom does not compute; the browser journeys check it.
 */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  const results = await axe.run(context, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
  expect(violations).toEqual([]);
}
