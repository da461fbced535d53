import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'operator',
    environment: 'jsdom',
    // Each file in a fresh VM context of a reused worker instead of a new process with its own
    // jsdom: the set-up of a process and of jsdom per file cost more than most files' tests
    // (decision 227).
    pool: 'vmThreads',
    // The first test of a file loads the lazily imported screens; on the loaded two-core CI
    // machine the queue's first test took more than the default 5 s (as the web app's).
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@onboarding/web-shell/testing/setup'],
  },
});
