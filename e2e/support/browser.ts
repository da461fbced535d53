import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
// Debian's chromium and its flags: Playwright Test and the measurements drive it, never a
// downloaded browser.
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

/**
 * Where Playwright looks for the ffmpeg it records videos with (its own build, by revision, in
 * its browsers folder) and whether one is there: `npx playwright install ffmpeg`, or Debian's
 * ffmpeg linked to that path when Playwright's download site is out of reach (scripts/test.mjs).
 */
export function playwrightFfmpeg(): { path: string; present: boolean } {
  const core = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const { browsers } = JSON.parse(readFileSync(join(core, 'browsers.json'), 'utf8')) as {
    browsers: { name: string; revision: string }[];
  };
  const revision = browsers.find((browser) => browser.name === 'ffmpeg')?.revision ?? 'unknown';
  const folder = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  const path = join(folder, `ffmpeg-${revision}`, 'ffmpeg-linux');
  return { path, present: existsSync(path) };
}

/** Playwright's launch options for Debian's chromium, `extraArgs` after the common flags. */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): {
  executablePath: string;
  args: string[];
} {
  return { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] };
}

/**
 * A browser outside Playwright Test (the measurements of `npm run bench`, run by Vitest). The
 * journeys get theirs from the `browser` fixture, launched with the same options.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}

/** Fails the test with a readable list when axe-core finds any WCAG 2.2 A/AA violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe.run in the page itself: the default finishes each run in a new blank tab, which on the
  // two-core machine made a check cost 3 to 12 s (decision 227). Our screens have no frames of
  // another origin, the one case only that mode covers.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  const readable = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(readable, `axe-core on ${page.url()}`).toEqual([]);
}

/** Collects console errors and failed page loads, so a test can assert the page ran cleanly. */
export function watchPageErrors(page: Page, errors: string[] = []): string[] {
  page.on('console', (message) => {
    // A failed resource names itself only in its location: keep it, so a failure says which.
    if (message.type() !== 'error') return;
    const text = message.text();
    const { url } = message.location();
    errors.push(text.startsWith('Failed to load resource') && url ? `${text} ${url}` : text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
