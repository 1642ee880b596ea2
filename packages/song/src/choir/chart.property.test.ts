import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRows, createDefaultSong, rowKey, sortedNotes } from '../song.ts';
import { INSTRUMENTS, type Song } from '../types.ts';
import { assignFromChart, chartFromAssignment } from './chart.ts';
import { limitOf } from './hands.ts';
import { mostAtOnce, ringsOf, sortRings } from './holding.ts';
import { chartSchema } from './schema.ts';
import { type Choir, type ChoirAssignment, HANDS } from './types.ts';

/** Songs of up to 20 rows over three octaves, bells and chimes. */
const song = fc
  .uniqueArray(
    fc.record({
      pitchId: fc.integer({ min: 55, max: 91 }),
      instrument: fc.constantFrom(...INSTRUMENTS),
      notes: fc.uniqueArray(
        fc.record({
          beat: fc.integer({ min: 0, max: 48 }).map((q) => q / 2),
          length: fc.integer({ min: 1, max: 8 }).map((q) => q / 2),
        }),
        { minLength: 1, maxLength: 8, selector: (n) => n.beat },
      ),
    }),
    { minLength: 1, maxLength: 20, selector: rowKey },
  )
  .map(
    (staves): Song => ({
      ...createDefaultSong(),
      staves: staves.map((s) => ({ ...s, notes: sortedNotes(s.notes) })).sort(compareRows),
    }),
  );

const choirOf = (hands: readonly (typeof HANDS)[number][]): Choir => ({
  id: 'c',
  name: 'Bells',
  ringers: hands.map((h, i) => ({ id: `r${i}`, name: `R ${i}`, hands: h })),
  bells: [],
  chimes: [],
});

/** A song, a choir, and an assignment of every row of the song to one of its ringers. */
const songChoirAssignment = fc
  .tuple(song, fc.array(fc.constantFrom(...HANDS), { minLength: 1, maxLength: 12 }))
  .chain(([s, hands]) =>
    fc.tuple(
      fc.constant(s),
      fc.constant(choirOf(hands)),
      fc.array(fc.integer({ min: 0, max: hands.length - 1 }), {
        minLength: s.staves.length,
        maxLength: s.staves.length,
      }),
    ),
  )
  .map(([s, choir, owners]): [Song, Choir, ChoirAssignment] => [
    s,
    choir,
    {
      choir: 'c',
      parts: choir.ringers.flatMap((ringer, r) => {
        const rows = s.staves
          .filter((_, i) => owners[i] === r)
          .map(({ pitchId, instrument }) => ({ pitchId, instrument }));
        return rows.length > 0 ? [{ ringer: ringer.id, rows }] : [];
      }),
    },
  ]);

const holders = (a: ChoirAssignment) =>
  new Map(a.parts.flatMap((p) => p.rows.map((r) => [rowKey(r), p.ringer] as const)));

describe('the table chart: properties', () => {
  it('a chart that already fits the song changes nothing: the assignment is the chart’s, no change listed', () => {
    fc.assert(
      fc.property(songChoirAssignment, ([s, choir, assignment]) => {
        const chart = chartFromAssignment(s, choir, assignment);
        expect(chartSchema.safeParse(chart).success).toBe(true);
        const { assignment: again, changes } = assignFromChart(s, { ...choir, chart });
        expect(changes).toEqual([]);
        expect(holders(again)).toEqual(holders(assignment));
      }),
    );
  });

  it('lists exactly the rows not rung where the chart says, and never overfills a hand with added rows', () => {
    fc.assert(
      fc.property(
        songChoirAssignment,
        song,
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        ([first, choir, assignment], next, here) => {
          const chart = chartFromAssignment(first, choir, assignment);
          const present = choir.ringers.filter((_, i) => here[i]).map((r) => r.id);
          const { assignment: made, changes } = assignFromChart(
            next,
            { ...choir, chart },
            { ringers: present },
          );
          const onChart = new Map(
            chart.flatMap((p) => [
              ...p.bells.map((pitchId) => [rowKey({ pitchId, instrument: 'handbell' }), p.ringer] as const),
              ...p.chimes.map((pitchId) => [rowKey({ pitchId, instrument: 'handchime' }), p.ringer] as const),
            ]),
          );
          const now = holders(made);
          const changed = new Set(changes.map((c) => rowKey(c.row)));
          for (const stave of next.staves) {
            const key = rowKey(stave);
            // Listed: every row not rung by its ringer on the chart (rows the chart lacks among them).
            expect(changed.has(key)).toBe(!onChart.has(key) || now.get(key) !== onChart.get(key));
          }
          expect(made.parts.every((p) => present.includes(p.ringer))).toBe(true);
          for (const part of made.parts) {
            const ringer = choir.ringers.find((r) => r.id === part.ringer)!;
            const kept = part.rows.filter((r) => onChart.get(rowKey(r)) === part.ringer);
            const rings = (rows: typeof part.rows) =>
              sortRings(
                next.staves
                  .filter((s) => rows.some((r) => rowKey(r) === rowKey(s)))
                  .flatMap((s) => ringsOf(s, next.passages ?? [])),
              );
            // Rows added to a part never take it over what the ringer's hands allow at once.
            if (kept.length < part.rows.length)
              expect(mostAtOnce(rings(part.rows))).toBeLessThanOrEqual(
                Math.max(limitOf(ringer).sound, mostAtOnce(rings(kept))),
              );
          }
        },
      ),
    );
  });
});
