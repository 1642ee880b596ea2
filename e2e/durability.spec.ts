import { expect, test } from '@playwright/test';
import type { Song } from '@ringalong/song';
import {
  addNoteAt,
  closeDialog,
  openApp,
  openAsSubscriber,
  shot,
  subscribe,
  switchToEdit,
} from './helpers.ts';
import { allowPersistentStorage, keptWork, killPage } from './kept-work.ts';

async function startComposing(page: import('@playwright/test').Page, title: string) {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await switchToEdit(page);
  await page.getByRole('textbox', { name: 'Song title' }).fill(title);
  await addNoteAt(page, 500, 300);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

test('leaving with unsaved changes asks first', async ({ page }) => {
  await startComposing(page, 'Unsaved tune');
  const prompt = new Promise<import('@playwright/test').Dialog>((resolve) => page.once('dialog', resolve));
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('the work survives a reload', async ({ page }) => {
  await startComposing(page, 'Reload proof');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Reload proof');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Song Library' })).toHaveCount(0);
  // The note placed before the reload is in the restored song (its E4 stave has one note).
  const kept = await keptWork(page);
  expect(kept?.song.staves.find((stave) => stave.pitchId === 64)?.notes).toHaveLength(1);
  await shot(page, '30-restored-after-reload');
  // The library the page came with stayed hidden while the work was restored; asked for, it shows.
  await page.getByRole('button', { name: 'Library' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Song Library' }).getByRole('button', { name: 'Open Ode to Joy' }),
  ).toBeVisible();
});

test('the work survives the sign-in redirect and comes back in edit mode, still unsaved', async ({
  page,
}) => {
  await startComposing(page, 'Before sign in');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You must upgrade first')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with your account' }).click();
  await page.getByLabel('Name').fill('Dora Durable');
  await page.getByLabel('Email').fill('dora@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account: Dora Durable' })).toBeVisible();
  // Said in the polite live region, where its words stay after the toast's 1 s (a loaded machine
  // may look later than that).
  await expect(page.getByRole('status').getByText('Signed in', { exact: true })).toBeAttached();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Before sign in');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Subscribe for Full Access' })).toBeVisible();
  await shot(page, '31-restored-after-sign-in');

  await subscribe(page);
  await closeDialog(page, 'Manage Subscription');
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Before sign in');
  // The server saved it at checkout and the app adopted that song: shown saved, stored once.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
  const own = await (await page.request.get('/api/songs?is_public=false')).json();
  expect(own.songs.map((s: { title: string }) => s.title)).toEqual(['Before sign in']);
  await shot(page, '32-restored-after-checkout-and-saved');
});

test('a draft survives 7 days of absence: storage kept for good at the first save, the draft in IndexedDB', async ({
  page,
  context,
}) => {
  // What the browser answers when the app asks to keep its storage, recorded as it answers.
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    const answers: boolean[] = [];
    Object.assign(window, { persistAnswers: answers });
    storage.persist = async () => {
      const kept = await persist();
      answers.push(kept);
      return kept;
    };
  });
  const answers = () =>
    page.evaluate(() => (window as unknown as { persistAnswers: boolean[] }).persistAnswers);
  const email = `wanda-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await openAsSubscriber(page, 'Wanda Week', email);
  await allowPersistentStorage(page);
  expect(await answers()).toEqual([]);
  await switchToEdit(page);
  await page.getByRole('textbox', { name: 'Song title' }).fill('Week away');
  await addNoteAt(page, 500, 300);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
  // Asked at the first save, and granted: the browser will not clear this site's storage.
  await expect.poll(answers).toEqual([true]);
  expect(await page.evaluate(() => navigator.storage.persisted())).toBe(true);

  // The notes as saved, from the server.
  const own = await (await page.request.get('/api/songs?is_public=false')).json();
  const [saved] = own.songs as { song_id: number }[];
  const savedSong = (await (await page.request.get(`/api/songs/${saved?.song_id}`)).json())
    .song_object as Song;
  const noteCount = (song: Song | undefined) =>
    song?.staves.reduce((sum, stave) => sum + stave.notes.length, 0);

  // Edited after the save: unsaved work, kept in IndexedDB a moment later. Waited for by its
  // notes: a draft kept before the save also says it needs saving, and under load the read may
  // still find it.
  await addNoteAt(page, 572, 300);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  const kept = (noteCount(savedSong) ?? 0) + 1;
  await expect
    .poll(async () => {
      const work = await keptWork(page, { hide: false });
      return work?.saveRequired ? noteCount(work.song) : null;
    })
    .toBe(kept);
  await killPage(page);

  // Seven days later (the page's clock; nothing of the app's own throws a draft away by age).
  const week = 7 * 24 * 60 * 60 * 1000;
  const later = await context.newPage();
  await later.clock.install({ time: Date.now() + week });
  await later.goto('/');
  await expect(later.getByRole('textbox', { name: 'Song title' })).toHaveValue('Week away');
  await expect(later.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  expect(await later.evaluate(() => Date.now())).toBeGreaterThan(Date.now() + week - 60_000);
  expect(await later.evaluate(() => navigator.storage.persisted())).toBe(true);
  expect(
    (await keptWork(later, { hide: false }))?.song.staves.reduce((sum, stave) => sum + stave.notes.length, 0),
  ).toBe(kept);
});
