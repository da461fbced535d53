import { format } from 'node:util';
import { vi } from 'vitest';

// Habit 11 of STYLE.md: an unexpected console.error fails the test (see setup.ts).
let recorded: string[] = [];

export function recordConsoleErrors(): void {
  recorded = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    recorded.push(format(...args));
  });
}

/** For a test that expects console.error: returns what was printed and forgets it. */
export function takeConsoleErrors(): string[] {
  const taken = recorded;
  recorded = [];
  return taken;
}
