import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTE_LIMIT } from './constants.ts';
import { exportSong } from './export.ts';
import { migrateSong } from './migrate.ts';
import { parseSong } from './schema.ts';
import { createDefaultSong } from './song.ts';
import { arbitrarySong, arbitrarySongV2, songWith } from './test-songs.ts';
import { SONG_VERSION } from './types.ts';

const valid = exportSong(songWith({ 60: [0, 1], 64: [2] }), 'Test Song');

function errorOf(input: unknown): string {
  const result = parseSong(input);
  if (result.ok) throw new Error('expected the song to be refused');
  return result.error;
}

describe('parseSong', () => {
  it('accepts a valid song, and the default song', () => {
    expect(parseSong(valid)).toEqual({ ok: true, song: valid });
    expect(parseSong(createDefaultSong()).ok).toBe(true);
  });

  it('round-trips any exported song through JSON', () => {
    fc.assert(
      fc.property(arbitrarySong, fc.string(), (song, title) => {
        const exported = exportSong(song, title, () => 0.5);
        expect(parseSong(JSON.parse(JSON.stringify(exported)))).toEqual({ ok: true, song: exported });
      }),
    );
  });

  it('round-trips any version 2 song, chime rows, lengths and techniques included', () => {
    fc.assert(
      fc.property(arbitrarySongV2, (song) => {
        expect(parseSong(JSON.parse(JSON.stringify(song)))).toEqual({ ok: true, song });
      }),
    );
  });

  it('refuses two notes on one beat of a row in a current song, saying where', () => {
    for (const version of [2, 3]) {
      const twice = {
        ...valid,
        version,
        staves: [
          {
            pitchId: 64,
            instrument: 'handchime',
            notes: [
              { beat: 3, length: 0.5 },
              { beat: 3, length: 2 },
            ],
          },
        ],
      };
      const result = parseSong(twice);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatch(/Two notes on row 64 \(handchime\) share beat 3/);
    }
  });

  it('keeps the first note of a beat in a song of the first app (version 1), as that app did', () => {
    const old = {
      version: 1,
      meta: { title: 'Old' },
      staves: [{ pitchId: 64, notes: [{ beat: 3 }, { beat: 1 }, { beat: 3 }] }],
      timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
    };
    const result = parseSong(old);
    expect(result.ok && result.song.staves[0]!.notes.map((note) => note.beat)).toEqual([1, 3]);
  });

  it('sorts staves (a handbell before the handchime of its pitch) and notes', () => {
    const messy = {
      ...valid,
      staves: [
        {
          pitchId: 64,
          instrument: 'handbell',
          notes: [
            { beat: 3, length: 0.5 },
            { beat: 1, length: 1, technique: 'martellato' },
          ],
        },
        { pitchId: 60, instrument: 'handchime', notes: [] },
        { pitchId: 60, instrument: 'handbell', notes: [] },
      ],
      timeSignatures: [
        { beat: 4, numerator: 3, denominator: 4 },
        { beat: 0, numerator: 4, denominator: 4 },
      ],
    };
    const result = parseSong(messy);
    expect(result.ok && result.song.staves).toEqual([
      { pitchId: 60, instrument: 'handbell', notes: [] },
      { pitchId: 60, instrument: 'handchime', notes: [] },
      {
        pitchId: 64,
        instrument: 'handbell',
        notes: [
          { beat: 1, length: 1, technique: 'martellato' },
          { beat: 3, length: 0.5 },
        ],
      },
    ]);
    expect(result.ok && result.song.timeSignatures.map((ts) => ts.beat)).toEqual([0, 4]);
  });

  it('names each broken invariant', () => {
    const withStaves = (staves: unknown) => ({ ...valid, staves });
    const bellRow = (pitchId: number, notes: unknown[] = []) => ({ pitchId, instrument: 'handbell', notes });
    expect(errorOf(withStaves([bellRow(60, [{ beat: -1, length: 1 }])]))).toMatch(
      /staves\.0\.notes\.0\.beat.*negative/,
    );
    expect(errorOf(withStaves([bellRow(60, [{ beat: Number.POSITIVE_INFINITY, length: 1 }])]))).toMatch(
      /beat/,
    );
    expect(errorOf(withStaves([bellRow(128)]))).toMatch(/pitchId must be from 0 to 127/);
    expect(errorOf(withStaves([bellRow(60.5)]))).toMatch(/whole number/);
    expect(errorOf(withStaves([bellRow(60), bellRow(60)]))).toMatch(/Two staves have pitchId 60 as handbell/);
    expect(errorOf(withStaves([{ pitchId: 60, instrument: 'piano', notes: [] }]))).toMatch(
      /staves\.0\.instrument: An instrument must be one of: handbell, handchime/,
    );
    expect(errorOf(withStaves([{ pitchId: 60, notes: [] }]))).toMatch(/staves\.0\.instrument/);
    expect(errorOf(withStaves([bellRow(60, [{ beat: 0, length: 0 }])]))).toMatch(
      /staves\.0\.notes\.0\.length: A note length must be at least 1\/128 of a beat/,
    );
    expect(errorOf(withStaves([bellRow(60, [{ beat: 0, length: 65 }])]))).toMatch(/at most 64 beats/);
    expect(errorOf(withStaves([bellRow(60, [{ beat: 0 }])]))).toMatch(/notes\.0\.length/);
    expect(errorOf(withStaves([bellRow(60, [{ beat: 0, length: 1, technique: 'knock' }])]))).toMatch(
      /notes\.0\.technique: A technique must be one of: damp, echo/,
    );
    const tooMany = Array.from({ length: NOTE_LIMIT + 1 }, (_, beat) => ({ beat, length: 1 }));
    expect(errorOf(withStaves([bellRow(60, tooMany)]))).toMatch(/at most 2000 notes/);
  });

  it('requires offered time signatures, the first at beat 0', () => {
    const withSigs = (timeSignatures: unknown) => ({ ...valid, timeSignatures });
    expect(errorOf(withSigs([{ beat: 0, numerator: 5, denominator: 4 }]))).toMatch(
      /4\/4, 3\/4, 2\/4, 6\/8, 2\/2/,
    );
    expect(errorOf(withSigs([{ beat: 4, numerator: 4, denominator: 4 }]))).toMatch(/beat 0/);
    expect(errorOf(withSigs([]))).toMatch(/beat 0/);
    expect(
      errorOf(
        withSigs([
          { beat: 0, numerator: 4, denominator: 4 },
          { beat: 0, numerator: 3, denominator: 4 },
        ]),
      ),
    ).toMatch(/share one beat/);
  });

  it('requires a title as sanitizeTitle would keep it', () => {
    const titled = (title: unknown) => ({ ...valid, meta: { title } });
    expect(errorOf(titled('Ode to Joy!'))).toMatch(/meta\.title/);
    expect(errorOf(titled(' padded'))).toMatch(/meta\.title/);
    expect(errorOf(titled(''))).toMatch(/meta\.title/);
    expect(errorOf(titled('x'.repeat(61)))).toMatch(/at most 60/);
    expect(parseSong(titled('Für Elise 2')).ok).toBe(true);
  });

  it('refuses documents that are not songs, or from a newer version', () => {
    expect(errorOf(null)).toMatch(/^Invalid song/);
    expect(errorOf('song')).toMatch(/^Invalid song/);
    expect(errorOf({ ...valid, version: 6 })).toMatch(/version must be 5/);
  });
});

