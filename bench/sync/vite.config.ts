import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the sync benchmark page as a production bundle around the real editor and audio engine.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./page'),
  publicDir: false,
  logLevel: 'warn',
  build: { outDir: here('./dist'), emptyOutDir: true },
});
