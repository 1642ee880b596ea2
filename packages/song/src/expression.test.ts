import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBars, deleteBars } from './bar-edits.ts';
import {
  ACCENT_GAIN,
  DYNAMIC_GAIN,
  dynamicGainAt,
  noteSound,
  setDynamic,
  setHairpin,
  setPassage,
  withExpression,
} from './expression.ts';
import { migrateSong } from './migrate.ts';
import { parseSong } from './schema.ts';
import { songWith } from './test-songs.ts';
import { DYNAMIC_LEVELS, SONG_VERSION, type Song } from './types.ts';

const plain = songWith({ 60: [0, 1, 2, 4, 8] });
const note = (song: Song, beat: number) => song.staves[0]!.notes.find((n) => n.beat === beat)!;

describe('how a note sounds', () => {
  it('without marks: its own length and technique, at mf', () => {
    expect(noteSound(plain, note(plain, 1))).toEqual({ length: note(plain, 1).length, velocity: 1 });
  });

  it('in an LV passage: rings on to the R, where it is damped; the R itself is not in the passage', () => {
    const song = setPassage(plain, 0, 4, 'lv');
    expect(noteSound(song, note(song, 0)).length).toBe(4);
    expect(noteSound(song, note(song, 2)).length).toBe(2);
    expect(noteSound(song, note(song, 2)).technique).toBeUndefined();
    expect(noteSound(song, note(song, 4)).length).toBe(note(song, 4).length);
  });

  it('in a T.D. or Mart. passage: each note rung so, unless it has its own technique', () => {
    const own = {
      ...plain,
      staves: [
        {
          ...plain.staves[0]!,
          notes: plain.staves[0]!.notes.map((n) => (n.beat === 2 ? { ...n, technique: 'echo' as const } : n)),
        },
      ],
    };
    const damped = setPassage(own, 0, 4, 'thumb damp');
    expect(noteSound(damped, note(damped, 1)).technique).toBe('thumb damp');
    expect(noteSound(damped, note(damped, 2)).technique).toBe('echo');
    const mart = setPassage(plain, 0, 4, 'martellato');
    expect(noteSound(mart, note(mart, 1))).toMatchObject({ technique: 'martellato', velocity: ACCENT_GAIN });
  });

  it('follows the dynamic in force; an accent strikes harder', () => {
    const song = setDynamic(setDynamic(plain, 0, 'p'), 4, 'ff');
    expect(noteSound(song, note(song, 2)).velocity).toBe(DYNAMIC_GAIN.p);
    expect(noteSound(song, note(song, 8)).velocity).toBe(DYNAMIC_GAIN.ff);
    const accented = {
      ...song,
      staves: [
        { ...song.staves[0]!, notes: song.staves[0]!.notes.map((n) => ({ ...n, accent: true as const })) },
      ],
    };
    expect(noteSound(accented, note(accented, 2)).velocity).toBeCloseTo(DYNAMIC_GAIN.p * ACCENT_GAIN);
  });

  it('louder and louder through a crescendo, to the dynamic marked at its end', () => {
    const song = setHairpin(setDynamic(setDynamic(plain, 0, 'p'), 8, 'f'), 0, 8, 'crescendo');
    const gains = [0, 1, 2, 4, 6, 8].map((beat) => dynamicGainAt(song, beat));
    expect(gains[0]).toBeCloseTo(DYNAMIC_GAIN.p);
    expect(gains.at(-1)).toBeCloseTo(DYNAMIC_GAIN.f);
    for (let i = 1; i < gains.length; i++) expect(gains[i]!).toBeGreaterThan(gains[i - 1]!);
    // Without a mark at its end, a diminuendo goes one level down.
    const dim = setHairpin(setDynamic(plain, 0, 'f'), 0, 4, 'diminuendo');
    expect(dynamicGainAt(dim, 3.999)).toBeCloseTo(DYNAMIC_GAIN.mf, 2);
  });

  it('every dynamic is louder than the one below it', () => {
    for (let i = 1; i < DYNAMIC_LEVELS.length; i++) {
      expect(DYNAMIC_GAIN[DYNAMIC_LEVELS[i]!]).toBeGreaterThan(DYNAMIC_GAIN[DYNAMIC_LEVELS[i - 1]!]);
    }
  });
});

