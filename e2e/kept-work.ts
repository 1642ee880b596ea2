/**
 * The draft as the app keeps it in this browser (apps/web/src/store/durable.ts): in IndexedDB,
 * with a copy in localStorage written as the page hides when IndexedDB had not got it yet (the
 * newer of the two is the draft). For journeys that check what was kept, or change it before a
 * reload.
 */
import type { Page } from '@playwright/test';
import type { Song } from '@ringalong/song';

export interface KeptWork {
  song: Song;
  title: string;
  loadedTitle: string;
  meta: { song_id: number; [field: string]: unknown };
  saveRequired: boolean;
  /** The write's place in the order of writes (the newer of the two copies has the later one). */
  seq?: number;
}

/**
 * The draft as kept now, or null. The page is told it hides first, so what waited 300 ms after
 * the last change is kept at once (instead of guessing how late a loaded machine makes the timer),
 * and its write to IndexedDB is waited for (the copy goes once IndexedDB has it): the app then has
 * nothing more to write until the next edit, so a draft put in its place (`putKeptWork`) stays.
 * `hide: false` reads what is kept as it is, the page told nothing (a page about to be killed).
 */
export function keptWork(page: Page, { hide = true } = {}): Promise<KeptWork | null> {
  return page.evaluate(async (hide) => {
    if (hide) {
      window.dispatchEvent(new Event('pagehide'));
      // A hang guard: a browser without IndexedDB keeps the copy for good.
      for (let i = 0; i < 200 && localStorage.getItem('ringalong.work.v1') !== null; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const copy = JSON.parse(localStorage.getItem('ringalong.work.v1') ?? 'null') as KeptWork | null;
    // Opened without a version only when it exists: opening creates it otherwise.
    const exists = (await indexedDB.databases()).some((db) => db.name === 'ringalong');
    const stored = exists
      ? await new Promise<KeptWork | null>((resolve, reject) => {
          const open = indexedDB.open('ringalong');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('values')) {
              db.close();
              resolve(null);
              return;
            }
            const read = db.transaction('values').objectStore('values').get('draft');
            read.onerror = () => reject(read.error);
            read.onsuccess = () => {
              db.close();
              resolve((read.result as KeptWork | undefined) ?? null);
            };
          };
        })
      : null;
    if (copy === null || stored === null) return copy ?? stored;
    return copy.seq !== undefined && stored.seq !== undefined && stored.seq > copy.seq ? stored : copy;
  }, hide);
}

/**
 * Kills the page's renderer, as a crash or the system ending the tab does: nothing of the page
 * runs after (no pagehide, no unload), so only what it had kept already is kept.
 */
export async function killPage(page: Page): Promise<void> {
  const crashed = page.waitForEvent('crash');
  const cdp = await page.context().newCDPSession(page);
  // The protocol's answer never comes from a renderer that is gone.
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  // The tab goes too (its context cannot change its network with a crashed page in it).
  await page.close();
}

/**
 * Lets `page`'s site keep its storage for good when it asks (navigator.storage.persist()), as
 * Chromium does for a site it trusts (installed, bookmarked, often visited); a test profile is none.
 */
export async function allowPersistentStorage(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const browser = await page.context().browser()!.newBrowserCDPSession();
  await browser.send('Browser.grantPermissions', {
    permissions: ['durableStorage'],
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
}

/**
 * Puts `work` where an earlier version of the app kept drafts (localStorage, without a place in
 * the order): the next start opens it, as the newer draft, and moves it to IndexedDB.
 */
export async function putKeptWork(page: Page, work: KeptWork): Promise<void> {
  const { seq: _seq, ...earlier } = work;
  await page.evaluate((kept) => localStorage.setItem('ringalong.work.v1', JSON.stringify(kept)), earlier);
}
