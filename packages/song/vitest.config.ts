import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'song', include: ['src/**/*.test.ts'] },
});
