import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRows, createDefaultSong, sortedNotes } from '../song.ts';
import { INSTRUMENTS, type Song, type Stave } from '../types.ts';
import { assignRingers, isBassPart, isTwoStaves } from './assign.ts';
import { type Choir, EXPERIENCES, HANDS } from './types.ts';

/** Songs over three octaves, some with an LV passage. */
const song = fc
  .tuple(
    fc.uniqueArray(
      fc.record({
        pitchId: fc.integer({ min: 48, max: 96 }),
        instrument: fc.constantFrom(...INSTRUMENTS),
        notes: fc.uniqueArray(
          fc.record({ beat: fc.integer({ min: 0, max: 32 }), length: fc.constantFrom(0.5, 1, 2, 4) }),
          { minLength: 1, maxLength: 10, selector: (n) => n.beat },
        ),
      }),
      { minLength: 1, maxLength: 24, selector: (s) => `${s.pitchId}:${s.instrument}` },
    ),
    fc.option(fc.tuple(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 16 })), { nil: undefined }),
  )
  .map(([staves, lv]): Song => {
    const base: Song = {
      ...createDefaultSong(),
      staves: staves.map((s) => ({ ...s, notes: sortedNotes(s.notes) })).sort(compareRows),
    };
    return lv ? { ...base, passages: [{ from: lv[0], to: lv[0] + lv[1], technique: 'lv' }] } : base;
  });

const choir = fc
  .array(
    fc.record({
      experience: fc.constantFrom(...EXPERIENCES),
      hands: fc.constantFrom(...HANDS),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map(
    (ringers): Choir => ({
      id: 'c',
      name: 'Bells',
      ringers: ringers.map((r, i) => ({ id: `r${i}`, name: `R ${i}`, ...r })),
      bells: [],
      chimes: [],
    }),
  );

const HOLD = { 'two-bells': 2, weaving: 2, shelley: 4, 'four-in-hand': 4 } as const;

/**
 * An independent count of bell changes: walk the strikes in time; a bell not in hand is picked up
 * free while the hands have room, else one in hand and silent is put down (the one struck again
 * latest) and that is a change. A bell is in hand from its strike to the end of its written length,
 * or in an LV passage to its R.
 */
function countChanges(staves: readonly Stave[], s: Song, hold: number): number {
  const strikes: { bell: string; start: number; end: number }[] = [];
  for (const stave of staves) {
    const bell = `${stave.pitchId}${stave.instrument}`;
    stave.notes.forEach((note, i) => {
      const lv = (s.passages ?? []).find(
        (p) =>
          p.technique === 'lv' && note.technique === undefined && p.from <= note.beat && note.beat < p.to,
      );
      let end = note.beat + note.length;
      if (lv && lv.to > end) end = lv.to;
      const next = stave.notes[i + 1];
      if (next && next.beat < end) end = next.beat;
      strikes.push({ bell, start: note.beat, end });
    });
  }
  strikes.sort((a, b) => a.start - b.start || (a.bell < b.bell ? -1 : a.bell > b.bell ? 1 : 0));
  const hand: { bell: string; end: number }[] = [];
  let changes = 0;
  strikes.forEach((strike, i) => {
    const held = hand.find((h) => h.bell === strike.bell);
    if (held) {
      held.end = Math.max(held.end, strike.end);
      return;
    }
    if (hand.length >= hold) {
      const silent = hand.filter((h) => h.end <= strike.start);
      const nextStrike = (bell: string) => {
        const later = strikes.slice(i).find((x) => x.bell === bell);
        return later ? later.start : Number.POSITIVE_INFINITY;
      };
      const pool = silent.length > 0 ? silent : hand;
      let out = pool[0]!;
      for (const h of pool) if (nextStrike(h.bell) > nextStrike(out.bell)) out = h;
      hand.splice(hand.indexOf(out), 1);
      changes += 1;
    }
    hand.push({ bell: strike.bell, end: strike.end });
  });
  return changes;
}

describe('hands, honestly: properties', () => {
  it('reports the bell changes an independent count gives, ringer by ringer, under their hands', () => {
    fc.assert(
      fc.property(song, choir, (s, c) => {
        const { assignment, report } = assignRingers(s, c);
        for (const ringer of report.ringers) {
          const part = assignment.parts.find((p) => p.ringer === ringer.ringer);
          const staves = s.staves.filter((st) =>
            part?.rows.some((r) => r.pitchId === st.pitchId && r.instrument === st.instrument),
          );
          const hands = c.ringers.find((r) => r.id === ringer.ringer)?.hands ?? 'two-bells';
          expect(ringer.swaps).toBe(countChanges(staves, s, HOLD[hands]));
        }
      }),
    );
  });

  it('never gives a beginner a bass position, rows on two staves, or positions apart', () => {
    fc.assert(
      fc.property(song, choir, (s, c) => {
        const { assignment } = assignRingers(s, c);
        for (const part of assignment.parts) {
          const ringer = c.ringers.find((r) => r.id === part.ringer)!;
          if (ringer.experience !== 'beginner') continue;
          expect(isBassPart(part.rows, s)).toBe(false);
          expect(isTwoStaves(part.rows)).toBe(false);
          const lowest = Math.min(...s.staves.map((st) => st.pitchId));
          // Never the song's lowest bell, however the bass is drawn.
          expect(part.rows.some((r) => r.pitchId === lowest)).toBe(false);
        }
      }),
    );
  });
});
