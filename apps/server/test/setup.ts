import { afterEach, beforeEach, expect, vi } from 'vitest';
import { recordConsoleErrors, takeConsoleErrors } from './console-errors';

// Every server test (STYLE habit 11): an unexpected console.error fails it.
beforeEach(() => {
  recordConsoleErrors();
});

afterEach(() => {
  const unexpected = takeConsoleErrors();
  vi.restoreAllMocks();
  expect(unexpected, 'console.error was called').toEqual([]);
});
