import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './browser';
import { expect } from './fixtures';

/** The display settings the app keeps (decision 050's high-contrast switch), then a reload. */
export async function withContrast(page: Page, high: boolean): Promise<void> {
  await page.evaluate((on) => {
    window.localStorage.setItem(
      'displaySettings',
      JSON.stringify({ highContrast: on, textSize: 'normal' }),
    );
  }, high);
  await page.reload();
  if (high) await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  else await expect(page.locator('html')).not.toHaveAttribute('data-contrast', 'high');
}

/** axe-core on the page in high contrast, then back to the normal look (checked by the caller). */
export async function checkHighContrast(page: Page, heading: string): Promise<void> {
  await withContrast(page, true);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(page);
  await withContrast(page, false);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
