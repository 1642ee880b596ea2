import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the export benchmark page as a production bundle around the app's export code.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./page'),
  publicDir: false,
  logLevel: 'warn',
  build: { outDir: here('./dist'), emptyOutDir: true },
});
