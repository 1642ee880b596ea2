/**
 * Draws the installed app's icons (apps/web/public/icons/*.png) from the handbell drawings in
 * apps/web/icons/ with Chromium, at the sizes the web manifest names (apps/web/vite.config.ts
 * `MANIFEST`). The PNGs are committed; run this again after changing a drawing:
 * `npx tsx scripts/make-icons.ts`.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));

/** Each PNG: the drawing it comes from and its size in pixels (square). */
const ICONS = [
  { drawing: 'handbell.svg', file: 'icon-192.png', size: 192 },
  { drawing: 'handbell.svg', file: 'icon-512.png', size: 512 },
  { drawing: 'handbell-maskable.svg', file: 'maskable-512.png', size: 512 },
  { drawing: 'handbell-maskable.svg', file: 'apple-touch-icon-180.png', size: 180 },
] as const;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await mkdir(`${web}public/icons`, { recursive: true });
  for (const icon of ICONS) {
    const svg = await readFile(`${web}icons/${icon.drawing}`, 'utf8');
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<body style="margin:0;background:transparent"><img width="${icon.size}" height="${icon.size}" src="data:image/svg+xml,${encodeURIComponent(svg)}"></body>`,
    );
    await page.locator('img').screenshot({ path: `${web}public/icons/${icon.file}`, omitBackground: true });
    await page.close();
    console.log(`apps/web/public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
