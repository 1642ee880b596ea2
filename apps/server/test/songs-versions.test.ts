import {
  apiErrorSchema,
  createSongResponseSchema,
  getSongResponseSchema,
  ifMatchHeader,
} from '@ringalong/contract';
import { SONG_VERSION, type Song } from '@ringalong/song';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songs } from '../src/db/schema/index.ts';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// Song bodies of every version the app has had are accepted and stored as the current version 4.

let t: TestApp;
let writer: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await person(t, 'Versions', true);
});
afterAll(() => t.close());

const create = (payload: unknown) =>
  call(t, { method: 'POST', url: '/songs', as: writer, payload: payload as object });
const open = async (id: number) =>
  getSongResponseSchema.parse((await call(t, { method: 'GET', url: `/songs/${id}`, as: writer })).json());

/** Every (pitch, beat) a song strikes, as sorted text. */
function strikes(song: {
  staves: readonly { pitchId: number; notes: readonly { beat: number }[] }[];
}): string[] {
  return song.staves.flatMap((stave) => stave.notes.map((note) => `${stave.pitchId}@${note.beat}`)).sort();
}

const v1 = songBody('Old Peal', [60, 64, 67], [0, 0.5, 3]);
const { version: _version, ...unversioned } = v1;

function v2(staves: unknown) {
  return { ...v1, version: 2, staves };
}

describe('song bodies of every version', () => {
  it.each([
    ['a version 1 song', v1],
    ['an unversioned song', unversioned],
  ])(
    'accepts %s and answers it as the current version with the same beats and pitches',
    async (_what, body) => {
      const response = await create(body);
      expect(response.statusCode).toBe(201);
      const { song_id } = createSongResponseSchema.parse(response.json());
      const stored = (await open(song_id)).song_object;
      expect(stored.version).toBe(SONG_VERSION);
      expect(strikes(stored)).toEqual(strikes(v1));
      expect(stored.staves.every((stave) => stave.instrument === 'handbell')).toBe(true);
      // Each note rings until the next on its row, at most 2 beats.
      expect(stored.staves[0]!.notes).toEqual([
        { beat: 0, length: 0.5 },
        { beat: 0.5, length: 2 },
        { beat: 3, length: 2 },
      ]);
    },
  );

  it('keeps a version 2 song with a chime row, lengths and techniques as sent, as version 4', async () => {
    const staves = [
      { pitchId: 60, instrument: 'handbell', notes: [{ beat: 0, length: 3, technique: 'lv' }] },
      { pitchId: 60, instrument: 'handchime', notes: [{ beat: 1, length: 0.25, technique: 'martellato' }] },
    ];
    const response = await create(v2(staves));
    expect(response.statusCode).toBe(201);
    const created = createSongResponseSchema.parse(response.json());
    expect(created.bell_count).toBe(2);
    expect((await open(created.song_id)).song_object.staves).toEqual(staves);
  });

  it.each([
    [
      'a technique it does not know',
      [{ pitchId: 60, instrument: 'handbell', notes: [{ beat: 0, length: 1, technique: 'knock' }] }],
      /staves\.0\.notes\.0\.technique: A technique must be one of/,
    ],
    [
      'a zero length',
      [{ pitchId: 60, instrument: 'handbell', notes: [{ beat: 0, length: 0 }] }],
      /staves\.0\.notes\.0\.length: A note length must be at least 1\/128 of a beat/,
    ],
    [
      'two staves of one row',
      [
        { pitchId: 60, instrument: 'handchime', notes: [] },
        { pitchId: 60, instrument: 'handchime', notes: [] },
      ],
      /Two staves have pitchId 60 as handchime/,
    ],
  ])(
    'refuses a version 2 song with %s with a 400 naming it, and changes nothing',
    async (_what, staves, message) => {
      const kept = createSongResponseSchema.parse((await create(v1)).json());
      const before = await open(kept.song_id);
      const refused = await create(v2(staves));
      expect(refused.statusCode).toBe(400);
      expect(apiErrorSchema.parse(refused.json()).message).toMatch(message);
      const saved = await call(t, {
        method: 'PUT',
        url: `/songs/${kept.song_id}`,
        as: writer,
        headers: { 'if-match': ifMatchHeader(kept.revision) },
        payload: v2(staves),
      });
      expect(saved.statusCode).toBe(400);
      expect(apiErrorSchema.parse(saved.json()).message).toMatch(message);
      expect(await open(kept.song_id)).toEqual(before);
    },
  );
});

