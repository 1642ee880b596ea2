import { ifMatchHeader } from '@ringalong/contract';
import { createDefaultSong, exportSong, type Song } from '@ringalong/song';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, pendingSong, signedInClient } from '../../test/billing-kit.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { billingAccounts } from '../db/schema/billing.ts';
import { songs } from '../db/schema/index.ts';
import { holdsWork } from './pending-song.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Subscribe with a song and pay at the local checkout, as the browser does. */
async function subscribeAndPay(client: Client, song: Song, beforePaying?: () => Promise<void>) {
  const subscribed = await client.subscribe(song);
  expect(subscribed.status).toBe(200);
  await beforePaying?.();
  const url = subscribed.body.url as string;
  const html = await (await fetch(url, { headers: { cookie: client.cookie } })).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const pay = await fetch(`${url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: client.cookie,
      origin: new URL(url).origin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(pay.status).toBe(303);
}

const ownSongs = async (client: Client) =>
  (await client.call('GET', '/api/songs?is_public=false')).body.songs as { song_id: number; title: string }[];

const planAnswer = async (client: Client) => (await client.call('GET', '/api/users/plan')).body;

describe('which song sent with subscribe holds work', () => {
  it('keeps a song with a note or a title of its own, not the untouched default song', () => {
    const untouched = createDefaultSong();
    expect(holdsWork(untouched)).toBe(false);
    expect(holdsWork(exportSong(untouched, '  New Song '))).toBe(false);
    expect(holdsWork(exportSong(untouched, ''))).toBe(false);
    expect(holdsWork(exportSong(untouched, 'New Song 2'))).toBe(true);
    expect(holdsWork(exportSong(untouched, 'Evening Peal'))).toBe(true);
    expect(holdsWork(pendingSong('New Song'))).toBe(true);
  });
});

describe('the subscribe hand-over', () => {
  it('saves no empty song into Your Songs for a subscriber who sent the untouched default song', async () => {
    const client = await signedInClient(t.baseUrl, 'Empty Handed');
    await subscribeAndPay(client, exportSong(createDefaultSong(), 'New Song'));
    const answer = await planAnswer(client);
    expect(answer.planObject.status).toBe('active');
    expect(answer.handedOverSong).toBeNull();
    expect(await ownSongs(client)).toEqual([]);
  });

  it('saves a song with notes once and names it in the plan, so the app can update it', async () => {
    const client = await signedInClient(t.baseUrl, 'Hand Over');
    expect((await planAnswer(client)).handedOverSong).toBeNull();
    await subscribeAndPay(client, pendingSong('Rounds On Six'));

    const [saved, ...others] = await ownSongs(client);
    expect(others).toEqual([]);
    const { handedOverSong } = await planAnswer(client);
    expect(handedOverSong).toEqual(saved);
    expect(handedOverSong).toMatchObject({
      title: 'Rounds On Six',
      user_id: client.userId,
      is_public: false,
    });

    // Saving with the handed-over revision updates that song: still one song in Your Songs.
    const update = await fetch(`${t.baseUrl}/api/songs/${handedOverSong.song_id}`, {
      method: 'PUT',
      headers: {
        cookie: client.cookie,
        origin: t.baseUrl,
        'content-type': 'application/json',
        'if-match': ifMatchHeader(handedOverSong.revision),
      },
      body: JSON.stringify(pendingSong('Rounds On Six')),
    });
    expect(update.status).toBe(200);
    expect((await ownSongs(client)).map((s) => s.song_id)).toEqual([handedOverSong.song_id]);
  });

  it('stores a song kept across checkout by the app of song version 1 as a version 2 song', async () => {
    const client = await signedInClient(t.baseUrl, 'Old Keeper');
    const v1 = {
      version: 1,
      meta: { title: 'Kept From Before', eight_note_compatible: false, bell_count: 1 },
      staves: [{ pitchId: 60, notes: [{ beat: 0 }, { beat: 1 }] }],
      timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
    } as unknown as Song;
    await subscribeAndPay(client, pendingSong('Kept From Before'), async () => {
      await t.db
        .update(billingAccounts)
        .set({ pendingSong: v1 })
        .where(eq(billingAccounts.userId, client.userId));
    });
    const { handedOverSong } = await planAnswer(client);
    // Stored as version 2, not only answered so.
    const [row] = await t.db
      .select({ document: songs.document })
      .from(songs)
      .where(eq(songs.id, handedOverSong.song_id));
    expect(row?.document).toEqual({
      version: 5,
      meta: v1.meta,
      staves: [
        {
          pitchId: 60,
          instrument: 'handbell',
          notes: [
            { beat: 0, length: 1 },
            { beat: 1, length: 2 },
          ],
        },
      ],
      timeSignatures: v1.timeSignatures,
    });
  });

  it("saves someone else's song, sent as the user's remix, as a new song of theirs and leaves the original alone", async () => {
    const client = await signedInClient(t.baseUrl, 'Demo Editor');
    const demos = (await client.call('GET', '/api/songs/public?text=Jingle%20Bells')).body.songs;
    const demo = demos.find((s: { title: string }) => s.title === 'Jingle Bells');
    const original = (await client.call('GET', `/api/songs/${demo.song_id}`)).body;
    const edited: Song = {
      ...original.song_object,
      staves: original.song_object.staves.map((stave: Song['staves'][number], i: number) =>
        i === 0 ? { ...stave, notes: [...stave.notes, { beat: 200, length: 1 }] } : stave,
      ),
    };
    await subscribeAndPay(client, exportSong(edited, 'Jingle Bells Remix'));

    const { handedOverSong } = await planAnswer(client);
    expect(handedOverSong).toMatchObject({
      title: 'Jingle Bells Remix',
      user_id: client.userId,
      is_public: false,
      is_demo: false,
    });
    expect(handedOverSong.song_id).not.toBe(demo.song_id);
    const after = (await client.call('GET', `/api/songs/${demo.song_id}`)).body;
    expect(after).toMatchObject({
      title: 'Jingle Bells',
      user_id: demo.user_id,
      revision: original.revision,
    });
    expect(after.song_object).toEqual(original.song_object);
  });

  it('keeps a titled song without notes', async () => {
    const client = await signedInClient(t.baseUrl, 'Title Only');
    await subscribeAndPay(client, exportSong(createDefaultSong(), 'Plain Hunt Ideas'));
    expect((await ownSongs(client)).map((s) => s.title)).toEqual(['Plain Hunt Ideas']);
  });

  it('a later subscribe with an untouched song drops the earlier pending song', async () => {
    const client = await signedInClient(t.baseUrl, 'Changed Mind');
    expect((await client.subscribe(pendingSong('Abandoned Draft'))).status).toBe(200);
    await subscribeAndPay(client, createDefaultSong());
    expect(await ownSongs(client)).toEqual([]);
    expect((await planAnswer(client)).handedOverSong).toBeNull();
  });

  it('forgets the handed-over song once it is deleted', async () => {
    const client = await signedInClient(t.baseUrl, 'Tidy Deleter');
    await subscribeAndPay(client, pendingSong('Short Lived'));
    const { handedOverSong } = await planAnswer(client);
    expect((await client.call('DELETE', `/api/songs/${handedOverSong.song_id}`)).status).toBe(200);
    expect((await planAnswer(client)).handedOverSong).toBeNull();
  });
});
