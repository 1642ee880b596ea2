import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRows, createDefaultSong, rowKey, sortedNotes } from '../song.ts';
import { arbitrarySongV2 } from '../test-songs.ts';
import { INSTRUMENTS, type Song } from '../types.ts';
import { assignRingers } from './assign.ts';
import { mostAtOnce, ringsOf, sortRings } from './holding.ts';
import { positionAnchor, positionOf } from './positions.ts';
import { choirAssignmentSchema } from './schema.ts';
import { type Choir, EXPERIENCES, type Experience, HANDS, type Hands } from './types.ts';

/** Busy songs: up to 24 rows over three octaves, notes of a sixteenth to four beats. */
const busySong = fc
  .uniqueArray(
    fc.record({
      pitchId: fc.integer({ min: 55, max: 91 }),
      instrument: fc.constantFrom(...INSTRUMENTS, 'handbell', 'handbell'),
      notes: fc.uniqueArray(
        fc.record({
          beat: fc.integer({ min: 0, max: 64 }).map((q) => q / 2),
          length: fc.integer({ min: 1, max: 16 }).map((q) => q / 4),
        }),
        { maxLength: 16, selector: (n) => n.beat },
      ),
    }),
    { maxLength: 24, selector: rowKey },
  )
  .map(
    (staves): Song => ({
      ...createDefaultSong(),
      staves: staves.map((s) => ({ ...s, notes: sortedNotes(s.notes) })).sort(compareRows),
    }),
  );

const choirOf = (
  size: number,
  experiences: readonly (string | null)[] = [],
  hands: readonly (Hands | null)[] = [],
): Choir => ({
  id: 'choir-1',
  name: 'Bells',
  ringers: Array.from({ length: size }, (_, i) => {
    const experience = experiences[i % Math.max(1, experiences.length)];
    const hand = hands[i % Math.max(1, hands.length)];
    return {
      id: `r${i}`,
      name: `R ${i}`,
      ...(experience ? { experience: experience as Experience } : {}),
      ...(hand ? { hands: hand } : {}),
    };
  }),
  bells: [],
  chimes: [],
});

const arbitraryChoir = fc
  .tuple(
    fc.integer({ min: 0, max: 16 }),
    fc.array(fc.constantFrom(null, ...EXPERIENCES), { minLength: 1, maxLength: 5 }),
    fc.array(fc.constantFrom(null, ...HANDS), { minLength: 1, maxLength: 4 }),
  )
  .map(([size, experiences, hands]) => choirOf(size, experiences, hands));

const anySong = fc.oneof(busySong, arbitrarySongV2);

describe('assignRingers: properties', () => {
  it('gives every row with notes to exactly one ringer or reports it as nobody’s; the result is valid', () => {
    fc.assert(
      fc.property(anySong, arbitraryChoir, (song, choir) => {
        const { assignment, report } = assignRingers(song, choir);
        expect(choirAssignmentSchema.safeParse(assignment).success).toBe(true);
        const held = assignment.parts.flatMap((p) => p.rows.map(rowKey));
        expect(new Set(held).size).toBe(held.length);
        const nobodys = new Set(report.unassigned.map(rowKey));
        for (const stave of song.staves.filter((s) => s.notes.length > 0)) {
          expect(held.includes(rowKey(stave)) !== nobodys.has(rowKey(stave))).toBe(true);
        }
        const ringerIds = new Set(choir.ringers.map((r) => r.id));
        expect(assignment.parts.every((p) => ringerIds.has(p.ringer))).toBe(true);
      }),
    );
  });

  it('never puts more bells sounding in one ringer’s hands at one moment than their hands allow', () => {
    fc.assert(
      fc.property(anySong, arbitraryChoir, (song, choir) => {
        const { assignment, report } = assignRingers(song, choir);
        for (const part of assignment.parts) {
          const staves = song.staves.filter((s) => part.rows.some((r) => rowKey(r) === rowKey(s)));
          const ringer = choir.ringers.find((r) => r.id === part.ringer)!;
          const allowed = { 'two-bells': 2, weaving: 2, shelley: 2, 'four-in-hand': 4 }[
            ringer.hands ?? 'two-bells'
          ];
          const rings = sortRings(staves.flatMap((s) => ringsOf(s, song.passages ?? [])));
          expect(mostAtOnce(rings)).toBeLessThanOrEqual(allowed);
        }
        expect(report.ringers.every((r) => r.overfull.length === 0)).toBe(true);
      }),
    );
  });

  it('with a ringer per position, keeps each position’s bells together (C-D with C#)', () => {
    fc.assert(
      fc.property(anySong, (song) => {
        const fourInHand = (n: number) => choirOf(n, [], ['four-in-hand']);
        const { report: first } = assignRingers(song, fourInHand(1));
        const { assignment } = assignRingers(song, fourInHand(first.positions));
        const anchor = positionAnchor(Math.min(...song.staves.map((s) => s.pitchId)));
        const ringerOf = new Map(assignment.parts.flatMap((p) => p.rows.map((r) => [rowKey(r), p.ringer])));
        const bells = song.staves.filter((s) => s.instrument === 'handbell');
        for (const a of bells)
          for (const b of bells)
            if (positionOf(a.pitchId, anchor) === positionOf(b.pitchId, anchor))
              expect(ringerOf.get(rowKey(a))).toBe(ringerOf.get(rowKey(b)));
      }),
    );
  });

  it('with the ringers it says are needed, rings every row without a bell change', () => {
    fc.assert(
      fc.property(anySong, (song) => {
        const needed = assignRingers(song, choirOf(0)).report.ringersNeeded;
        const { report } = assignRingers(song, choirOf(needed));
        expect(report.unassigned).toEqual([]);
        expect(report.swaps).toBe(0);
        if (needed > 1) {
          const fewer = assignRingers(song, choirOf(needed - 1)).report;
          expect(fewer.unassigned.length > 0 || fewer.swaps > 0).toBe(true);
        }
      }),
    );
  });
});
