/**
 * Pictures of the colour schemes for a person to look at: the player at 1280 x 720 and 1920 x
 * 1080 with 8, 14 and 37 rows in Classic, By pitch class and High contrast, and the contrast of
 * each row's name measured from the screenshot's pixels (text against its plate, WCAG 2). Against
 * a running app with its web build (BASE_URL, default http://127.0.0.1:3000):
 *
 *   node --import tsx bench/docs/colour-shots.ts
 *
 * Writes PNGs to e2e/screenshots/colours/ and prints the figures.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createDefaultSong, type Song } from '@ringalong/song';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const OUT = 'e2e/screenshots/colours';
const SIZES = [
  [1280, 720],
  [1920, 1080],
] as const;
const ROWS = [8, 14, 37];
const SCHEMES = ['Classic', 'By pitch class', 'High contrast'];

/** `rows` bells a semitone apart from C3 up (37 is a three-octave set), a note on each every few beats. */
function songOf(rows: number): Song {
  const song = createDefaultSong();
  return {
    ...song,
    meta: { ...song.meta, title: `${rows} bells` },
    staves: Array.from({ length: rows }, (_, i) => ({
      pitchId: 48 + i,
      instrument: 'handbell' as const,
      notes: Array.from({ length: 12 }, (_, n) => ({ beat: (i % 4) * 0.5 + n * 2, length: 1 })),
    })),
  };
}

/**
 * In the page, as source text (tsx would wrap named functions in a helper the page lacks): each
 * name's box right of the hit point; its plate is the commonest colour, the text the commonest
 * colour far from it; WCAG 2 contrast of the two.
 */
const MEASURE = `async ({ data, rows, editor }) => {
  const bitmap = await createImageBitmap(await (await fetch('data:image/png;base64,' + data)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(bitmap, 0, 0);
  const lin = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const lum = ([r, g, b]) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const slot = (editor.height - 150) / rows;
  const dot = Math.min(45, 0.4 * slot);
  const size = Math.max(9, Math.min(22, dot * 0.8));
  let least = 99;
  for (let row = 0; row < rows; row++) {
    const y = Math.round(editor.y + 50 + slot * (row + 0.5));
    const x0 = Math.round(editor.x + editor.width - 150 + 20);
    const h = Math.max(4, Math.round(size * 0.8));
    const px = ctx.getImageData(x0, y - h / 2, 60, h).data;
    const counts = new Map();
    for (let i = 0; i < px.length; i += 4) { const key = px[i] + ',' + px[i + 1] + ',' + px[i + 2]; counts.set(key, (counts.get(key) ?? 0) + 1); }
    const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k.split(',').map(Number));
    const plate = sorted[0];
    const text = sorted.find((c) => c.some((v, i) => Math.abs(v - plate[i]) > 40));
    if (text) least = Math.min(least, ratio(text, plate));
  }
  return { least: Number(least.toFixed(2)), labelPx: Number(size.toFixed(1)), dotPx: Number(dot.toFixed(1)) };
}`;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await mkdir(OUT, { recursive: true });
  // The app's content security policy keeps data: URLs out; the pixels are read on a blank page.
  const reader = await browser.newPage();
  for (const [width, height] of SIZES)
    for (const rows of ROWS) {
      const page = await browser.newPage({ viewport: { width, height } });
      const song = songOf(rows);
      await page.addInitScript((kept) => localStorage.setItem('ringalong.work.v1', JSON.stringify(kept)), {
        title: song.meta.title,
        loadedTitle: song.meta.title,
        meta: { song_id: 0 },
        saveRequired: true,
        song,
      });
      await page.goto(BASE_URL);
      await page.getByRole('textbox', { name: 'Song title' }).waitFor();
      await page.getByRole('button', { name: 'Switch to view mode' }).click();
      for (const scheme of SCHEMES) {
        await page.getByRole('button', { name: 'Song settings' }).click();
        const dialog = page.getByRole('dialog', { name: 'Song Settings' });
        await dialog.getByRole('combobox', { name: 'Colours' }).selectOption({ label: scheme });
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.waitForTimeout(300);
        const png = await page.screenshot();
        const name = `${width}x${height}-${rows}-rows-${scheme.toLowerCase().replaceAll(' ', '-')}.png`;
        await writeFile(`${OUT}/${name}`, png);
        // Each name's box right of the hit point: the plate is its commonest colour, the text the
        // commonest colour far from it.
        const editorBox = await page.locator('canvas.editor-canvas').boundingBox();
        const figures = (await reader.evaluate(
          `(${MEASURE})(${JSON.stringify({ data: png.toString('base64'), rows, editor: editorBox })})`,
        )) as { least: number; labelPx: number; dotPx: number };
        console.log(
          `${name}: name text ${figures.labelPx} px, dots ${figures.dotPx} px, least name contrast ${figures.least}:1`,
        );
      }
      await page.close();
    }
} finally {
  await browser.close();
}