describe('passages, dynamics and hairpins as edits', () => {
  it('a new passage cuts back the ones it overlaps', () => {
    const song = setPassage(setPassage(plain, 0, 8, 'lv'), 2, 4, 'thumb damp');
    expect(song.passages).toEqual([
      { from: 0, to: 2, technique: 'lv' },
      { from: 2, to: 4, technique: 'thumb damp' },
      { from: 4, to: 8, technique: 'lv' },
    ]);
  });

  it('refuses an empty span and removing a dynamic that is not there', () => {
    expect(setPassage(plain, 4, 4, 'lv')).toBe(plain);
    expect(setDynamic(plain, 3, undefined)).toBe(plain);
  });

  it('moves with its bars: bars added before move them later, deleted bars take what was in them', () => {
    const song = setDynamic(setPassage(plain, 4, 12, 'lv'), 8, 'f');
    const added = addBars(song, 0, 1);
    expect(added.passages).toEqual([{ from: 8, to: 16, technique: 'lv' }]);
    expect(added.dynamics).toEqual([{ beat: 12, level: 'f' }]);
    const deleted = deleteBars(song, 8, 1);
    expect(deleted.passages).toEqual([{ from: 4, to: 8, technique: 'lv' }]);
    expect(deleted.dynamics).toBeUndefined();
  });

  it('property: after any bar edit the song is still a valid song', () => {
    const levels = fc.constantFrom(...DYNAMIC_LEVELS);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 12 })), {
          maxLength: 4,
        }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 48 }), levels), { maxLength: 4 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        (spans, dynamics, bar, count, insert) => {
          let song: Song = plain;
          for (const [from, length] of spans) song = setPassage(song, from, from + length, 'lv');
          for (const [beat, level] of dynamics) song = setDynamic(song, beat, level);
          const edited = insert ? addBars(song, bar * 4, count) : deleteBars(song, bar * 4, count);
          const parsed = parseSong(edited);
          expect(parsed.ok, parsed.ok ? '' : parsed.error).toBe(true);
        },
      ),
    );
  });
});

describe('the stored shape (version 4)', () => {
  it('a version 3 song comes in as the current version with nothing added', () => {
    const v3 = { ...plain, version: 3 };
    const parsed = parseSong(v3);
    expect(parsed.ok && parsed.song).toEqual({ ...plain, version: SONG_VERSION });
    expect((migrateSong(v3) as Song).version).toBe(SONG_VERSION);
  });

  it('a version 3 song carrying fields of those names (which meant nothing then) comes in without them', () => {
    const v3 = {
      ...plain,
      version: 3,
      key: {},
      dynamics: 'loud',
      staves: plain.staves.map((stave) => ({
        ...stave,
        notes: stave.notes.map((n) => ({ ...n, accent: 'yes' })),
      })),
    };
    const parsed = parseSong(v3);
    expect(parsed.ok && parsed.song).toEqual({ ...plain, version: SONG_VERSION });
  });

  it('keeps dynamics, hairpins, passages and accents, sorted', () => {
    const song = withExpression(
      {
        ...plain,
        staves: [
          {
            ...plain.staves[0]!,
            notes: plain.staves[0]!.notes.map((n) => (n.beat === 1 ? { ...n, accent: true as const } : n)),
          },
        ],
      },
      {
        dynamics: [
          { beat: 4, level: 'f' },
          { beat: 0, level: 'pp' },
        ],
        hairpins: [{ from: 0, to: 4, kind: 'crescendo' }],
        passages: [{ from: 4, to: 8, technique: 'thumb damp' }],
      },
    );
    const parsed = parseSong(song);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.song.dynamics).toEqual([
      { beat: 0, level: 'pp' },
      { beat: 4, level: 'f' },
    ]);
    expect(parsed.song.passages).toEqual(song.passages);
    expect(note(parsed.song, 1).accent).toBe(true);
    expect(note(parsed.song, 2)).not.toHaveProperty('accent');
  });

  it.each([
    [
      'two notes on one beat of a row',
      {
        staves: [
          {
            pitchId: 60,
            instrument: 'handbell',
            notes: [
              { beat: 1, length: 1 },
              { beat: 1, length: 2 },
            ],
          },
        ],
      },
      'share beat 1',
    ],
    [
      'overlapping passages',
      {
        passages: [
          { from: 0, to: 4, technique: 'lv' },
          { from: 2, to: 6, technique: 'lv' },
        ],
      },
      'Two passages overlap',
    ],
    [
      'a passage ending where it starts',
      { passages: [{ from: 4, to: 4, technique: 'lv' }] },
      'must end after it starts',
    ],
    [
      'two dynamics on one beat',
      {
        dynamics: [
          { beat: 0, level: 'p' },
          { beat: 0, level: 'f' },
        ],
      },
      'Two dynamics share one beat',
    ],
    ['an unknown dynamic', { dynamics: [{ beat: 0, level: 'fff' }] }, 'A dynamic must be one of'],
    [
      'a hairpin of another kind',
      { hairpins: [{ from: 0, to: 2, kind: 'swell' }] },
      'crescendo or a diminuendo',
    ],
  ])('refuses %s, saying so', (_what, marks, words) => {
    const parsed = parseSong({ ...plain, ...marks });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(words);
  });
});

describe('accents in copy and paste', () => {
  it('a copied accented note pastes accented', async () => {
    const { pasteNotes } = await import('./clipboard.ts');
    const { copyNotes } = await import('./copy-paste.ts');
    const song: Song = {
      ...plain,
      staves: [
        { ...plain.staves[0]!, notes: [{ beat: 0, length: 1, accent: true }] },
        ...plain.staves.slice(1),
      ],
    };
    const copied = copyNotes(song, new Set(['60:handbell:0']));
    expect(copied[0]).toMatchObject({ accent: true });
    const { song: pasted } = pasteNotes(song, copied, 4, 0.5);
    expect(note(pasted, 4)).toEqual({ beat: 4, length: 1, accent: true });
  });
});
