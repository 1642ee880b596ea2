/**
 * The draft in IndexedDB (IndexedDB from fake-indexeddb, as in a browser): a draft kept where
 * drafts lived before (localStorage) is read once, written to IndexedDB and removed; and whatever
 * the order of edits, writes that land and pages killed before IndexedDB finished, the next start
 * opens the last edit.
 */
import fc from 'fast-check';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { keptWork } from '../../test/kept-work.ts';
import { stopTestStores, testStore } from '../../test/store-harness.ts';
import { KEY_NAMES } from '../persistence/names.ts';
import { closeOfflineDb, keepDraft, keptDraft, OFFLINE_DB_NAME } from '../persistence/offline-db.ts';
import { findDraft, readWork, writeWork } from './durable.ts';

async function freshBrowser() {
  await stopTestStores();
  window.localStorage.clear();
  await closeOfflineDb();
  await deleteDB(OFFLINE_DB_NAME);
}

beforeEach(async () => {
  await freshBrowser();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a draft kept before drafts moved to IndexedDB', () => {
  it('is read once, written to IndexedDB, removed from localStorage, and read from IndexedDB after', async () => {
    await fc.assert(
      fc.asyncProperty(keptWork, async (work) => {
        await freshBrowser();
        writeWork(window.localStorage, work);
        const found = findDraft(window.localStorage);
        expect(await readWork(found)).toEqual(work);
        await (await found).moved;
        expect(window.localStorage.getItem(KEY_NAMES.work.name)).toBeNull();
        expect(await keptDraft()).toMatchObject(work);
        // The next start: IndexedDB alone has it (the marker says so when it is unsaved work).
        if (work.saveRequired) expect(await readWork(findDraft(window.localStorage))).toEqual(work);
      }),
      { numRuns: 15 },
    );
  });

  it('opens at start, in edit mode and unsaved, and stays kept after', async () => {
    fakeApi(signedOutRoutes());
    writeWork(window.localStorage, {
      ...(await fc.sample(keptWork, 1))[0]!,
      title: 'Old tune',
      saveRequired: true,
    });
    const { state, doc } = testStore();
    await state().init();
    expect(doc.title).toBe('Old tune');
    expect(state().saveRequired).toBe(true);
    await vi.waitFor(() => expect(window.localStorage.getItem(KEY_NAMES.work.name)).toBeNull());
    expect(await keptDraft()).toMatchObject({ title: 'Old tune', saveRequired: true });
  });
});

/** What a user does to the page: an edit, a pause long enough for the draft to land, or the end. */
type Step =
  | { readonly kind: 'edit'; readonly title: string }
  | { readonly kind: 'pause' }
  | { readonly kind: 'hide' }
  | { readonly kind: 'kill' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), title: fc.string({ maxLength: 12 }) }),
  fc.constant({ kind: 'pause' as const }),
  fc.constant({ kind: 'hide' as const }),
  fc.constant({ kind: 'kill' as const }),
);

describe('no draft is lost', () => {
  it('whatever lands in IndexedDB before the page is killed, the next start opens the last edit', async () => {
    fakeApi(signedOutRoutes());
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await freshBrowser();
        let page = testStore();
        await page.state().init();
        let last: string | null = null;
        for (const { kind, ...rest } of [...steps, { kind: 'kill' as const }]) {
          if (kind === 'edit') {
            const { title } = rest as { title: string };
            page.doc.setTitle(title);
            // A title the song had already is no edit.
            if (page.state().saveRequired) last = page.doc.title;
          } else if (kind === 'pause') {
            // The debounce passes (300 ms) and the write lands, or is on its way.
            await new Promise((resolve) => setTimeout(resolve, 320));
          } else if (kind === 'hide') {
            // The page hides: kept at once (the copy), and IndexedDB may finish.
            page.store.flushWork();
          } else {
            // Killed: the copy is written as the page hides, and nothing of it runs after.
            page.store.flushWork();
            page.store.stopKeepingWork();
            page.store.stopReactions();
            page = testStore();
            await page.state().init();
            if (last === null) expect(page.state().saveRequired).toBe(false);
            else {
              expect(page.doc.title).toBe(last);
              expect(page.state().saveRequired).toBe(true);
            }
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

describe('a draft with nothing to save, left in IndexedDB by an earlier visit', () => {
  it('does not win over the next visit’s edit, kept as the page was killed', async () => {
    fakeApi(signedOutRoutes());
    // An earlier visit kept its work with nothing to save, at a late place, and cleared the marker.
    const [left] = await fc.sample(keptWork, 1);
    await keepDraft({ ...left!, title: 'Saved before', saveRequired: false, seq: 7 });
    expect(window.localStorage.getItem(KEY_NAMES.draftKept.name)).toBeNull();

    let page = testStore();
    await page.state().init();
    page.doc.setTitle('Edited now');
    expect(page.state().saveRequired).toBe(true);
    // Killed before IndexedDB got the edit: the copy written as the page hides is all there is.
    page.store.flushWork();
    page.store.stopKeepingWork();
    page.store.stopReactions();

    page = testStore();
    await page.state().init();
    expect(page.doc.title).toBe('Edited now');
    expect(page.state().saveRequired).toBe(true);
  });
});

describe('a browser without IndexedDB', () => {
  it('keeps the draft in localStorage, as before, and opens it at the next start', async () => {
    fakeApi(signedOutRoutes());
    vi.stubGlobal('indexedDB', undefined);
    const first = testStore();
    await first.state().init();
    first.doc.setTitle('No database here');
    await vi.waitFor(() =>
      expect(window.localStorage.getItem(KEY_NAMES.work.name)).toContain('No database here'),
    );
    first.store.stopKeepingWork();
    const { state, doc } = testStore();
    await state().init();
    expect(doc.title).toBe('No database here');
    expect(state().saveRequired).toBe(true);
  });
});
