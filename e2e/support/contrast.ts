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

/** The widths every screen is checked at: a phone's and a desktop's. */
export const CHECKED_WIDTHS = [390, 1280] as const;

/**
 * axe-core at each of CHECKED_WIDTHS in both contrast modes, switched by the header's button as
 * an applicant would (no reload: what the screen holds stays), a full-page screenshot of each
 * when `shots` is given (`<prefix>-<width>[-high].png`). Ends in the normal look at the width
 * the page had. `checkedAsIs`: axe-core has just checked the page at its width in the normal look,
 * so that one check is not run again (decision 256).
 */
export async function checkWidthsAndContrasts(
  page: Page,
  contrastButton: string,
  shots?: string,
  checkedAsIs = false,
): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const html = page.locator('html');
  const toggle = async (high: boolean) => {
    await page.setViewportSize({ width: 1280, height: viewport.height });
    await page.getByRole('button', { name: contrastButton }).press('Enter');
    if (high) await expect(html).toHaveAttribute('data-contrast', 'high');
    else await expect(html).not.toHaveAttribute('data-contrast', 'high');
  };
  for (const high of [false, true]) {
    if (high) await toggle(true);
    for (const width of CHECKED_WIDTHS) {
      await page.setViewportSize({ width, height: viewport.height });
      if (!(checkedAsIs && !high && width === viewport.width)) await expectNoAxeViolations(page);
      if (shots !== undefined) {
        await page.screenshot({
          path: `${shots}-${width}${high ? '-high' : ''}.png`,
          fullPage: true,
        });
      }
    }
  }
  await toggle(false);
  await page.setViewportSize(viewport);
}
