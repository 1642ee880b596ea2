import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the audio benchmark page as a production bundle around the real engine (the bells are
// synthesized in the page: nothing else to serve).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./page'),
  publicDir: false,
  logLevel: 'warn',
  build: { outDir: here('./dist'), emptyOutDir: true },
});
