import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the audio benchmark page as a production bundle around the real engine, with the
// app's public folder so /samples/*.wav are served beside it.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./page'),
  publicDir: here('../../apps/web/public'),
  logLevel: 'warn',
  build: { outDir: here('./dist'), emptyOutDir: true },
});
