import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the editor's benchmark page (bench/render/harness) as a production bundle,
// so the figures come from the same minified code the app ships.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./harness'),
  publicDir: here('../../apps/web/public'),
  logLevel: 'warn',
  build: { outDir: here('./dist'), emptyOutDir: true },
});
