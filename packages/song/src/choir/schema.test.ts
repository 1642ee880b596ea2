import { describe, expect, it } from 'vitest';
import { parseSong } from '../schema.ts';
import { createDefaultSong } from '../song.ts';
import { choirSchema } from './schema.ts';

const choir = {
  id: 'c-1',
  name: "St. Paul's Ringers",
  ringers: [
    { id: 'r1', name: "Mary-Jo O'Neil", experience: 'beginner' },
    { id: 'r2', name: 'Ann' },
  ],
  bells: [60, 62],
  chimes: [],
};

describe('choirSchema', () => {
  it('accepts names as people write them', () => {
    expect(choirSchema.safeParse(choir).success).toBe(true);
  });

  it('refuses a name with a new line, an empty name, repeated bells and 41 ringers', () => {
    expect(choirSchema.safeParse({ ...choir, name: 'A\nB' }).success).toBe(false);
    expect(choirSchema.safeParse({ ...choir, name: '' }).success).toBe(false);
    expect(choirSchema.safeParse({ ...choir, name: ' A' }).success).toBe(false);
    expect(choirSchema.safeParse({ ...choir, bells: [60, 60] }).success).toBe(false);
    const ringers = Array.from({ length: 41 }, (_, i) => ({ id: `r${i}`, name: `R ${i}` }));
    expect(choirSchema.safeParse({ ...choir, ringers }).success).toBe(false);
    expect(choirSchema.safeParse({ ...choir, ringers: ringers.slice(0, 40) }).success).toBe(true);
  });

  it('keeps a ringer’s hands, absent for a choir kept before (read as two bells), and refuses others', () => {
    const withHands = { ...choir, ringers: [{ id: 'r1', name: 'Ann', hands: 'four-in-hand' }] };
    const parsed = choirSchema.safeParse(withHands);
    expect(parsed.success && parsed.data.ringers[0]?.hands).toBe('four-in-hand');
    expect(choirSchema.safeParse(choir).success).toBe(true);
    const wrong = { ...choir, ringers: [{ id: 'r1', name: 'Ann', hands: 'six-in-hand' }] };
    expect(choirSchema.safeParse(wrong).success).toBe(false);
  });
});

describe('a song with assignments', () => {
  const song = {
    ...createDefaultSong(),
    meta: { title: 'Shared' },
    staves: [{ pitchId: 60, instrument: 'handbell', notes: [] }],
  };

  it('keeps its assignments, rows sorted, empty parts dropped', () => {
    const parsed = parseSong({
      ...song,
      assignments: [
        {
          choir: 'c-1',
          parts: [
            {
              ringer: 'r1',
              rows: [
                { pitchId: 62, instrument: 'handbell' },
                { pitchId: 60, instrument: 'handbell' },
              ],
            },
            { ringer: 'r2', rows: [] },
          ],
        },
      ],
    });
    expect(parsed.ok && parsed.song.assignments).toEqual([
      {
        choir: 'c-1',
        parts: [
          {
            ringer: 'r1',
            rows: [
              { pitchId: 60, instrument: 'handbell' },
              { pitchId: 62, instrument: 'handbell' },
            ],
          },
        ],
      },
    ]);
  });

  it('refuses a row given to two ringers', () => {
    const row = { pitchId: 60, instrument: 'handbell' };
    const parsed = parseSong({
      ...song,
      assignments: [
        {
          choir: 'c',
          parts: [
            { ringer: 'a', rows: [row] },
            { ringer: 'b', rows: [row] },
          ],
        },
      ],
    });
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toContain('A row is given to two ringers');
  });

  it('has no assignments key when there are none', () => {
    const parsed = parseSong({ ...song, assignments: [] });
    expect(parsed.ok && 'assignments' in parsed.song).toBe(false);
  });
});
