import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'music-io', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
