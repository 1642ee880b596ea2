/**
 * Pictures of the print view for a person to look at: the score, a part and the bells-used chart
 * on A4 and on US Letter, as the view shows them and as the browser prints them (PDF). Against a
 * running app with its web build (BASE_URL, default http://127.0.0.1:3000):
 *
 *   node --import tsx bench/docs/print-shots.ts
 *
 * Writes PNGs and PDFs to e2e/screenshots/print/ (render a PDF with `pdftoppm -png -r 60`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { printShowcase } from './print-song.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const OUT = 'e2e/screenshots/print';
const PAPERS = [
  { label: 'A4', name: 'a4', format: 'A4' },
  { label: 'US Letter', name: 'letter', format: 'Letter' },
] as const;
const CHOICES = [
  { label: 'Score', name: 'score' },
  { label: 'Part', name: 'part' },
  { label: 'Bells used', name: 'chart' },
] as const;

async function openPrintView(page: Page): Promise<void> {
  const song = printShowcase();
  await page.addInitScript(
    (kept) => {
      localStorage.setItem('ringalong.work.v1', JSON.stringify(kept));
    },
    { title: song.meta.title, loadedTitle: song.meta.title, meta: { song_id: 0 }, saveRequired: true, song },
  );
  await page.goto(BASE_URL);
  // Kept work that is not saved opens in the composer, in place of the library.
  await page.getByRole('textbox', { name: 'Song title' }).waitFor();
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Print…' }).click();
  await page.getByRole('dialog', { name: 'Print' }).waitFor();
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await mkdir(OUT, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1000, height: 1400 }, deviceScaleFactor: 1.5 });
  await openPrintView(page);
  const view = page.getByRole('dialog', { name: 'Print' });
  for (const paper of PAPERS) {
    await view.getByRole('group', { name: 'Paper' }).getByRole('button', { name: paper.label }).click();
    for (const choice of CHOICES) {
      await view
        .getByRole('group', { name: 'What to print' })
        .getByRole('button', { name: choice.label })
        .click();
      if (choice.name === 'part') {
        for (const row of ['G4', 'A4', 'C5 chime']) {
          const box = view.getByRole('checkbox', { name: new RegExp(`^${row} \\(`) });
          if (!(await box.isChecked())) await box.check();
        }
      }
      const name = `${paper.name}-${choice.name}`;
      await page.screenshot({ path: `${OUT}/${name}-view.png` });
      await page.emulateMedia({ media: 'print' });
      await writeFile(
        `${OUT}/${name}.pdf`,
        await page.pdf({ format: paper.format, preferCSSPageSize: true }),
      );
      await page.emulateMedia({ media: 'screen' });
      console.log(`${name}: ${await view.locator('.pv-page').count()} page(s)`);
    }
  }
  // A phone: the controls wrap, the sheet scrolls.
  await page.setViewportSize({ width: 390, height: 844 });
  await view.getByRole('group', { name: 'What to print' }).getByRole('button', { name: 'Part' }).click();
  await page.screenshot({ path: `${OUT}/phone-part-view.png` });
} finally {
  await browser.close();
}
