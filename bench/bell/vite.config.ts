import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the bell benchmark page: the app's own offline render of a song (audio export's), nothing else.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./page'),
  publicDir: false,
  logLevel: 'warn',
  build: { outDir: here('./dist'), emptyOutDir: true },
});
