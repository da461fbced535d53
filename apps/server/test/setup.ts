import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { recordConsoleErrors, takeConsoleErrors } from './console-errors';
import { disposeSharedTestDatabase } from './test-database';

beforeEach(() => {
  recordConsoleErrors();
});

afterEach(() => {
  const unexpected = takeConsoleErrors();
  vi.restoreAllMocks();
  expect(unexpected, 'console.error was called').toEqual([]);
});

afterAll(async () => {
  await disposeSharedTestDatabase();
});
