import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file in a fresh VM context of a reused worker instead of a new process with its own
    // jsdom: the set-up of a process and of jsdom per file cost more than most files' tests
    // (decision 227).
    pool: 'vmThreads',
    // The first test of a file loads the lazily imported screens; on the loaded two-core CI
    // machine a typed form took close to the default 5 s.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
