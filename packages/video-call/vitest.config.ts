import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'video-call', include: ['src/**/*.test.ts'] } });