describe('songs stored before version 3', () => {
  it('are answered as the current version, by their owner and by other readers, and the stored document is untouched', async () => {
    const { song_id } = createSongResponseSchema.parse((await create(v1)).json());
    await call(t, {
      method: 'PUT',
      url: `/songs/${song_id}/publicity`,
      as: writer,
      payload: { is_public: true },
    });
    // As a public song saved by the app of song version 1 lies in the database.
    const stored = { ...v1, meta: { ...v1.meta } } as unknown as Song;
    await t.db.update(songs).set({ document: stored, isPublic: true }).where(eq(songs.id, song_id));

    const owner = (await open(song_id)).song_object;
    const reader = await person(t, 'Reader', true);
    const read = await call(t, { method: 'GET', url: `/songs/${song_id}`, as: reader });
    expect(read.statusCode).toBe(200);
    for (const song of [owner, getSongResponseSchema.parse(read.json()).song_object]) {
      expect(song.version).toBe(SONG_VERSION);
      expect(strikes(song)).toEqual(strikes(v1));
      expect(song.staves[1]!.notes).toEqual([
        { beat: 0, length: 0.5 },
        { beat: 0.5, length: 2 },
        { beat: 3, length: 2 },
      ]);
    }
    const [row] = await t.db.select({ document: songs.document }).from(songs).where(eq(songs.id, song_id));
    expect(row!.document).toEqual(stored);
  });
});

const rows = [{ pitchId: 60, instrument: 'handbell', notes: [{ beat: 0, length: 1 }] }];
const threeFour = [
  { beat: 0, numerator: 4, denominator: 4 },
  { beat: 8, numerator: 3, denominator: 4 },
];
function v3(marks: unknown) {
  return { ...v1, version: 3, staves: rows, timeSignatures: threeFour, marks };
}

describe('rehearsal marks (version 3)', () => {
  it('are stored with the song and answered sorted, on their bars', async () => {
    const marks = [
      { beat: 11, label: 'Coda' },
      { beat: 0, label: 'A' },
      { beat: 8, label: 'B2' },
    ];
    const response = await create(v3(marks));
    expect(response.statusCode).toBe(201);
    const { song_id, revision } = createSongResponseSchema.parse(response.json());
    expect((await open(song_id)).song_object.marks).toEqual([
      { beat: 0, label: 'A' },
      { beat: 8, label: 'B2' },
      { beat: 11, label: 'Coda' },
    ]);
    // A save without marks removes them.
    const saved = await call(t, {
      method: 'PUT',
      url: `/songs/${song_id}`,
      as: writer,
      headers: { 'if-match': ifMatchHeader(revision) },
      payload: v3([]),
    });
    expect(saved.statusCode).toBe(200);
    expect((await open(song_id)).song_object.marks).toBeUndefined();
  });

  it.each([
    [
      'a mark inside a bar',
      [{ beat: 9, label: 'A' }],
      /marks\.0\.beat: A rehearsal mark must be on the start of a bar; beat 9 is not/,
    ],
    [
      'two marks on one bar',
      [
        { beat: 4, label: 'A' },
        { beat: 4, label: 'B' },
      ],
      /Two rehearsal marks share one bar/,
    ],
    [
      'a label with punctuation',
      [{ beat: 4, label: 'A!' }],
      /marks\.0\.label: A rehearsal mark label must be 1 to 4 letters or digits/,
    ],
    ['a long label', [{ beat: 4, label: 'Intro' }], /marks\.0\.label/],
    ['an empty label', [{ beat: 4, label: '' }], /marks\.0\.label/],
    ['marks that are not a list', { beat: 4, label: 'A' }, /marks/],
    [
      'too many marks',
      Array.from({ length: 201 }, (_, bar) => ({ beat: bar * 4, label: 'A' })),
      /at most 200 rehearsal marks/,
    ],
  ])('refuses a song with %s with a 400 naming it, and changes nothing', async (_what, marks, message) => {
    const kept = createSongResponseSchema.parse((await create(v3([{ beat: 0, label: 'A' }]))).json());
    const before = await open(kept.song_id);
    const refused = await create(v3(marks));
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).message).toMatch(message);
    const saved = await call(t, {
      method: 'PUT',
      url: `/songs/${kept.song_id}`,
      as: writer,
      headers: { 'if-match': ifMatchHeader(kept.revision) },
      payload: v3(marks),
    });
    expect(saved.statusCode).toBe(400);
    expect(apiErrorSchema.parse(saved.json()).message).toMatch(message);
    expect(await open(kept.song_id)).toEqual(before);
  });

  it('a version 2 song stored before marks is answered as version 5 without marks, its stored document untouched', async () => {
    const { song_id } = createSongResponseSchema.parse((await create(v2(rows))).json());
    const stored = { ...v1, version: 2, staves: rows } as unknown as Song;
    await t.db.update(songs).set({ document: stored }).where(eq(songs.id, song_id));
    const song = (await open(song_id)).song_object;
    expect(song).toEqual({ ...stored, version: 5 });
    expect('marks' in song).toBe(false);
    const [row] = await t.db.select({ document: songs.document }).from(songs).where(eq(songs.id, song_id));
    expect(row!.document).toEqual(stored);
  });
});