describe('migrateSong', () => {
  const original = {
    meta: { title: 'Ode to Joy!', bell_count: 2 },
    staves: [{ pitchId: 64, notes: [{ beat: 0 }, { beat: 1 }] }],
    timeSignatures: [{ beat: 0, numerator: 3, denominator: 4 }],
  };

  it("lifts the original app's unversioned documents to the current version, keeping what they hold", () => {
    const result = parseSong(original);
    expect(result).toEqual({
      ok: true,
      song: {
        version: SONG_VERSION,
        meta: { title: 'Ode to Joy', bell_count: 2 },
        staves: [
          {
            pitchId: 64,
            instrument: 'handbell',
            notes: [
              { beat: 0, length: 1 },
              { beat: 1, length: 2 },
            ],
          },
        ],
        timeSignatures: original.timeSignatures,
      },
    });
  });

  it('fills in a missing title and time signatures', () => {
    const lifted = migrateSong({ staves: [] }) as { meta: { title: string }; timeSignatures: unknown };
    expect(lifted.meta.title).toBe('New Song');
    expect(lifted.timeSignatures).toEqual([{ beat: 0, numerator: 4, denominator: 4 }]);
  });

  it('leaves current documents and non-documents alone', () => {
    expect(migrateSong(valid)).toBe(valid);
    expect(migrateSong(42)).toBe(42);
  });
});
