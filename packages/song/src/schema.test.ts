import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTE_LIMIT } from './constants.ts';
import { exportSong } from './export.ts';
import { migrateSong } from './migrate.ts';
import { parseSong } from './schema.ts';
import { createDefaultSong } from './song.ts';
import { arbitrarySong, songWith } from './test-songs.ts';

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

  it('sorts staves and notes and removes duplicate notes', () => {
    const messy = {
      ...valid,
      staves: [
        { pitchId: 64, notes: [{ beat: 3 }, { beat: 1 }, { beat: 3 }] },
        { pitchId: 60, notes: [] },
      ],
      timeSignatures: [
        { beat: 4, numerator: 3, denominator: 4 },
        { beat: 0, numerator: 4, denominator: 4 },
      ],
    };
    const result = parseSong(messy);
    expect(result.ok && result.song.staves).toEqual([
      { pitchId: 60, notes: [] },
      { pitchId: 64, notes: [{ beat: 1 }, { beat: 3 }] },
    ]);
    expect(result.ok && result.song.timeSignatures.map((ts) => ts.beat)).toEqual([0, 4]);
  });

  it('names each broken invariant', () => {
    const withStaves = (staves: unknown) => ({ ...valid, staves });
    expect(errorOf(withStaves([{ pitchId: 60, notes: [{ beat: -1 }] }]))).toMatch(
      /staves\.0\.notes\.0\.beat.*negative/,
    );
    expect(errorOf(withStaves([{ pitchId: 60, notes: [{ beat: Number.POSITIVE_INFINITY }] }]))).toMatch(
      /beat/,
    );
    expect(errorOf(withStaves([{ pitchId: 128, notes: [] }]))).toMatch(/pitchId must be from 0 to 127/);
    expect(errorOf(withStaves([{ pitchId: 60.5, notes: [] }]))).toMatch(/whole number/);
    expect(
      errorOf(
        withStaves([
          { pitchId: 60, notes: [] },
          { pitchId: 60, notes: [] },
        ]),
      ),
    ).toMatch(/Two staves have pitchId 60/);
    const tooMany = Array.from({ length: NOTE_LIMIT + 1 }, (_, beat) => ({ beat }));
    expect(errorOf(withStaves([{ pitchId: 60, notes: tooMany }]))).toMatch(/at most 2000 notes/);
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
    expect(errorOf({ ...valid, version: 2 })).toMatch(/version must be 1/);
  });
});

describe('migrateSong', () => {
  const original = {
    meta: { title: 'Ode to Joy!', bell_count: 2 },
    staves: [{ pitchId: 64, notes: [{ beat: 0 }, { beat: 1 }] }],
    timeSignatures: [{ beat: 0, numerator: 3, denominator: 4 }],
  };

  it("lifts the original app's unversioned documents to version 1, keeping what they hold", () => {
    const result = parseSong(original);
    expect(result).toEqual({
      ok: true,
      song: {
        version: 1,
        meta: { title: 'Ode to Joy', bell_count: 2 },
        staves: original.staves,
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
