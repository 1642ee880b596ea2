/**
 * An offline start to a playable song (docs/offline.md), under the same CPU throttling as the cold
 * load: a visit online installs the service worker and leaves a draft of a demo song (opened, one
 * note added); then, with the network off, the app is opened again. The figures are the largest
 * contentful paint and when Play is usable (measure.ts), from the offline navigation. A checkout
 * without a service worker cannot start offline: its figures are NaN.
 */
import type { Browser } from 'playwright-core';
import { CONDITIONS, observePage, type PageRecord, START_PATH } from './measure.ts';

export interface OfflineStartFigures {
  readonly offlineLargestContentfulPaintMs: number;
  readonly offlinePlayUsableMs: number;
  /** Every largest-contentful-paint candidate of the offline start, in order (the last counts). */
  readonly offlineLargestContentfulCandidates: readonly { ms: number; element: string }[];
}

const NONE: OfflineStartFigures = {
  offlineLargestContentfulPaintMs: Number.NaN,
  offlinePlayUsableMs: Number.NaN,
  offlineLargestContentfulCandidates: [],
};

export async function measureOfflineStart(browser: Browser, origin: string): Promise<OfflineStartFigures> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    serviceWorkers: 'allow',
  });
  try {
    const visit = await context.newPage();
    await visit.goto(origin);
    const controlled = await visit
      .evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            if (!('serviceWorker' in navigator)) return resolve(false);
            setTimeout(() => resolve(false), 30_000);
            void navigator.serviceWorker.ready.then(() => resolve(true));
          }),
      )
      .catch(() => false);
    if (!controlled) return NONE;
    await visit.reload();
    await visit.getByRole('button', { name: 'Open Ode to Joy' }).click();
    await visit.getByRole('button', { name: 'Switch to edit mode' }).click();
    await visit.locator('canvas.editor-canvas').click({ position: { x: 560, y: 300 } });
    // The draft in IndexedDB (apps/web/src/store/durable.ts), a moment after the edit.
    await visit.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('ringalong');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('values')) {
              db.close();
              return resolve(false);
            }
            const read = db.transaction('values').objectStore('values').get('draft');
            read.onerror = () => resolve(false);
            read.onsuccess = () => {
              db.close();
              resolve((read.result as { saveRequired?: boolean } | undefined)?.saveRequired === true);
            };
          };
        }),
      undefined,
      { polling: 200 },
    );
    // Kept in step with the edit; the page then goes, as a tab closed.
    await visit.close({ runBeforeUnload: false });

    // The start page is fetched online (its process keeps the CPU throttle, measure.ts START_PATH).
    const page = await context.newPage();
    await page.goto(`${origin}${START_PATH}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });
    await context.setOffline(true);
    // As a device with no network says so (navigator.onLine false): with a DevTools session of its
    // own on the page, Playwright's offline left the page's navigator.onLine true (requests failed
    // while the page was told it was online), which no device without a network does.
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await page.addInitScript(observePage);
    await page.goto(origin, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { firstPaintBench: PageRecord }).firstPaintBench.playUsable !== null,
      undefined,
      { timeout: 60_000 },
    );
    // The song the draft holds is the one in the editor.
    await page.getByRole('textbox', { name: 'Song title' }).waitFor({ timeout: 60_000 });
    if ((await page.getByRole('textbox', { name: 'Song title' }).inputValue()) !== 'Ode to Joy')
      throw new Error('the offline start did not open the draft');
    // LCP is final once the page has been idle a moment.
    await page.waitForTimeout(1000);
    const record = await page.evaluate(
      () => (window as unknown as { firstPaintBench: PageRecord }).firstPaintBench,
    );
    return {
      offlineLargestContentfulPaintMs: record.lcp,
      offlinePlayUsableMs: record.playUsable ?? Number.NaN,
      offlineLargestContentfulCandidates: record.lcpEntries,
    };
  } finally {
    await context.close();
  }
}
