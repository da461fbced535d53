/* The Vitest setup of both browser apps (setupFiles: ['@onboarding/web-shell/testing/setup']). */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Screens are lazy chunks: the first render of a file imports them, which on a loaded two-core CI
// machine can take longer than Testing Library's default second for findBy* and waitFor.
configure({ asyncUtilTimeout: 5000 });

// A test file may ask for the node environment (`// @vitest-environment node`, the Vite plugin's):
// then there is no DOM to patch or clean.
const hasDom = typeof window !== 'undefined';

// jsdom lays nothing out and so has no scrollIntoView; the skip link and the focus moves call it.
if (hasDom && typeof (Element.prototype as Partial<Element>).scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// STYLE.md habit 11: a console.error (a React warning, a failed prop type, an act() warning) fails
// the test that caused it.
let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(
      args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
    );
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (hasDom) cleanBrowserState();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.join('\n')}`);
  }
});

/** What a test leaves in the page: the rendered tree, local storage and cookies. */
function cleanBrowserState(): void {
  cleanup();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
